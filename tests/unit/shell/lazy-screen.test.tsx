import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { TestBoundary } from '../test-boundary';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { lazyScreen } from '../../../src/ui/lazy-screen';
import { RequireUser } from '../../../src/ui/require-user';
import { useSession } from '../../../src/state/session';

afterEach(() => {
  cleanup();
  useSession.setState({ ready: false, currentUser: null });
});

const Editor = ({ name }: { name: string }) => <h1>Editing {name}</h1>;

/** A chunk that arrives when the test says so. */
function deferredChunk() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const chunk = new Promise<{ default: typeof Editor }>((resolve, reject) => {
    arrive = () => resolve({ default: Editor });
    fail = reject;
  });
  const load = vi.fn(() => chunk);
  return { load, arrive, fail };
}

describe('lazyScreen', () => {
  it('renders at once, in the first commit, when its code is already here (React.lazy suspends first)', async () => {
    const { load, arrive } = deferredChunk();
    const Screen = lazyScreen(load);
    const loaded = Screen.preload();
    arrive();
    await loaded;
    // The fallback would show if it suspended: with React.lazy it does, and React then holds the
    // screen back for its fallback throttle.
    render(
      <Suspense fallback={<p>Suspended</p>}>
        <Screen name="Ada's studio" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: "Editing Ada's studio" })).toBeTruthy();
    expect(screen.queryByText('Suspended')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the screen when its code arrives, without suspending meanwhile', async () => {
    const { arrive, load } = deferredChunk();
    const Screen = lazyScreen(load);
    render(
      <Suspense fallback={<p>Suspended</p>}>
        <Screen name="the blog" />
      </Suspense>,
    );
    expect(screen.queryByText('Suspended')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Editing the blog' })).toBeTruthy();
  });

  it('throws a chunk that failed to the error boundary, and fetches it again when shown again', async () => {
    const { load, fail } = deferredChunk();
    const Screen = lazyScreen(load);
    render(
      <TestBoundary>
        <Screen name="x" />
      </TestBoundary>,
    );
    await act(async () => fail(new Error('chunk gone')));
    expect(screen.getByText('Failed: chunk gone')).toBeTruthy();
    cleanup();
    load.mockImplementation(() => Promise.resolve({ default: Editor }));
    render(<Screen name="again" />);
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Editing again' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('RequireUser', () => {
  afterEach(() => localStorage.clear());

  it('fetches the screen it guards while the session is not known yet, once the frame without it is painted', async () => {
    const { load } = deferredChunk();
    const Screen = lazyScreen(load);
    localStorage.setItem('users', '[]'); // a browser that holds something of Brick's
    useSession.setState({ ready: false });
    render(
      <MemoryRouter>
        <RequireUser>
          <Screen name="slot 1" />
        </RequireUser>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    // Not in the render: the screen's code (and storage's, which it imports) would run before the
    // header's first paint.
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('sends a first visit (nothing stored) to /login at once, without the screen or storage', async () => {
    const { load } = deferredChunk();
    const Screen = lazyScreen(load);
    useSession.setState({ ready: false });
    render(
      <MemoryRouter initialEntries={['/billing']}>
        <Routes>
          <Route path="/billing" element={<RequireUser><Screen name="billing" /></RequireUser>} />
          <Route path="/login" element={<h1>Log in</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Log in' });
    await new Promise((resolve) => setTimeout(resolve, 200)); // a frame, and the task after it
    expect(load).not.toHaveBeenCalled();
  });
});

describe('RequireUser early (a screen whose frame reads nothing stored: the dashboard)', () => {
  afterEach(() => localStorage.clear());

  const guarded = (early: boolean) => (
    <MemoryRouter>
      <RequireUser early={early}>
        <h1>My sites</h1>
      </RequireUser>
    </MemoryRouter>
  );

  it('paints while storage opens when the mirror says someone is logged in', () => {
    localStorage.setItem('currentUser', JSON.stringify({ email: 'ada@example.com', plan: 'free', sites: [] }));
    useSession.setState({ ready: false });
    render(guarded(true));
    expect(screen.getByRole('heading', { name: 'My sites' })).toBeTruthy();
  });

  it('waits for storage when nobody is logged in by the mirror, or the screen did not ask to paint early', () => {
    useSession.setState({ ready: false });
    render(guarded(true));
    expect(screen.queryByRole('heading')).toBeNull();
    cleanup();
    localStorage.setItem('currentUser', JSON.stringify({ email: 'ada@example.com', plan: 'free', sites: [] }));
    render(guarded(false));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('sends to /login when storage then says nobody is logged in', () => {
    localStorage.setItem('currentUser', JSON.stringify({ email: 'ada@example.com', plan: 'free', sites: [] }));
    useSession.setState({ ready: true, currentUser: null });
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<RequireUser early><h1>My sites</h1></RequireUser>} />
          <Route path="/login" element={<h1>Log in</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Log in');
  });
});
