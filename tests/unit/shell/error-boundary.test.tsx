import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../../src/ui/ErrorBoundary';
import { RELOAD, SOMETHING_BROKE } from '../../../src/domain/messages';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  afterEach(cleanup);
  it('shows a recovery screen with Reload instead of a blank page when a screen throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(SOMETHING_BROKE);
    expect(screen.getByRole('button', { name: RELOAD })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>All well</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All well')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
