import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOCK_BUSY, LOCK_WAIT_MS, PageLeftError, onPageResume, simulatePageHideForTests, simulatePageShowForTests, withPageLock,
} from '../../../src/storage/page-locks';
import { useStorageStatus, initialStorageStatus } from '../../../src/state/storage-status';
import { FakeWebLocks } from './fake-web-locks';

let locks: FakeWebLocks;
beforeEach(() => {
  locks = new FakeWebLocks();
  useStorageStatus.setState({ ...initialStorageStatus });
});
afterEach(() => {
  simulatePageShowForTests();
  vi.useRealTimers();
});

const forever = () => new Promise<never>(() => {});
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** Another page of the origin that holds `name` until `release` is called (or for ever). */
function otherPageHolds(name: string) {
  let release = () => {};
  void locks.request(name, () => new Promise<void>((resolve) => (release = resolve)));
  return () => release();
}

describe('withPageLock', () => {
  it('a page put away while it holds the lock gives it up at once, and its work is told to stop', async () => {
    let seen: AbortSignal | null = null;
    const held = withPageLock('brick-mirror', (signal) => ((seen = signal), forever()), { locks: locks.asLockManager() });
    await settle();
    expect(locks.isHeld('brick-mirror')).toBe(true);

    simulatePageHideForTests(); // pagehide with persisted, or freeze
    await expect(held).rejects.toBeInstanceOf(PageLeftError);
    expect(locks.isHeld('brick-mirror')).toBe(false);
    expect(seen!.aborted).toBe(true);

    // The next page gets the lock without waiting.
    const next = await locks.request('brick-mirror', async () => 'started');
    expect(next).toBe('started');
  });

  it('a page put away while it waits withdraws its request, and asks again once it is back', async () => {
    const release = otherPageHolds('brick-mirror');
    const ran = vi.fn(async () => 'flushed');
    const waiting = withPageLock('brick-mirror', ran, { locks: locks.asLockManager() });
    await settle();
    simulatePageHideForTests();
    await settle();
    expect((await locks.query()).pending).toEqual([]); // a frozen page must not be granted the lock
    release();
    await settle();
    expect(ran).not.toHaveBeenCalled();

    simulatePageShowForTests();
    await expect(waiting).resolves.toBe('flushed');
    expect(locks.isHeld('brick-mirror')).toBe(false);
  });

  it('a page that waits past LOCK_WAIT_MS goes on without the lock and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    otherPageHolds('brick-mirror'); // a hung page, or a frozen page of an older Brick
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const work = vi.fn(async () => 'imported');
    const result = withPageLock('brick-mirror', work, { locks: locks.asLockManager() });
    await settle();
    vi.advanceTimersByTime(LOCK_WAIT_MS - 1);
    await settle();
    expect(work).not.toHaveBeenCalled();
    expect(useStorageStatus.getState().otherPageStalled).toBe(false);

    vi.advanceTimersByTime(1);
    await expect(result).resolves.toBe('imported');
    expect(useStorageStatus.getState().otherPageStalled).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('a lock granted in time is used, and nothing is said', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const release = otherPageHolds('brick-mirror');
    const result = withPageLock('brick-mirror', async () => (locks.isHeld('brick-mirror') ? 'under the lock' : 'without'), {
      locks: locks.asLockManager(),
    });
    await settle();
    vi.advanceTimersByTime(LOCK_WAIT_MS / 2);
    release();
    await expect(result).resolves.toBe('under the lock');
    vi.advanceTimersByTime(LOCK_WAIT_MS);
    expect(useStorageStatus.getState().otherPageStalled).toBe(false);
  });

  it('ifAvailable answers LOCK_BUSY while another page holds the lock, without waiting', async () => {
    otherPageHolds('brick-outbox');
    const work = vi.fn(async () => 'sent');
    await expect(withPageLock('brick-outbox', work, { ifAvailable: true, locks: locks.asLockManager() })).resolves.toBe(LOCK_BUSY);
    expect(work).not.toHaveBeenCalled();
  });

  it('tells resume listeners when the page comes back', async () => {
    const resumed = vi.fn();
    const stop = onPageResume(resumed);
    simulatePageShowForTests(); // not away: nothing to resume
    expect(resumed).not.toHaveBeenCalled();
    simulatePageHideForTests();
    simulatePageShowForTests();
    expect(resumed).toHaveBeenCalledOnce();
    stop();
  });
});
