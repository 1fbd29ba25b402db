import type { EditorSection } from '../types';
import type { GalleryItem } from '../../domain/schemas';
import { newId } from '../../domain/ids';

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

/** Gallery Focused's works: a label and an optional image each; a new one is "Work N". */
export const ARTIST_GALLERY_SECTIONS: EditorSection[] = [
  {
    title: 'Gallery',
    fields: [
      {
        path: 'gallery', label: 'Gallery', kind: 'list', itemName: 'work', addLabel: 'Add a work',
        defaultItem: (items: readonly unknown[]) => ({ id: newId(), label: `Work ${items.length + 1}` }),
        itemTitle: (item, n) => (item as GalleryItem).label || `Work ${n}`,
        emptyText: 'The gallery is empty. Add a work to show it.',
        itemFields: [
          { path: 'label', label: 'Label of item {n}', kind: 'text' },
          { path: 'image', label: 'Image of {name}', kind: 'image' },
        ],
      },
    ],
  },
];
