import { describe, expect, it, vi } from 'vitest';
import {
  DONE_RETENTION_MS, LEASE_MS, LOCK_RETRY_MS, OutboxFlusher, flushOutbox, startOutbox,
} from '../../../src/outbox/flusher';
import { BACKOFF_MAX_MS, backoffDelay } from '../../../src/outbox/backoff';
import { enqueue, getItemByKey, listItems } from '../../../src/outbox/queue';
import { queueWelcomeEmail } from '../../../src/outbox/email';
import { TransportError } from '../../../src/outbox/transport';
import { useOutboxStatus } from '../../../src/state/outbox-status';
import { advance, clock, db, manualTimers, useOutboxTestEnvironment } from './support';

const env = useOutboxTestEnvironment();
const email = (key: string) => enqueue({ kind: 'email', idempotencyKey: key, payload: { templateId: 'tpl', params: { name: key } } });
const noJitter = () => 0.5; // spread factor exactly 1

function fakeLocks(): LockManager & { busyAnswers: number } {
  const held = new Set<string>();
  const locks = {
    busyAnswers: 0,
    async request(name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<unknown>) {
      if (held.has(name)) {
        expect(options.ifAvailable).toBe(true);
        locks.busyAnswers += 1;
        return callback(null);
      }
      held.add(name);
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        held.delete(name);
      }
    },
    query: async () => ({}),
  };
  return locks as unknown as LockManager & { busyAnswers: number };
}

