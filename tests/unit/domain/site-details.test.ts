import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, siteDetails } from '../../../src/domain/site-details';
import { rsvpMailto } from '../../../src/domain/rsvp';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('siteDetails', () => {
  it('describes a site by its most telling text, on one line, cut at a word', () => {
    expect(siteDetails({ tagline: '', description: 'Food,\n music  and lights' }).description).toBe('Food, music and lights');
    const long = siteDetails({ about: 'word '.repeat(60) }).description!;
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(long).toMatch(/word…$/);
  });

  it('shows a hosted picture in link previews, never a local copy or a script URL; the logo is the icon', () => {
    expect(siteDetails({ heroImage: PNG, portfolio: ['', 'https://img.example/a.jpg'], logo: PNG })).toEqual({ image: 'https://img.example/a.jpg', icon: PNG });
    expect(siteDetails({ galleryItems: [{ image: 'https://img.example/b.jpg' }] }).image).toBe('https://img.example/b.jpg');
    expect(siteDetails({ image: 'javascript:alert(1)', logo: 'data:text/html,<b>' })).toEqual({});
  });
});

describe('rsvpMailto', () => {
  it('writes to the contact with the subject "RSVP: {title}"', () => {
    expect(rsvpMailto(' rsvp@example.com ', 'Night & Day')).toBe('mailto:rsvp@example.com?subject=RSVP%3A%20Night%20%26%20Day');
    expect(rsvpMailto('rsvp@example.com', ' ')).toBe('mailto:rsvp@example.com?subject=RSVP');
  });

  it('is nothing without an address to write to', () => {
    for (const email of ['', null, undefined, 'nobody', 'a@b', 'javascript:x()//@a.com', 'a@b.com?bcc=c@d.com']) expect(rsvpMailto(email, 'Fair')).toBeUndefined();
  });
});
