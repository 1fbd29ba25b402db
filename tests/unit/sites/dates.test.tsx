/**
 * One readableDate (issue 23, item 5): a date reads the same on every kind that shows one, in the
 * visitor's locale (src/domain/site-content.ts), not en-GB on some pages and the locale on others.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SiteView } from '../../../src/sites/SiteView';
import { readableDate } from '../../../src/domain/site-content';

afterEach(cleanup);

const DATE = '2025-03-04';
const expected = new Date(2025, 2, 4).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

describe('dates on sites', () => {
  it('the one formatter writes a date out in the visitor locale', () => {
    expect(readableDate(DATE)).toBe(expected);
    expect(readableDate('next Tuesday')).toBe('next Tuesday');
  });

  it.each([
    ['blog', 'post', { id: 'p1', title: 'Post', postDate: DATE }],
    ['event-promo', 'promo', { id: 'e1', eventName: 'Gala', eventDate: DATE }],
    ['blog', 'blog1', { title: 'Article', date: DATE }],
    ['blog', 'blog2', { title: 'Image first', date: DATE }],
  ])('%s %s shows %s', async (kind, variant, content) => {
    render(<SiteView kind={kind as never} variant={variant} content={content} />);
    const time = await screen.findByText(expected);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(DATE);
  });
});
