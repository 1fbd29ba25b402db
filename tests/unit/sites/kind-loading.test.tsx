/**
 * Pages that show sites load one kind at a time (kind-loaders.ts): a SiteView whose kind is not
 * here yet renders nothing, then the site once its code has arrived; the page never needs the
 * whole registry. Each test gets fresh modules, as a page load would.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';

beforeEach(() => vi.resetModules());
afterEach(cleanup);

describe('one kind at a time', () => {
  it('a SiteView shows the site once its kind has loaded, with nothing before', async () => {
    const { SiteView } = await import('../../../src/sites/SiteView');
    const loaders = await import('../../../src/sites/kind-loaders');
    expect(loaders.loadedKind('event')).toBeUndefined();
    const { container } = render(<SiteView kind="event" variant="event1" content={{ title: 'Spring Show' }} />);
    expect(container.textContent).toBe('');
    expect(await screen.findByRole('heading', { name: 'Spring Show', level: 1 })).toBeTruthy();
    expect(loaders.loadedKind('event')?.kind).toBe('event');
    expect(loaders.loadedKind('artist')).toBeUndefined(); // only the kind shown
  });

  it('a kind loaded before the first render (a route with its kind) shows at once', async () => {
    const { withKind } = await import('../../../src/sites/with-kind');
    const { SiteView } = await withKind('blog', import('../../../src/sites/SiteView'));
    render(<SiteView kind="blog" variant="blog1" content={{ title: 'Notes from the studio' }} />);
    expect(screen.getByRole('heading', { name: 'Notes from the studio', level: 1 })).toBeTruthy();
  });

  it('a kind that does not exist renders nothing and loads nothing', async () => {
    const { SiteView } = await import('../../../src/sites/SiteView');
    const { container } = render(<SiteView kind={'constructor' as never} variant="preview" content={{}} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});

describe('a kind whose code cannot be fetched', () => {
  it("leaves a site's picture empty and the rest of the screen as it is", async () => {
    const loaders = await import('../../../src/sites/kind-loaders');
    vi.spyOn(loaders.KIND_LOADERS, 'travel').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { SitePicture } = await import('../../../src/sites/SitePicture');
    const site = { id: 't1', siteId: 't1', name: 'Lisbon', type: 'travel', previewData: { siteName: 'Lisbon days' } } as never;
    const ready = { id: 'e1', siteId: 'e1', name: 'Show', type: 'event', variant: 'event1', title: 'Spring Show' } as never;
    render(
      <ul>
        <li data-testid="travel"><SitePicture site={site} /></li>
        <li><SitePicture site={ready} /></li>
        <li>Card actions</li>
      </ul>,
    );
    expect(await screen.findByRole('heading', { name: 'Spring Show', level: 1 })).toBeTruthy();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByTestId('travel').textContent).toBe('');
    expect(screen.getByText('Card actions')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
