import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { encodeShare } from '../../../src/domain/share';
import { MADE_WITH_BRICK, SHARE_DAMAGED, SHARE_UNREACHABLE } from '../../../src/domain/site-messages';
import { KIND_LOADERS } from '../../../src/sites/kind-loaders';
import { ShareViewer } from '../../../src/share/ShareViewer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const card = { k: 'business-card', v: 'card', n: 'Rosa Diaz', c: { name: 'Rosa Diaz', title: 'Florist' } };

describe('the share viewer', () => {
  it('renders the site of its link with the credit under it', async () => {
    render(<ShareViewer fragment={`#${await encodeShare(card)}`} />);
    expect(await screen.findByRole('heading', { name: 'Rosa Diaz' })).toBeTruthy();
    expect(screen.getByRole('link', { name: MADE_WITH_BRICK })).toBeTruthy();
  });

  it("says the site could not be opened when its kind's code cannot be fetched, not that the link is damaged", async () => {
    // A kind no test here has loaded yet: a loaded kind stays for the page's life.
    vi.spyOn(KIND_LOADERS, 'travel').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    render(<ShareViewer fragment={`#${await encodeShare({ k: 'travel', v: 'preview', n: 'Offline trip', c: { siteName: 'Lisbon' } })}`} />);
    expect((await screen.findByRole('alert')).textContent).toBe(SHARE_UNREACHABLE);
    expect(screen.queryByText(SHARE_DAMAGED)).toBeNull();
  });

  it('a link naming a variant like an object property is damaged', async () => {
    render(<ShareViewer fragment={`#${await encodeShare({ ...card, v: 'constructor' })}`} />);
    expect((await screen.findByRole('alert')).textContent).toBe(SHARE_DAMAGED);
  });
});
