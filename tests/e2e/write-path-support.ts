import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, readRecord } from './helpers';

/**
 * Helpers of the write-path tests (issue 22): a logged-in person, pictures that differ from each
 * other (so a picture landing in the wrong field shows), and what IndexedDB holds.
 */
const fixture = (key: string) => readFileSync(`tests/fixtures/legacy/${key}.json`, 'utf8');

/** Ada (tests/fixtures/legacy/users.json) is logged in, on the first load of each tab. */
export async function loggedIn(page: Page) {
  await page.addInitScript(
    ([users, currentUser]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('users', users);
      localStorage.setItem('currentUser', currentUser);
    },
    [fixture('users'), fixture('currentUser')],
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 2x2 PNG of one colour: picture `n` differs from picture `m` after any re-encoding. */
export function picture(n: number): { name: string; mimeType: string; buffer: Buffer } {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixel = [(n * 53) % 256, (n * 97) % 256, (n * 151) % 256];
  const row = [0, ...pixel, ...pixel];
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([...row, ...row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: `picture-${n}.png`, mimeType: 'image/png', buffer: png };
}

/** One record of Brick's IndexedDB table as committed (undefined when there is none). */
export const stored = readRecord;

/** Types at the end of `input`, then reloads at once, `tries` times: every keystroke must survive. */
export async function reloadRightAfterTyping(page: Page, input: Locator, tries = 30) {
  let expected = await input.inputValue();
  for (let attempt = 1; attempt <= tries; attempt++) {
    const typed = ` ${attempt}`;
    await input.press('End');
    await page.keyboard.type(typed);
    expected += typed;
    await page.reload(); // at once: well within 20 ms of the last keystroke
    await expect(input, `attempt ${attempt}`).toHaveValue(expected);
  }
}

/** The site id of an editor whose address carries ?id=. */
export const idIn = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';
