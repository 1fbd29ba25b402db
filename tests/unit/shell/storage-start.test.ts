import { afterEach, describe, expect, it, vi } from 'vitest';

const storageStarted = vi.fn(async () => undefined);
const outboxStarted = vi.fn();
vi.mock('../../../src/storage/boot', () => ({ startStorage: storageStarted }));
vi.mock('../../../src/outbox/start', () => ({ startOutbox: outboxStarted }));

describe('startStorage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('starts storage once, and the outbox only a second later, when the browser is idle', async () => {
    vi.useFakeTimers();
    const { startStorage } = await import('../../../src/state/storage-start');
    await Promise.all([startStorage(), startStorage()]);
    expect(storageStarted).toHaveBeenCalledTimes(1);

    // The screen may still be waiting for its data: the outbox's code must not come first.
    await vi.advanceTimersByTimeAsync(900);
    expect(outboxStarted).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(2000);
    expect(outboxStarted).toHaveBeenCalledTimes(1);
  });
});
