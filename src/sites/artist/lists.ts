import type { EditorSection } from '../types';

/**
 * Modern Showcase's lists (spec.md section 3, Artist site): services (a title and a description
 * each) and testimonials (a quote and who said it). Shown between the portfolio and the contact.
 */
export const ARTIST_LIST_SECTIONS: EditorSection[] = [
  {
    title: 'Services',
    fields: [
      {
        path: 'services', label: 'Services', kind: 'list', itemName: 'service', defaultItem: { title: '', desc: '' }, movable: true, addLabel: 'Add a service',
        itemFields: [
          { path: 'title', label: 'Service {n} title', kind: 'text' },
          { path: 'desc', label: 'Service {n} description', kind: 'textarea', rows: 3 },
        ],
      },
    ],
  },
  {
    title: 'Testimonials',
    fields: [
      {
        path: 'testimonials', label: 'Testimonials', kind: 'list', itemName: 'testimonial', defaultItem: { name: '', quote: '' }, movable: true, addLabel: 'Add a testimonial',
        emptyText: 'No testimonials yet. Add a kind word from a client.',
        itemFields: [
          { path: 'quote', label: 'Testimonial {n} quote', kind: 'textarea', rows: 3 },
          { path: 'name', label: 'Testimonial {n} name', kind: 'text' },
        ],
      },
    ],
  },
];
