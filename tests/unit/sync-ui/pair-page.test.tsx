import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { PAIRED_LOG_IN, PAIRING_FORGED, PAIRING_THIS_BROWSER } from '../../../src/domain/sync-messages';
import { useNotices } from '../../../src/state/notices';
import { pairWithLink } from '../../../src/sync/controls';
import PairPage from '../../../src/features/pairing/PairPage';

vi.mock('../../../src/sync/controls', () => ({
  turnOnSync: vi.fn(async () => undefined),
  turnOffSync: vi.fn(async () => undefined),
  retrySync: vi.fn(async () => undefined),
  pairingLinkOfThisDevice: vi.fn(async () => null),
  pairWithLink: vi.fn(async () => false),
}));
// Storage's start-up (Dexie, the start-up import) is not what these tests are about.
vi.mock('../../../src/state/storage-start', () => ({ startStorage: vi.fn(async () => undefined) }));

const GOOD = `#s=${'a'.repeat(32)}&k=${'b'.repeat(43)}&u=https%3A%2F%2Fsync.example.org`;

function openPairPage(fragment: string) {
  // The page reads the real address bar (jsdom's), as it does in a browser.
  window.history.replaceState(null, '', `/pair${fragment}`);
  const router = createMemoryRouter(
    [
      { path: '/pair', element: <PairPage /> },
      { path: '/login', element: <h1>Welcome back</h1> },
      { path: '/', element: <h1>Start</h1> },
    ],
    { initialEntries: ['/pair'] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

beforeEach(() => useNotices.setState({ notices: [] }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the pairing page', () => {
  it('says it is pairing while it pairs', () => {
    vi.mocked(pairWithLink).mockReturnValue(new Promise(() => undefined));
    openPairPage(GOOD);
    expect(screen.getByRole('status').textContent).toBe(PAIRING_THIS_BROWSER);
  });

  it('pairs once with the link, forgets the fragment and sends the person to log in', async () => {
    vi.mocked(pairWithLink).mockResolvedValue(true);
    const router = openPairPage(GOOD);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(pairWithLink).toHaveBeenCalledTimes(1);
    expect(pairWithLink).toHaveBeenCalledWith(GOOD);
    expect(router.state.location.pathname).toBe('/login');
    expect(window.location.hash).toBe('');
    expect(useNotices.getState().notices.map((n) => n.text)).toEqual([PAIRED_LOG_IN]);
  });

  it('on a damaged or forged link says so, with the way back to the start, and goes nowhere', async () => {
    vi.mocked(pairWithLink).mockResolvedValue(false);
    const router = openPairPage('#s=forged&k=nope');
    expect(await screen.findByRole('heading', { name: PAIRING_FORGED })).toBeTruthy();
    expect(pairWithLink).toHaveBeenCalledWith('#s=forged&k=nope');
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
    expect(router.state.location.pathname).toBe('/pair');
    expect(useNotices.getState().notices).toEqual([]);
  });
});
