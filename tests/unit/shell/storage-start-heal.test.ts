import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Storage's code fails to arrive, as Chromium reports a module whose fetch failed.
vi.mock('../../../src/storage/boot', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/boot-abc.js');
});
vi.mock('../../../src/outbox/start', () => ({ startOutbox: vi.fn() }));

/**
 * A page whose storage code failed while online and under the service worker loads itself again
 * (storage-start.ts), where that loses nothing: never a page the person touched or is leaving.
 */
describe('a page whose storage code failed to arrive', () => {
  let reload: () => void;
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    sessionStorage.clear();
    reload = vi.fn<() => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  const failToStart = async () => {
    const { startStorage } = await import('../../../src/state/storage-start');
    await startStorage();
  };

  it('loads again a moment later when the person has not touched it, and only once a minute', async () => {
    await failToStart();
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);

    // The page it loaded fails too: no second reload within the minute.
    vi.resetModules();
    await failToStart();
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays, with its notice, once the person has typed or pressed in it', async () => {
    await failToStart();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stays when the page is being left, offline, or not served by the service worker', async () => {
    await failToStart();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).not.toHaveBeenCalled();

    vi.resetModules();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await failToStart();
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).not.toHaveBeenCalled();

    vi.resetModules();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
    await failToStart();
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).not.toHaveBeenCalled();
  });
});
