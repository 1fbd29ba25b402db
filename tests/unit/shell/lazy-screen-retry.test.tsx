import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../src/ui/lazy-screen';
import { loadAgain } from '../../../src/state/load-code';

// The second try's own import (the failed script at ?retry=n) is the engine's: here, what asks for it.
vi.mock('../../../src/state/load-code', () => ({ loadAgain: vi.fn(async () => ({ default: () => null })) }));

describe('lazyScreen after its chunk failed', () => {
  it('fetches it again through loadAgain, with the failure and the count of tries, and plainly once it loaded', async () => {
    const failure = new TypeError(`Failed to fetch dynamically imported module: ${window.location.origin}/assets/ManagePage-x1.js`);
    const load = vi.fn(() => Promise.reject(failure));
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toBe(failure);
    expect(loadAgain).not.toHaveBeenCalled();

    await Screen.preload();
    expect(loadAgain).toHaveBeenCalledTimes(1);
    expect(loadAgain).toHaveBeenCalledWith(load, failure, 1);
    expect(load).toHaveBeenCalledTimes(1); // the first try; loadAgain makes the second
  });

  it('counts the tries, so that each goes to an address not tried before', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: x');
    vi.mocked(loadAgain).mockClear().mockRejectedValueOnce(failure);
    const Screen = lazyScreen(() => Promise.reject(failure));
    await expect(Screen.preload()).rejects.toBe(failure);
    await expect(Screen.preload()).rejects.toBe(failure);
    await Screen.preload();
    expect(vi.mocked(loadAgain).mock.calls.map(([, , tries]) => tries)).toEqual([1, 2]);
  });
});
