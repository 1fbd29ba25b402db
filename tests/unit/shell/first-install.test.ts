import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStatus } from '../../../src/state/app-status';

// What registerSW (vite-plugin-pwa) is given: the app's answer to "a worker is waiting".
const registered: { onNeedRefresh?: () => void } = {};
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: { onNeedRefresh?: () => void }) => {
    registered.onNeedRefresh = options.onNeedRefresh;
    return async () => undefined;
  },
}));

function controlledBy(worker: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: worker }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  useAppStatus.setState({ updateReady: false });
});

describe('"Update available"', () => {
  it('is not offered for the first version, installed while the person went from page to page', async () => {
    controlledBy(null); // no version controls this page yet
    const { registerServiceWorker } = await import('../../../src/pwa');
    registerServiceWorker();
    registered.onNeedRefresh?.(); // workbox-window: a worker another page started is waiting
    expect(useAppStatus.getState().updateReady).toBe(false);
  });

  it('is offered when a version controls the page and a newer one waits', async () => {
    controlledBy({ scriptURL: '/sw.js' });
    const { registerServiceWorker } = await import('../../../src/pwa');
    registerServiceWorker();
    registered.onNeedRefresh?.();
    expect(useAppStatus.getState().updateReady).toBe(true);
  });
});
