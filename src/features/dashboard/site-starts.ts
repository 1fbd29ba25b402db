import { MANIFEST_STARTS } from '../../sites/variant-routes';

/**
 * Every way Brick makes a site, by kind (issue 28): each kind's layouts, builders and wizards,
 * so none of them is reached only by typing its address.
 */
export interface SiteStart {
  label: string;
  description: string;
  to: string;
}

export interface KindStarts {
  kind: string;
  title: string;
  starts: SiteStart[];
}

const SPEC_STARTS: KindStarts[] = [
  {
    kind: 'artist',
    title: 'Artist portfolio',
    starts: [
      { label: 'Modern Showcase', description: 'Hero and profile pictures, bio, four works, services and testimonials.', to: '/edit-artist-template' },
      { label: 'Gallery Focused', description: 'A short introduction and a gallery of labelled works.', to: '/edit/artist/gallery' },
      { label: 'Six-step wizard', description: 'Name, highlights, services, testimonials, contact and gallery, step by step on one page.', to: '/onboard' },
    ],
  },
  {
    kind: 'business',
    title: 'Business',
    starts: [
      { label: 'Business page', description: 'Services, portfolio and contact.', to: '/business/layout1' },
      { label: 'Store', description: 'Ten products, each with a price and a buy link.', to: '/business/layout2' },
      { label: 'Business card', description: 'Your name, role, phone, e-mail and a photo.', to: '/builder/business' },
      { label: 'Business card wizard', description: 'Name and description first, then pictures and contact, in 8 short steps.', to: '/onboard/business' },
    ],
  },
  {
    kind: 'event',
    title: 'Event',
    starts: [
      { label: 'Event with RSVP', description: 'Date, time, place and an RSVP button.', to: '/event/layout1' },
      { label: 'Event with agenda', description: 'A split view with the agenda and highlights.', to: '/event/layout2' },
      { label: 'Event promo', description: 'A banner, the event name, its date and a description.', to: '/builder/event-promo' },
      { label: 'Event planner wizard', description: 'Title and date first, then highlights and contact, in 8 short steps.', to: '/onboard/event' },
    ],
  },
  {
    kind: 'blog',
    title: 'Blog',
    starts: [
      { label: 'Article', description: 'A summary and two parts of text under a header image.', to: '/blog/layout1' },
      { label: 'Image first', description: 'A large image, then an introduction, a section and a conclusion.', to: '/blog/layout2' },
      { label: 'Blog post', description: 'One post with a title, a date and a header image.', to: '/builder/blog' },
      { label: 'Blog wizard', description: 'Title, tagline and about, then images and contact, in 8 short steps.', to: '/onboard/blog' },
    ],
  },
  {
    kind: 'travel',
    title: 'Travel page',
    starts: [{ label: 'Travel wizard', description: 'Your story, a highlight photo, a gallery and a way to reach you, in 8 short steps.', to: '/onboard/travel' }],
  },
];

/** The kinds of spec.md, then each kind Brick added, as its manifest entry says it starts. */
export const SITE_STARTS: KindStarts[] = [
  ...SPEC_STARTS,
  ...MANIFEST_STARTS.map(({ kind, name, description, title, to }) => ({ kind, title: name, starts: [{ label: title, description, to }] })),
];
