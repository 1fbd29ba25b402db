import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxFlusher } from '../../../src/outbox/flusher';
import { setClockForTests } from '../../../src/outbox/clock';
import { enqueue, getItemByKey } from '../../../src/outbox/queue';
import { useOutboxTestEnvironment } from './support';

const env = useOutboxTestEnvironment();
afterEach(() => {
  vi.useRealTimers();
});

describe('backoff with vitest fake timers (real setTimeout in the flusher)', () => {
  it('retries after about 1 s, 2 s, 4 s, and not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setClockForTests(() => Date.now());
    await enqueue({ kind: 'email', idempotencyKey: 'k', payload: { templateId: 't', params: {} } });
    env.transports().failNext(503, 503, 503);
    const flusher = new OutboxFlusher({ locks: null, random: () => 0.5, isOnline: () => true });
    flusher.start(null);
    const calls = () => env.transports().calls.length;
    await vi.waitFor(async () => expect((await getItemByKey('k'))?.attempts).toBe(1));
    for (const [wait, total] of [[1000, 2], [2000, 3], [4000, 4]] as const) {
      await vi.waitFor(async () => expect((await getItemByKey('k'))?.status).toBe('pending'));
      await vi.advanceTimersByTimeAsync(wait - 50);
      expect(calls()).toBe(total - 1);
      await vi.advanceTimersByTimeAsync(50);
      await vi.waitFor(() => expect(calls()).toBe(total));
    }
    await vi.waitFor(async () => expect((await getItemByKey('k'))?.status).toBe('done'));
    flusher.stop();
  });
});