describe('sending', () => {
  it('sends due rows oldest first and marks them done', async () => {
    await email('first');
    advance(10);
    await email('second');
    advance(10);
    await email('third');
    await flushOutbox();
    expect(env.transports().calls).toEqual(['first', 'second', 'third']);
    const rows = await listItems();
    expect(rows.map((r) => r.status)).toEqual(['done', 'done', 'done']);
    expect(rows[0]).toMatchObject({ attempts: 1, doneAt: clock.time, claimId: null });
  });

  it('never sends a done row again', async () => {
    await email('once');
    await flushOutbox();
    advance(60 * 60_000);
    await flushOutbox();
    await flushOutbox({ ignoreBackoff: true });
    expect(env.transports().deliveries.get('once')).toBe(1);
  });

  it('sends nothing while offline and spends no attempts', async () => {
    await email('later');
    const flusher = new OutboxFlusher({ isOnline: () => false });
    await flusher.flush();
    expect(env.transports().calls).toEqual([]);
    expect(await getItemByKey('later')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('does not bring back a row discarded while it was being sent', async () => {
    const row = await email('discarded');
    env.transports().onDelivered = () => db.outbox.delete(row.id);
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('errors', () => {
  it.each([0, 408, 429, 500, 502, 503])('status %i is retried later with a backoff', async (status) => {
    await email('k');
    env.transports().failNext(status);
    const flusher = new OutboxFlusher({ random: noJitter });
    await flusher.flush();
    const row = await getItemByKey('k');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatus: status, lastError: `fake ${status}`, nextAttemptAt: clock.time + 1000 });
    await flusher.flush(); // not due yet
    expect(env.transports().calls).toEqual(['k']);
    advance(1000);
    await flusher.flush();
    expect(await getItemByKey('k')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it.each([400, 401, 403, 404, 413, 451])('status %i fails the row with its reason', async (status) => {
    await email('k');
    env.transports().failNext(status);
    await flushOutbox();
    expect(await getItemByKey('k')).toMatchObject({ status: 'failed', lastStatus: status, lastError: `fake ${status}` });
    advance(BACKOFF_MAX_MS * 10);
    await flushOutbox({ ignoreBackoff: true });
    expect(env.transports().calls).toEqual(['k']);
  });

  it('a failing row does not hold back the rows behind it', async () => {
    await email('a');
    advance(1);
    await email('b');
    env.transports().failNext(503);
    await flushOutbox();
    expect((await getItemByKey('a'))?.status).toBe('pending');
    expect((await getItemByKey('b'))?.status).toBe('done');
  });

  it("honours the server's Retry-After when it is longer than the backoff", async () => {
    await email('k');
    const flusher = new OutboxFlusher({
      random: noJitter,
      transports: {
        uploadImage: () => Promise.reject(new Error('unused')),
        sendEmail: () => Promise.reject(new TransportError(429, 'Too Many Requests', 30_000)),
      },
    });
    await flusher.flush();
    expect((await getItemByKey('k'))?.nextAttemptAt).toBe(clock.time + 30_000);
  });

  it('an unexpected throw from a transport is treated as a network error', async () => {
    await email('k');
    const flusher = new OutboxFlusher({
      transports: { uploadImage: () => Promise.reject(new Error('x')), sendEmail: () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    await flusher.flush();
    expect(await getItemByKey('k')).toMatchObject({ status: 'pending', lastStatus: 0, lastError: 'Failed to fetch' });
  });
});

describe('backoff', () => {
  it('doubles from about 1 s to 5 min, with jitter of at most 20%', () => {
    const plain = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map((n) => backoffDelay(n, noJitter));
    expect(plain).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 300000, 300000]);
    for (const attempts of [1, 3, 9, 12]) {
      const base = backoffDelay(attempts, noJitter);
      expect(backoffDelay(attempts, () => 0)).toBeGreaterThanOrEqual(Math.round(base * 0.8));
      expect(backoffDelay(attempts, () => 0.9999)).toBeLessThanOrEqual(Math.min(BACKOFF_MAX_MS, Math.round(base * 1.2)));
    }
  });

  it('the timer follows the schedule: 1 s, 2 s, 4 s ... then 5 min, until the row goes through', async () => {
    const timers = manualTimers();
    const flusher = new OutboxFlusher({ timers, random: noJitter, locks: null, isOnline: () => true });
    await email('k');
    env.transports().failNext(...Array(11).fill(503));
    flusher.start(null);
    await vi.waitFor(() => expect(timers.pending).toHaveLength(1));
    const waits: number[] = [];
    for (let i = 0; i < 11; i++) {
      const [timer] = timers.pending;
      waits.push(timer.ms);
      advance(timer.ms);
      const before = env.transports().calls.length;
      timers.fireAll();
      await vi.waitFor(() => expect(env.transports().calls.length).toBe(before + 1));
      await vi.waitFor(async () => {
        const row = await getItemByKey('k');
        expect(row?.status === 'done' || timers.pending.length === 1).toBe(true);
      });
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 300000, 300000]);
    await vi.waitFor(async () => expect((await getItemByKey('k'))?.status).toBe('done'));
    expect(env.transports().calls).toHaveLength(12);
    flusher.stop();
  });
});

describe('one tab at a time', () => {
  it('with Web Locks, a second flush while the first holds the lock sends nothing and looks again later', async () => {
    for (const key of ['a', 'b', 'c']) await email(key);
    const locks = fakeLocks();
    const timers = manualTimers();
    const tabA = new OutboxFlusher({ locks });
    const tabB = new OutboxFlusher({ locks, timers });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    env.transports().onDelivered = async () => {
      if (first) {
        first = false;
        tabB.start(null); // tab B opens while tab A is mid-send
        await tabB.flush();
        expect(env.transports().calls).toEqual(['a']);
        release();
      }
      await gate;
    };
    await tabA.flush();
    await vi.waitFor(() => expect(timers.pending.map((t) => t.ms)).toContain(LOCK_RETRY_MS));
    expect(locks.busyAnswers).toBeGreaterThan(0);
    expect([...env.transports().deliveries.values()]).toEqual([1, 1, 1]);
    tabB.stop();
  });

  it('without Web Locks, concurrent flushes in two tabs still send each row once (the claim is atomic)', async () => {
    const keys = Array.from({ length: 12 }, (_, i) => `k${i}`);
    for (const key of keys) await email(key);
    const tabs = [1, 2, 3].map(() => new OutboxFlusher({ locks: null }));
    await Promise.all(tabs.map((tab) => tab.flush()));
    for (const key of keys) expect(env.transports().deliveries.get(key)).toBe(1);
    expect(env.transports().calls).toHaveLength(keys.length);
  });

  it('concurrent flushes in one tab share one run', async () => {
    for (const key of ['a', 'b']) await email(key);
    await Promise.all([flushOutbox(), flushOutbox(), flushOutbox()]);
    expect(env.transports().calls).toEqual(['a', 'b']);
  });
});

describe('recovery and pruning', () => {
  it("a row left 'sending' past its lease by a closed tab is sent again", async () => {
    const row = await email('orphan');
    await db.outbox.update(row.id, { status: 'sending', claimId: 'gone', claimedAt: clock.time - LEASE_MS - 1, attempts: 1 });
    await flushOutbox();
    expect(await getItemByKey('orphan')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it("a row 'sending' within its lease is left alone, and the timer wakes up when the lease ends", async () => {
    const row = await email('busy');
    await db.outbox.update(row.id, { status: 'sending', claimId: 'other-tab', claimedAt: clock.time - 10_000 });
    const timers = manualTimers();
    const flusher = new OutboxFlusher({ timers, locks: null });
    flusher.start(null);
    await vi.waitFor(() => expect(timers.pending).toHaveLength(1));
    expect(env.transports().calls).toEqual([]);
    expect(timers.pending[0].ms).toBe(LEASE_MS - 10_000);
    advance(LEASE_MS - 10_000);
    timers.fireAll();
    await vi.waitFor(async () => expect((await getItemByKey('busy'))?.status).toBe('done'));
    flusher.stop();
  });

  it('the first tab to record the result wins; a late failure does not undo a success', async () => {
    const row = await email('k');
    await db.outbox.update(row.id, { status: 'sending', claimId: 'old', claimedAt: clock.time - LEASE_MS });
    await flushOutbox(); // recovered and delivered under a new claim
    const { recordFailure } = await import('../../../src/outbox/flusher');
    await recordFailure({ ...(await getItemByKey('k'))!, claimId: 'old' }, new TransportError(500, 'late'), clock.time);
    expect((await getItemByKey('k'))?.status).toBe('done');
  });

  it('done rows are pruned after the retention, other rows never', async () => {
    const old = await email('old');
    const recent = await email('recent');
    const failed = await email('failed');
    await db.outbox.update(old.id, { status: 'done', doneAt: clock.time - DONE_RETENTION_MS - 1 });
    await db.outbox.update(recent.id, { status: 'done', doneAt: clock.time - DONE_RETENTION_MS + 60_000 });
    await db.outbox.update(failed.id, { status: 'failed', updatedAt: clock.time - 10 * DONE_RETENTION_MS });
    await flushOutbox();
    expect((await listItems()).map((r) => r.idempotencyKey)).toEqual(['recent', 'failed']);
  });
});

describe('triggers', () => {
  it('a row added after start is sent right away', async () => {
    startOutbox({ locks: null, timers: manualTimers() });
    await queueWelcomeEmail({ email: 'new@example.com', name: 'New' });
    await vi.waitFor(() => expect(env.transports().deliveries.get('welcome:new@example.com')).toBe(1));
  });

  it("'online' retries rows still backing off; 'visibilitychange' sends due rows", async () => {
    let online = false;
    const timers = manualTimers();
    startOutbox({ locks: null, timers, isOnline: () => online, random: noJitter });
    await email('a');
    // The flush the new row set off settles (offline: it sends nothing) before the device comes
    // online. A flush still under way then (a busy CI machine, after a 20 ms sleep) sent the row
    // itself, and the online event's second try sent it through before lastStatus 0 was read.
    await flushOutbox();
    expect(env.transports().calls).toEqual([]);
    expect(timers.pending).toEqual([]); // offline: no timer, the online event wakes us

    online = true;
    env.transports().failNext(0);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect((await getItemByKey('a'))?.lastStatus).toBe(0));
    window.dispatchEvent(new Event('online')); // before the 1 s backoff is over
    await vi.waitFor(async () => expect((await getItemByKey('a'))?.status).toBe('done'));

    await email('b');
    await vi.waitFor(() => expect(env.transports().deliveries.get('b')).toBe(1));
    const row = await email('c');
    await db.outbox.update(row.id, { nextAttemptAt: clock.time - 1 });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(env.transports().deliveries.get('c')).toBe(1));
  });

  it('startOutbox keeps the header counts in the status store', async () => {
    startOutbox({ locks: null, timers: manualTimers(), isOnline: () => false });
    await email('a');
    await enqueue({ kind: 'image', idempotencyKey: 'image:x', payload: { imageId: 'x', localUrl: 'data:image/png;base64,AA', fileName: 'x.png' }, target: { table: 'drafts', key: 'd' } });
    await vi.waitFor(() => expect(useOutboxStatus.getState().pending).toEqual({ image: 1, email: 1 }));
  });
});
