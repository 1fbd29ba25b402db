import type { ComponentType } from 'react';
import type { z } from 'zod/mini';
import { BlogLayout1Schema, BlogLayout2Schema } from '../../domain/content-schemas';
import type { Field, VariantDefinition, ViewProps } from '../types';
import { Blog1View } from './Blog1View';
import { Blog2View } from './Blog2View';

/** What both blog layouts ask first: a title, a date and an image. */
const HEAD_FIELDS: Field[] = [
  { path: 'title', label: 'Title', kind: 'text', required: true },
  { path: 'date', label: 'Date', kind: 'date' },
  { path: 'image', label: 'Image', kind: 'image' },
];

/** A blog layout: the head fields, then its own texts (the first is what /manage calls its description). */
function blogLayout<C>(schema: z.ZodMiniType<C>, View: ComponentType<ViewProps<C>>, defaultTemplateId: string, texts: Field[]): VariantDefinition<C> {
  return {
    label: 'Blog',
    schema,
    defaults: () => schema.parse({}),
    defaultTemplateId,
    View,
    sections: [{ title: 'Your post', fields: [...HEAD_FIELDS, ...texts] }],
  };
}

/** The blog layout editors' variants (blog1, blog2), merged into the blog kind by its manifest loader. */
export const blogLayoutVariants: Record<string, VariantDefinition> = {
  blog1: blogLayout(BlogLayout1Schema, Blog1View, 'elegant-minimalist', [
    { path: 'summary', label: 'Summary', kind: 'textarea', hint: 'A sentence or two shown under the title' },
    { path: 'content1', label: 'Content 1', kind: 'textarea', hint: 'Leave an empty line between paragraphs' },
    { path: 'content2', label: 'Content 2', kind: 'textarea' },
  ]),
  blog2: blogLayout(BlogLayout2Schema, Blog2View, 'casual-showcase', [
    { path: 'intro', label: 'Intro', kind: 'textarea' },
    { path: 'section', label: 'Section', kind: 'textarea', hint: 'Leave an empty line between paragraphs' },
    { path: 'conclusion', label: 'Conclusion', kind: 'textarea' },
  ]),
};
