// @vitest-environment node
// Published pages and hosted pictures in each storage (SQLite, and Postgres on a cluster of the
// test's own): a slug is one site's, a site has one page, a put that loses a race writes nothing,
// and a picture is stored once.
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStorage } from '../../server/src/storage/postgres';
import { openSqliteStorage } from '../../server/src/storage/sqlite';
import type { BrickStorage, PublishedPage } from '../../server/src/storage/storage';
import { POSTGRES_MISSING, postgresBinDir, startPostgres, type RunningPostgres } from '../support/postgres';
import { servicesPresent } from '../support/services';
import { Cleanup, newSpace, tempDir } from './helpers';

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const MAX_DOCUMENT_BYTES = 1024 * 1024;
const postgresPresent = servicesPresent(postgresBinDir() ? [] : [POSTGRES_MISSING]);
let postgres: RunningPostgres | undefined;
beforeAll(async () => {
  if (postgresPresent) postgres = await startPostgres();
}, 60_000);
afterAll(() => postgres?.stop());

/** Opens a storage, closed by the test's cleanup. */
async function opened(storage: Promise<BrickStorage>): Promise<BrickStorage> {
  const open = await storage;
  cleanup.add(() => open.close());
  return open;
}

interface Backend {
  name: string;
  present: boolean;
  /** Two storages on one fresh database (two connections, or two pools: as two instances would have). */
  openTwo(): Promise<[BrickStorage, BrickStorage]>;
}

const backends: Backend[] = [
  {
    name: 'SQLite',
    present: true,
    openTwo: async () => {
      const path = join(await tempDir(cleanup), 'brick.sqlite');
      const first = await opened(openSqliteStorage(path, MAX_DOCUMENT_BYTES, () => {}));
      return [first, await opened(openSqliteStorage(path, MAX_DOCUMENT_BYTES, () => {}))];
    },
  },
  {
    name: 'Postgres',
    present: postgresPresent,
    openTwo: async () => {
      const url = await postgres!.newDatabase();
      const first = await opened(openPostgresStorage(url, MAX_DOCUMENT_BYTES, () => {}));
      return [first, await opened(openPostgresStorage(url, MAX_DOCUMENT_BYTES, () => {}))];
    },
  },
];

const page = (spaceId: string, siteId: string, slug: string, html: string | null = `<p>${siteId}</p>`, updatedAt = 1_700_000_000_000): PublishedPage => ({
  slug,
  spaceId,
  siteId,
  html,
  updatedAt,
});

