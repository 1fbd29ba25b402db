import { describe, expect, it, afterEach } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlanLimitNotice } from '../../../src/features/billing/PlanLimitNotice';

afterEach(cleanup);

describe('PlanLimitNotice', () => {
  it('says the limit and links to /billing once the plan is full', () => {
    render(
      <MemoryRouter>
        <PlanLimitNotice plan="basic" currentCount={2} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toContain('Your Basic plan allows 2 sites. Upgrade to add more.');
    expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/billing');
  });

  it('shows nothing while another site fits, and never for premium', () => {
    const { container } = render(
      <MemoryRouter>
        <PlanLimitNotice plan="basic" currentCount={1} />
        <PlanLimitNotice plan="premium" currentCount={500} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
