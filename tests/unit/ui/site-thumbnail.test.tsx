import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { SiteThumbnail } from '../../../src/features/dashboard/SiteThumbnail';

// Issue 38: a thumbnail is a whole site's elements; the cards come first, then each thumbnail
// draws its site in a task of its own, in the cards' order.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Cards({ ids }: { ids: number[] }) {
  return (
    <>
      {ids.map((id) => (
        <article key={id} data-card={id}>
          <SiteThumbnail height={190}>
            <p>site {id}</p>
          </SiteThumbnail>
        </article>
      ))}
    </>
  );
}

const drawnSites = (container: HTMLElement) => [...container.querySelectorAll('p')].map((p) => p.textContent);
/** Lets the next waiting task run, and React commit what it set. */
const nextTask = () => act(() => vi.advanceTimersToNextTimer());

describe('dashboard thumbnails draw their sites one task at a time', () => {
  it('shows every card at once, then one more site per task, in the cards\' order', async () => {
    const { container } = render(<Cards ids={[1, 2, 3]} />);
    expect(container.querySelectorAll('[data-card] .site-thumbnail')).toHaveLength(3);
    expect(drawnSites(container)).toEqual([]);
    await nextTask();
    expect(drawnSites(container)).toEqual(['site 1']);
    await nextTask();
    expect(drawnSites(container)).toEqual(['site 1', 'site 2']);
    await nextTask();
    expect(drawnSites(container)).toEqual(['site 1', 'site 2', 'site 3']);
  });

  it('a card that leaves before its turn does not hold up the ones after it, nor cards that come later', async () => {
    const { container, rerender } = render(<Cards ids={[1, 2, 3]} />);
    await nextTask();
    rerender(<Cards ids={[1, 3]} />);
    await nextTask();
    expect(drawnSites(container)).toEqual(['site 1', 'site 3']);
    rerender(<Cards ids={[]} />);
    rerender(<Cards ids={[4, 5]} />);
    await nextTask();
    expect(drawnSites(container)).toEqual(['site 4']);
    await nextTask();
    expect(drawnSites(container)).toEqual(['site 4', 'site 5']);
  });
});
