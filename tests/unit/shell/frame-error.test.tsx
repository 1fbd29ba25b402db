import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { routes } from '../../../src/routes';
import { RELOAD, SOMETHING_BROKE } from '../../../src/domain/messages';

// The app frame's status bar throws: the fault is outside the screens' own error boundary.
vi.mock('../../../src/ui/StatusBar', () => ({
  StatusBar: () => {
    throw new Error('the status bar broke');
  },
}));

describe('a fault in the app frame', () => {
  afterEach(cleanup);

  it("shows Brick's recovery screen with Reload, not the router's developer screen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const App = () => useRoutes(routes);
    render(
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(SOMETHING_BROKE);
    expect(screen.getByRole('button', { name: RELOAD })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Unexpected Application Error');
    vi.restoreAllMocks();
  });
});
