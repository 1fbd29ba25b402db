import { preprocess } from '../../domain/schema-helpers';
import { ArtistPortfolioDraftSchema, ArtistSiteSchema } from '../../domain/content-schemas';
import { artistPublishProblem } from '../../domain/site-content';
import type { EditorSection, KindDefinition } from '../types';
import { previewDataVariant } from '../preview-data/variant';
import { makePreviewDataView } from '../preview-data/PreviewDataView';
import { ArtistShowcaseView } from './ArtistShowcaseView';
import { ArtistGalleryView } from './ArtistGalleryView';

/** Modern Showcase editor fields; services and testimonials are lists the editor adds to. */
export const artistVariant1Sections: EditorSection[] = [
  {
    title: 'About you',
    fields: [
      { path: 'name', label: 'Name', kind: 'text', required: true },
      { path: 'tagline', label: 'Tagline', kind: 'text' },
      { path: 'bio', label: 'Bio', kind: 'textarea', required: true },
    ],
  },
  {
    title: 'Images',
    fields: [
      { path: 'logo', label: 'Logo', kind: 'image', required: true },
      { path: 'heroImage', label: 'Hero image', kind: 'image', required: true },
      { path: 'profileImage', label: 'Profile image', kind: 'image', required: true },
    ],
  },
  {
    title: 'Portfolio',
    fields: [0, 1, 2, 3].map((i) => ({ path: `portfolio.${i}`, label: `Portfolio image ${i + 1}`, kind: 'image' as const })),
  },
  {
    title: 'Contact',
    fields: [
      { path: 'contact.email', label: 'Email', kind: 'email' },
      { path: 'contact.phone', label: 'Phone', kind: 'tel' },
      { path: 'contact.social', label: 'Social', kind: 'url', hint: 'A link to your Instagram, Behance or similar.' },
    ],
  },
];

export const artistVariant2Sections: EditorSection[] = [
  {
    title: 'Your portfolio',
    fields: [
      { path: 'about', label: 'About', kind: 'textarea' },
      { path: 'email', label: 'Email', kind: 'email' },
    ],
  },
];

/**
 * Variant 2's content as stored anywhere: the editor's draft ({about, email, gallery}), or a site
 * record, which keeps the items under galleryItems (a site's `gallery` is a list of image
 * addresses, spec.md section 3, manage page), or only that list of addresses.
 */
export const ArtistGallerySchema = preprocess((value) => {
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.galleryItems)) return { ...record, gallery: record.galleryItems };
  if (Array.isArray(record.gallery) && record.gallery.every((item) => typeof item === 'string')) {
    return { ...record, gallery: (record.gallery).map((image, i) => ({ id: String(i + 1), label: '', image })) };
  }
  return value;
}, ArtistPortfolioDraftSchema);

/** artist: variant1 (Modern Showcase), variant2 (Gallery Focused), preview (wizard data). */
export const artistKind: KindDefinition = {
  variants: {
    variant1: {
      label: 'Modern Showcase',
      schema: ArtistSiteSchema,
      defaults: () => ArtistSiteSchema.parse({}),
      sections: artistVariant1Sections,
      View: ArtistShowcaseView,
      defaultTemplateId: 'casual-showcase',
      validateForPublish: artistPublishProblem,
    },
    variant2: {
      label: 'Gallery Focused',
      schema: ArtistGallerySchema,
      defaults: () => ArtistPortfolioDraftSchema.parse({}),
      sections: artistVariant2Sections,
      View: ArtistGalleryView,
      defaultTemplateId: 'elegant-minimalist',
    },
    preview: previewDataVariant('artist', {
      label: 'Artist site',
      View: makePreviewDataView({
        aboutTitle: 'About Me',
        portfolioTitle: 'Portfolio',
        highlightTitle: 'Highlight',
        servicesTitle: 'Services',
        testimonialsTitle: 'Testimonials',
        galleryTitle: 'Gallery',
        contactTitle: 'Contact',
      }),
    }),
  },
};
