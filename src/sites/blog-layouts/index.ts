import { BlogLayout1Schema, BlogLayout2Schema } from '../../domain/content-schemas';
import type { VariantDefinition } from '../types';
import { Blog1View } from './Blog1View';
import { Blog2View } from './Blog2View';

/** The blog layout editors' variants (blog1, blog2), merged into the blog kind by the registry. */
export const blogLayoutVariants: Record<string, VariantDefinition> = {
  blog1: {
    label: 'Blog',
    schema: BlogLayout1Schema,
    defaults: () => BlogLayout1Schema.parse({}),
    defaultTemplateId: 'elegant-minimalist',
    View: Blog1View,
    manage: { title: 'title', description: 'summary', logo: null, gallery: { shape: 'single', path: 'image' } },
    sections: [
      {
        title: 'Your post',
        fields: [
          { path: 'title', label: 'Title', kind: 'text', required: true },
          { path: 'date', label: 'Date', kind: 'date' },
          { path: 'image', label: 'Image', kind: 'image' },
          { path: 'summary', label: 'Summary', kind: 'textarea', hint: 'A sentence or two shown under the title' },
          { path: 'content1', label: 'Content 1', kind: 'textarea', hint: 'Leave an empty line between paragraphs' },
          { path: 'content2', label: 'Content 2', kind: 'textarea' },
        ],
      },
    ],
  },
  blog2: {
    label: 'Blog',
    schema: BlogLayout2Schema,
    defaults: () => BlogLayout2Schema.parse({}),
    defaultTemplateId: 'casual-showcase',
    View: Blog2View,
    manage: { title: 'title', description: 'intro', logo: null, gallery: { shape: 'single', path: 'image' } },
    sections: [
      {
        title: 'Your post',
        fields: [
          { path: 'title', label: 'Title', kind: 'text', required: true },
          { path: 'date', label: 'Date', kind: 'date' },
          { path: 'image', label: 'Image', kind: 'image' },
          { path: 'intro', label: 'Intro', kind: 'textarea' },
          { path: 'section', label: 'Section', kind: 'textarea', hint: 'Leave an empty line between paragraphs' },
          { path: 'conclusion', label: 'Conclusion', kind: 'textarea' },
        ],
      },
    ],
  },
};
