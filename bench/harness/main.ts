// A page that runs Brick's own storage and outbox code in Chromium for the bench (bench/work.mjs):
// the same modules the app bundles, driven from Playwright through window.bench.
import { resetStorageForTests } from '../../src/storage/testing';
import { degradedMirrorKeys } from '../../src/storage/mirror';
import { queueWelcomeEmail } from '../../src/outbox/email';
import { flushOutbox } from '../../src/outbox/flusher';
import { listItems } from '../../src/outbox/queue';
import { addGallery, seedUsersAndSites, timeFullFlush } from './mirror-work';

const bench = {
  reset: resetStorageForTests,
  seedUsersAndSites,
  addGallery,
  timeFullFlush,
  degradedMirrorKeys,
  localStorageChars: () => Object.keys(localStorage).reduce((sum, key) => sum + key.length + (localStorage.getItem(key)?.length ?? 0), 0),
  async queueEmails(count: number) {
    for (let i = 0; i < count; i++) await queueWelcomeEmail({ email: `reader${i}@example.com`, name: `Reader ${i}` });
  },
  /** Flushes the outbox once (the real EmailJS client; the caller fakes the API) and times it. */
  async flushEmails() {
    const start = performance.now();
    await flushOutbox();
    const ms = performance.now() - start;
    const items = await listItems();
    return { ms, sent: items.filter((item) => item.status === 'done').length, queued: items.length };
  },
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
