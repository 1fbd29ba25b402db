import type { SiteType } from '../../domain/schemas';

/**
 * The three built-in sample layouts (spec.md section 1: template1, template2, template3), shown
 * by /preview-template/{id} and /builder/{id}. Each is an ordinary site: a kind, a variant, a
 * visual template and content, rendered by the registry like any other.
 */
export interface SampleLayout {
  id: 'template1' | 'template2' | 'template3';
  name: string;
  description: string;
  kind: SiteType;
  variant: string;
  templateId: string;
  content: Record<string, unknown>;
}

export const SAMPLE_LAYOUTS: SampleLayout[] = [
  {
    id: 'template1',
    name: 'Studio portfolio',
    description: 'An artist’s showcase: bio, services, kind words and a way to get in touch.',
    kind: 'artist',
    variant: 'variant1',
    templateId: 'casual-showcase',
    content: {
      name: 'Mara Linden',
      tagline: 'Oil paintings of coastlines and quiet rooms',
      bio: 'I paint slowly, in layers, from sketches made on long walks by the sea. My studio is in an old boathouse where the light changes every hour.',
      services: [
        { title: 'Custom Art', desc: 'Original pieces made to order, from first sketch to varnish.' },
        { title: 'Commissions', desc: 'Portraits of people, homes and places you love.' },
        { title: 'Prints', desc: 'Archival giclée prints of selected works, signed.' },
      ],
      testimonials: [
        { name: 'Jonas', quote: 'The painting of our harbour is the first thing guests ask about.' },
        { name: 'Priya', quote: 'Mara listened, sketched, and got it exactly right.' },
      ],
      contact: { email: 'mara@example.com', phone: '+44 20 7946 0018', social: 'https://instagram.com/example' },
    },
  },
  {
    id: 'template2',
    name: 'Event planner',
    description: 'Loud and joyful: services, reviews and a big button to book.',
    kind: 'event-promo',
    variant: 'preview',
    templateId: 'bold-grid',
    content: {
      name: 'Golden Hour Events',
      tagline: 'Weddings, launches and long summer parties',
      about: 'We plan celebrations that feel effortless on the day. Ten years, four hundred events, one rule: the hosts get to enjoy their own party.',
      services: 'Weddings\nProduct launches\nPrivate dinners\nFestivals',
      testimonials: ['They thought of everything, even the umbrellas.', 'Our launch sold out and nobody noticed the rain.'],
      contact: { email: 'hello@example.com', phone: '+1 555 010 4477', social: null },
      navLinks: { Header: true, About: true, Services: true, Testimonials: true, Gallery: true, Contact: true },
    },
  },
  {
    id: 'template3',
    name: 'Travel page',
    description: 'A place to stay: a calm story, things to do, and guest reviews.',
    kind: 'travel',
    variant: 'preview',
    templateId: 'hero-spotlight',
    content: {
      name: 'Pine Hollow Cabin',
      tagline: 'A quiet weekend at the edge of the forest',
      about: 'A timber cabin for four by a cold, clear lake. Wood stove, long table, no signal, many stars.',
      services: 'Hiking, Canoeing, Fishing, Stargazing',
      testimonials: ['We slept better than we have in years.', 'The sunrise over the lake was worth the drive alone.'],
      contact: { email: 'stay@example.com', phone: null, social: null },
      navLinks: { Header: true, About: true, Services: true, Testimonials: true, Gallery: true, Contact: true },
    },
  },
];

export const findSampleLayout = (id: string | undefined) => SAMPLE_LAYOUTS.find((sample) => sample.id === id);
