import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LEASE_MS, OutboxFlusher, setTransportsForTests } from '../../../src/outbox/flusher';
import { BACKOFF_MAX_MS } from '../../../src/outbox/backoff';
import { enqueue, getItemByKey, listItems, retryItem } from '../../../src/outbox/queue';
import { enqueueImageUpload } from '../../../src/outbox/image-host';
import { resetDatabaseForTests } from '../../../src/storage/db';
import { PNG_BYTES, advance, clock, db, fakeTransports, useOutboxTestEnvironment, type FakeTransports } from './support';

useOutboxTestEnvironment();

type Action =
  | { t: 'email'; k: number }
  | { t: 'image'; k: number }
  | { t: 'offline' }
  | { t: 'online' }
  | { t: 'fail'; status: number; n: number }
  | { t: 'advance'; ms: number }
  | { t: 'flush' }
  | { t: 'reload' }
  | { t: 'crash'; when: 'before' | 'after' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('email' as const), k: fc.integer({ min: 0, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('image' as const), k: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 1, arbitrary: fc.constant({ t: 'offline' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'online' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('fail' as const),
      status: fc.constantFrom(0, 408, 429, 500, 503, 400, 403, 451),
      n: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 2 * BACKOFF_MAX_MS }) }) },
  { weight: 4, arbitrary: fc.constant({ t: 'flush' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'reload' as const }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('crash' as const), when: fc.constantFrom('before' as const, 'after' as const) }) },
);

const localUrl = (k: number) => `data:image/png;base64,${btoa(`image-${k}`)}`;

async function run(actions: Action[]) {
  await resetDatabaseForTests();
  const transport: FakeTransports = fakeTransports();
  setTransportsForTests(transport);
  let online = true;
  const newTab = () => new OutboxFlusher({ locks: null, isOnline: () => online });
  let tab = newTab();
  const enqueued = new Set<string>();
  /** Deliveries the at-least-once window allows: the server got it, the tab died before recording. */
  const lostAnswers = new Map<string, number>();
  const redeliveredAfterDone: string[] = [];
  transport.onDelivered = async (key) => {
    // A delivery of an item already recorded as delivered would be a duplicate we promised not to make.
    const row = await getItemByKey(key);
    if (row?.status === 'done') redeliveredAfterDone.push(key);
  };

  for (const a of actions) {
    switch (a.t) {
      case 'email':
        await enqueue({ kind: 'email', idempotencyKey: `email-${a.k}`, payload: { templateId: 't', params: { k: String(a.k) } } });
        enqueued.add(`email-${a.k}`);
        break;
      case 'image': {
        const imageId = `img-${a.k}`;
        if (!(await db.images.get(imageId))) {
          await db.images.put({ id: imageId, blob: new Blob([PNG_BYTES], { type: 'image/png' }), type: 'image/png', width: 1, height: 1 });
          await db.drafts.put({ key: `form-${a.k}`, value: { pictures: ['keep', localUrl(a.k)] }, _updatedAt: 0 });
        }
        await enqueueImageUpload({ imageId, localUrl: localUrl(a.k), fileName: `${a.k}.png` }, { table: 'drafts', key: `form-${a.k}` });
        enqueued.add(`image:${imageId}`);
        break;
      }
      case 'offline':
        online = false;
        transport.offline = true;
        break;
      case 'online':
        online = true;
        transport.offline = false;
        await tab.flush({ ignoreBackoff: true });
        break;
      case 'fail':
        transport.failNext(...Array(a.n).fill(a.status));
        break;
      case 'advance':
        advance(a.ms);
        break;
      case 'flush':
        await tab.flush();
        break;
      case 'reload':
        tab.stop();
        tab = newTab();
        break;
      case 'crash': {
        // The tab closes in the middle of a send: its flush never finishes, its memory is gone.
        let reached = false;
        transport.hangNext = { when: a.when, reached: () => (reached = true) };
        const before = transport.calls.length;
        void tab.flush();
        // Wait until the flush either reached the transport or found nothing to send.
        for (let i = 0; i < 200 && !reached; i++) await new Promise((r) => setTimeout(r, 1));
        if (reached && a.when === 'after') {
          const key = transport.calls[before];
          lostAnswers.set(key, (lostAnswers.get(key) ?? 0) + 1);
        }
        transport.hangNext = null;
        tab.stop();
        tab = newTab();
        break;
      }
    }
  }

  // Settle: the connection is back for good; the person presses Retry on anything that failed.
  online = true;
  transport.offline = false;
  transport.clearFailures();
  for (let round = 0; round < 8; round++) {
    advance(LEASE_MS + BACKOFF_MAX_MS);
    for (const row of await listItems()) if (row.status === 'failed') await retryItem(row.id);
    await tab.flush();
    const rows = await listItems();
    if (rows.every((r) => r.status === 'done')) break;
  }

  const rows = await listItems();
  // None lost: one row per key, all delivered and recorded.
  expect(new Set(rows.map((r) => r.idempotencyKey))).toEqual(enqueued);
  expect(rows.length).toBe(enqueued.size);
  for (const row of rows) expect(row.status).toBe('done');
  for (const key of enqueued) {
    const count = transport.deliveries.get(key) ?? 0;
    expect(count, key).toBeGreaterThanOrEqual(1);
    // At least once, and more only for a send whose answer was lost with its tab.
    expect(count, key).toBeLessThanOrEqual(1 + (lostAnswers.get(key) ?? 0));
  }
  expect(redeliveredAfterDone).toEqual([]);
  // Every image's record now holds a hosted address in place of its data URL.
  for (const key of enqueued) {
    if (!key.startsWith('image:')) continue;
    const k = key.slice('image:img-'.length);
    const draft = await db.drafts.get(`form-${k}`);
    expect((draft?.value as { pictures: string[] }).pictures[0]).toBe('keep');
    expect((draft?.value as { pictures: string[] }).pictures[1]).toMatch(/^https:\/\/res\.example\.com\//);
  }
  tab.stop();
}

describe('the outbox under random schedules', () => {
  it('delivers every item, never again after it succeeded, and loses none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 30 }), async (actions) => {
        clock.time = 1_700_000_000_000;
        await run(actions);
      }),
      { numRuns: 120 },
    );
  }, 120_000);
});
