// Mirror figures for `npm run bench` (issue 3): the time of one full mirror flush (Dexie ->
// every localStorage key) with 100 users of 4 sites each, and with 20 images of 200 KB, and how
// many times a key is rewritten per second while someone types (and beside a 4 MB gallery). Runs in jsdom with
// fake-indexeddb (the same code as the browser; absolute times differ from Chromium's, which
// bench/work.mjs measures with the same workloads, bench/harness/mirror-work.ts).
import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { resetStorageForTests } from '../src/storage/testing';
import { QUIET_MS, startMirror, stopMirror } from '../src/storage/mirror';
import { saveUserSite } from '../src/storage/sites';
import { editOne } from '../src/storage/edits';
import { encodeShare } from '../src/domain/share';
import { loadKind } from '../src/sites/kind-loaders';
import { KIND_IDS } from '../src/sites/manifest';
import { addGallery, seedUsersAndSites, timeFullFlush } from './harness/mirror-work';

/** bench/run.mjs serves Brick's build here (PORTS.brick). */
const BENCH_ORIGIN = 'http://localhost:4191';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const round = (n: number) => Math.round(n * 100) / 100;

async function timeFlush(runs = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timeFullFlush());
  return round(median(times));
}

/** Rewrites of `key` while `type` runs 40 times over `seconds`, and in the pause after it. */
async function countWrites(key: string, seconds: number, type: (i: number) => Promise<unknown>) {
  const counts = { whileTyping: 0, afterPause: 0 };
  let phase: keyof typeof counts = 'whileTyping';
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (written: string, value: string) {
    if (written === key) counts[phase]++;
    return setItem.call(this, written, value);
  };
  for (let i = 0; i < 40; i++) {
    await type(i);
    await new Promise((r) => setTimeout(r, (seconds * 1000) / 40));
  }
  phase = 'afterPause';
  await new Promise((r) => setTimeout(r, QUIET_MS + 400));
  Storage.prototype.setItem = setItem;
  return counts;
}

it('measures the mirror', async () => {
  await resetStorageForTests();
  startMirror();
  await seedUsersAndSites(100, 4);
  const flush100Users4SitesMs = await timeFlush();

  // 20 images of about 200 KB each, as data URLs in one site's gallery.
  await addGallery(20, 200);
  const flushWith20ImagesMs = await timeFlush(3);

  // Typing beside that gallery: 40 keystrokes over 2 s into another site of the same person, whose
  // key (`users`) holds the gallery too. Each rewrite of it is a stall of the main thread (about
  // 150 ms for 4 MB in Chromium); the mirror waits for the pause after the typing instead.
  const typingSeconds = 2;
  const usersWrites = await countWrites('users', typingSeconds, (i) => saveUserSite('user0@example.com', { id: 'u0-s1', title: `A title ${'t'.repeat(i)}` }));

  // Typing: 40 keystrokes over 2 s into one record, each sent as an editor sends it, through the
  // write path (one journaled patch per keystroke); count the rewrites of its key.
  const card = { table: 'businessCards', key: 'typing' } as const;
  const cardWrites = await countWrites('business_cards', typingSeconds, (i) =>
    editOne(card, { set: 'fullName', value: `Sam ${'m'.repeat(i)}` }, i === 0 ? '' : `Sam ${'m'.repeat(i - 1)}`, () => ({ id: 'typing' })));
  stopMirror();

  // A typical shared site, for Lighthouse on the share viewer and the link's length. Its images
  // are the bench server's own files: the real image host is out of reach here, and a picture
  // that fails to load would count against the page as a console error.
  const image = (n: number) => `${BENCH_ORIGIN}/icons/icon-${n}.png`;
  const sampleShareFragment = await encodeShare({
    k: 'business-card', v: 'card', t: 'agency-flex', n: 'Rosa Diaz',
    c: { name: 'Rosa Diaz', title: 'Florist', tagline: 'Flowers for every day', about: 'I grow and arrange seasonal flowers in Lisbon. '.repeat(4),
      phone: '+351 555 0101', email: 'rosa@example.com', location: 'Lisbon', website: 'https://rosa.example',
      images: [image(192), image(512)],
      social: { linkedin: 'https://linkedin.com/in/rosa', instagram: 'https://instagram.com/rosa', twitter: '' } },
  });
  // One link per kind of the manifest (its first variant's defaults): the share viewer loads only that kind's code.
  const shareFragmentsByKind: Record<string, string> = {};
  for (const kind of await Promise.all(KIND_IDS.map(loadKind))) {
    const variant = Object.values(kind.variants)[0];
    shareFragmentsByKind[kind.kind] = await encodeShare({ k: kind.kind, v: variant.variant, n: kind.label, c: variant.defaults() });
  }
  const results = {
    shareFragmentsByKind,
    flush100Users4SitesMs, flushWith20ImagesMs, typingWritesPerSecond: round((cardWrites.whileTyping + cardWrites.afterPause) / typingSeconds),
    typingBesideGallery: usersWrites,
    sampleShareFragment, sampleShareLinkBytes: `/s#${sampleShareFragment}`.length,
  };
  writeFileSync('bench/.measure-results.json', JSON.stringify(results));
  console.log('mirror', results);
});
