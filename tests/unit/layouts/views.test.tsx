import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SiteView } from '../../../src/sites/SiteView';
import { loadKind } from '../../../src/sites/kind-loaders';
import { RsvpContext } from '../../../src/sites/event/rsvp-context';
import { NO_PURCHASE_LINK, RSVP_EMAIL_INVALID, RSVP_NAME_REQUIRED, rsvpThanks } from '../../../src/domain/messages';
import type { RsvpInput } from '../../../src/domain/rsvp';

// As the publish routes do (withKind): the kinds are here before the first render.
beforeAll(() => Promise.all((['business', 'event', 'blog'] as const).map(loadKind)));
afterEach(cleanup);
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('store view', () => {
  it('hides incomplete products, shows placeholders and No purchase link, and only safe buy links', () => {
    const { container } = render(
      <SiteView
        kind="business"
        variant="business2"
        content={{
          name: 'Corner Shop',
          products: [
            { title: 'Mug', price: '12', image: PNG, buyLink: 'https://shop.example/mug' },
            { title: 'Plate', price: 20, image: '', buyLink: '' },
            { title: 'Bowl', price: '9', buyLink: 'javascript:alert(1)' },
            { title: 'Ghost', price: '' },
            { title: '', price: '3' },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Mug', 'Plate', 'Bowl']);
    expect(screen.getByRole('link', { name: 'Buy Mug' })).toHaveProperty('href', 'https://shop.example/mug');
    expect(screen.getAllByText(NO_PURCHASE_LINK)).toHaveLength(2);
    expect(container.querySelectorAll('.site-placeholder')).toHaveLength(2);
    expect(container.innerHTML).not.toContain('javascript:');
    expect(screen.getByText('$20')).toBeTruthy();
  });
});

describe('event layout 1 RSVP', () => {
  it('validates, hands the RSVP to the page and thanks the guest', async () => {
    const kept: RsvpInput[] = [];
    render(
      <RsvpContext.Provider value={async (input) => void kept.push(input)}>
        <SiteView kind="event" variant="event1" content={{ title: 'Fair', buttonText: 'Count me in' }} />
      </RsvpContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Count me in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // In the error summary (which takes focus) and under the field.
    expect(await screen.findAllByText(RSVP_NAME_REQUIRED)).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findAllByText(RSVP_EMAIL_INVALID)).toHaveLength(2);
    expect(kept).toEqual([]);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(rsvpThanks('Ada')));
    expect(kept).toEqual([{ name: 'Ada', email: 'ada@example.com' }]);
  });
});

describe('blog layouts', () => {
  it('render text as text, in paragraphs', () => {
    render(<SiteView kind="blog" variant="blog2" content={{ title: '<b>Hi</b>', intro: 'First\n\nSecond', conclusion: 'Bye' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('<b>Hi</b>');
    expect(screen.getByText('Second').tagName).toBe('P');
    expect(screen.getByRole('heading', { name: 'Conclusion' })).toBeTruthy();
  });
});
