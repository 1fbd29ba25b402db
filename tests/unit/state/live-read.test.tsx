import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { TestBoundary } from '../test-boundary';
import { useLiveRead, type LiveObservable } from '../../../src/state/live-read';
import { markScreenShown } from '../../../src/state/screen-shown';
import { MirrorBoundary } from '../../../src/ui/MirrorBoundary';

afterEach(cleanup);

/** A liveQuery stand-in: the test says what storage answers, and when. */
function fakeLive<T>() {
  const observers = new Set<{ next(value: T): void; error(error: unknown): void }>();
  const observable: LiveObservable<T> = {
    subscribe(observer) {
      observers.add(observer);
      return { unsubscribe: () => observers.delete(observer) };
    },
  };
  return {
    observable,
    answer: (value: T) => observers.forEach((observer) => observer.next(value)),
    fail: (error: Error) => observers.forEach((observer) => observer.error(error)),
    listening: () => observers.size,
  };
}

function Title({ id, open, first }: { id: string; open: () => Promise<LiveObservable<string>>; first?: string }) {
  const title = useLiveRead<string>(id, open, first);
  return <h1>{title ?? 'Loading'}</h1>;
}

describe('useLiveRead', () => {
  it('shows the mirror\'s value at once, then storage\'s answers, live', async () => {
    markScreenShown();
    const live = fakeLive<string>();
    const open = vi.fn(() => Promise.resolve(live.observable));
    render(<Title id="a" open={open} first="From the mirror" />);
    expect(screen.getByRole('heading').textContent).toBe('From the mirror');
    await vi.waitFor(() => expect(live.listening()).toBe(1));
    act(() => live.answer('From storage'));
    expect(screen.getByRole('heading').textContent).toBe('From storage');
    act(() => live.answer('Edited in another tab'));
    expect(screen.getByRole('heading').textContent).toBe('Edited in another tab');
  });

  it('starts over for another key, and stops listening when gone', async () => {
    markScreenShown();
    const first = fakeLive<string>();
    const second = fakeLive<string>();
    const { rerender, unmount } = render(<Title id="a" open={() => Promise.resolve(first.observable)} />);
    expect(screen.getByRole('heading').textContent).toBe('Loading');
    await vi.waitFor(() => expect(first.listening()).toBe(1));
    act(() => first.answer('Site A'));
    rerender(<Title id="b" open={() => Promise.resolve(second.observable)} first="B from the mirror" />);
    expect(screen.getByRole('heading').textContent).toBe('B from the mirror');
    await vi.waitFor(() => expect(second.listening()).toBe(1));
    expect(first.listening()).toBe(0);
    act(() => second.answer('Site B'));
    expect(screen.getByRole('heading').textContent).toBe('Site B');
    unmount();
    expect(second.listening()).toBe(0);
  });

  it('throws a failed read to the error boundary', async () => {
    markScreenShown();
    const live = fakeLive<string>();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TestBoundary>
        <Title id="a" open={() => Promise.resolve(live.observable)} first="x" />
      </TestBoundary>,
    );
    await vi.waitFor(() => expect(live.listening()).toBe(1));
    act(() => live.fail(new Error('storage failed')));
    expect(screen.getByText('Failed: storage failed')).toBeTruthy();
  });
});

function Site({ content }: { content: unknown }) {
  // A View handed what it cannot draw (a hand-edited mirror) throws, as React does for an object child.
  if (typeof content !== 'string') throw new Error('not drawable');
  return <h1>{content}</h1>;
}

describe('MirrorBoundary', () => {
  it('shows nothing while the mirror cannot be drawn, then storage\'s answer, in the same element', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <TestBoundary>
        <MirrorBoundary mirrored>
          <Site content={{ broken: true }} />
        </MirrorBoundary>
      </TestBoundary>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText(/Failed/)).toBeNull();
    rerender(
      <TestBoundary>
        <MirrorBoundary mirrored={false}>
          <Site content="Notes from the studio" />
        </MirrorBoundary>
      </TestBoundary>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Notes from the studio');
  });

  it('keeps the element the mirror drew when storage answers (no second largest paint)', () => {
    const { rerender } = render(
      <MirrorBoundary mirrored>
        <Site content="Old title" />
      </MirrorBoundary>,
    );
    const drawn = screen.getByRole('heading');
    rerender(
      <MirrorBoundary mirrored={false}>
        <Site content="New title" />
      </MirrorBoundary>,
    );
    expect(screen.getByRole('heading')).toBe(drawn);
    expect(drawn.textContent).toBe('New title');
  });

  it('sends an error in what storage answered to the boundary above', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TestBoundary>
        <MirrorBoundary mirrored={false}>
          <Site content={42} />
        </MirrorBoundary>
      </TestBoundary>,
    );
    expect(screen.getByText('Failed: not drawable')).toBeTruthy();
  });
});