describe.each(backends)('pages and pictures in $name', ({ present, openTwo }) => {
  it.skipIf(!present)('puts a page at a free slug, and reads it by slug and by site', async () => {
    const [{ pages }] = await openTwo();
    const { spaceId } = newSpace();
    const published = page(spaceId, 'site-1', 'bakery');
    expect(await pages.put(published)).toBe(true);
    expect(await pages.bySlug('bakery')).toEqual(published);
    expect(await pages.bySite(spaceId, 'site-1')).toEqual(published);
    expect(await pages.bySlug('other')).toBeNull();
    expect(await pages.bySite(spaceId, 'site-2')).toBeNull();
  });

  it.skipIf(!present)("updates the site's own slug, and refuses a slug another site holds without writing anything", async () => {
    const [{ pages }] = await openTwo();
    const mine = newSpace().spaceId;
    const theirs = newSpace().spaceId;
    expect(await pages.put(page(mine, 'site-1', 'bakery', '<p>first</p>'))).toBe(true);
    expect(await pages.put(page(mine, 'site-1', 'bakery', '<p>second</p>', 1_700_000_000_500))).toBe(true);
    expect(await pages.bySlug('bakery')).toEqual(page(mine, 'site-1', 'bakery', '<p>second</p>', 1_700_000_000_500));

    expect(await pages.put(page(theirs, 'site-1', 'bakery', '<p>theirs</p>'))).toBe(false);
    expect(await pages.bySite(theirs, 'site-1')).toBeNull();
    // A site of the same space is another site too; its own page stays where it was.
    expect(await pages.put(page(mine, 'site-2', 'florist'))).toBe(true);
    expect(await pages.put(page(mine, 'site-2', 'bakery'))).toBe(false);
    expect(await pages.bySite(mine, 'site-2')).toEqual(page(mine, 'site-2', 'florist'));
    expect(await pages.bySlug('bakery')).toEqual(page(mine, 'site-1', 'bakery', '<p>second</p>', 1_700_000_000_500));
  });

  it.skipIf(!present)('moves a site to a new slug and frees the old one', async () => {
    const [{ pages }] = await openTwo();
    const { spaceId } = newSpace();
    const other = newSpace().spaceId;
    await pages.put(page(spaceId, 'site-1', 'bakery'));
    expect(await pages.put(page(spaceId, 'site-1', 'the-bakery'))).toBe(true);
    expect(await pages.bySlug('bakery')).toBeNull();
    expect(await pages.bySite(spaceId, 'site-1')).toEqual(page(spaceId, 'site-1', 'the-bakery'));
    expect(await pages.put(page(other, 'site-9', 'bakery'))).toBe(true);
  });

  it.skipIf(!present)("takes a page down and keeps its slug the site's; a site with no page has nothing to take down", async () => {
    const [{ pages }] = await openTwo();
    const { spaceId } = newSpace();
    await pages.put(page(spaceId, 'site-1', 'bakery'));
    expect(await pages.takeDown(spaceId, 'site-1', 1_700_000_009_000)).toBe(true);
    expect(await pages.bySlug('bakery')).toEqual(page(spaceId, 'site-1', 'bakery', null, 1_700_000_009_000));
    expect(await pages.put(page(newSpace().spaceId, 'site-1', 'bakery'))).toBe(false);
    expect(await pages.takeDown(spaceId, 'site-2', 1_700_000_009_000)).toBe(false);
    // Published again, at its slug.
    expect(await pages.put(page(spaceId, 'site-1', 'bakery', '<p>back</p>'))).toBe(true);
    expect((await pages.bySlug('bakery'))?.html).toBe('<p>back</p>');
  });

  it.skipIf(!present)('gives a slug to exactly one of two sites racing for it from two storages', async () => {
    const [first, second] = await openTwo();
    const [one, two] = [newSpace().spaceId, newSpace().spaceId];
    // Half of the sites already have a page elsewhere (their put moves them), half have none.
    for (let n = 0; n < 10; n += 2) {
      await first.pages.put(page(one, `site-${n}`, `old-one-${n}`));
      await second.pages.put(page(two, `site-${n}`, `old-two-${n}`));
    }
    const races = Array.from({ length: 10 }, async (_, n) => {
      const slug = `wanted-${n}`;
      const won = await Promise.all([first.pages.put(page(one, `site-${n}`, slug)), second.pages.put(page(two, `site-${n}`, slug))]);
      expect(won.filter(Boolean)).toHaveLength(1);
      const winner = won[0] ? one : two;
      const loser = won[0] ? two : one;
      expect((await first.pages.bySlug(slug))?.spaceId).toBe(winner);
      // The loser wrote nothing: a site that had a page still has it where it was.
      const loserPage = await second.pages.bySite(loser, `site-${n}`);
      expect(loserPage?.slug ?? null).toBe(n % 2 === 0 ? `old-${loser === one ? 'one' : 'two'}-${n}` : null);
    });
    await Promise.all(races);
  });

  it.skipIf(!present)('stores a picture once: a second write under its hash leaves the first', async () => {
    const [{ pictures }] = await openTwo();
    const sha256 = 'a'.repeat(64);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255, 7]);
    await pictures.write(sha256, { bytes, contentType: 'image/png' }, newSpace().spaceId);
    await pictures.write(sha256, { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/jpeg' }, newSpace().spaceId);
    const stored = await pictures.read(sha256);
    expect(stored?.contentType).toBe('image/png');
    expect([...(stored?.bytes ?? [])]).toEqual([...bytes]);
    expect(await pictures.read('b'.repeat(64))).toBeNull();
  });
});
