// The mirror workloads of issue 12, shared by the jsdom measure (bench/storage.measure.ts) and the
// Chromium harness (bench/harness/main.ts): 100 users with 4 sites each; 20 images of 200 KB;
// one full mirror flush (every key written, as after a first start).
import { createUser } from '../../src/storage/users';
import { saveUserSite } from '../../src/storage/sites';
import { flushMirror, markAllDirty } from '../../src/storage/mirror';
import { clearChecksumsForTests } from '../../src/storage/checksums';

export async function seedUsersAndSites(users = 100, sitesEach = 4): Promise<void> {
  for (let u = 0; u < users; u++) {
    const email = `user${u}@example.com`;
    await createUser({ email, password: 'pw', plan: 'premium' });
    for (let s = 0; s < sitesEach; s++) {
      await saveUserSite(email, { id: `u${u}-s${s}`, siteId: `u${u}-s${s}`, name: `Site ${s} of ${u}`, type: 'blog', title: 'A title', description: 'Some words about it.' });
    }
  }
}

/** `count` images of about `kb` KB each, as data URLs in the gallery of user0's first site. */
export async function addGallery(count = 20, kb = 200): Promise<void> {
  const image = `data:image/jpeg;base64,${'A'.repeat(kb * 1024)}`;
  await saveUserSite('user0@example.com', { id: 'u0-s0', siteId: 'u0-s0', name: 'Gallery', type: 'artist', gallery: Array.from({ length: count }, (_, i) => image + i) });
}

/**
 * One full flush, in ms. localStorage and the mirror's checksums are cleared first: a key whose
 * value hashes to what the mirror last wrote is skipped, so without this only the first run
 * would write anything. Marks 'bench-flush-start'/'bench-flush-end' for a Chromium trace.
 */
export async function timeFullFlush(): Promise<number> {
  localStorage.clear();
  await clearChecksumsForTests();
  markAllDirty();
  performance.mark('bench-flush-start');
  const start = performance.now();
  await flushMirror();
  const ms = performance.now() - start;
  performance.mark('bench-flush-end');
  return ms;
}
