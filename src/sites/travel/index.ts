import { PreviewDataSchema } from '../../domain/content-schemas';
import type { SiteKind } from '../types';
import { makePreviewDataView } from '../preview-data/PreviewDataView';
import { KIND_LABELS } from '../kind-names';

/** travel: preview (wizard data), worded for a place to stay or a trip. */
export const travelKind: SiteKind = {
  kind: 'travel',
  label: KIND_LABELS.travel,
  variants: {
    preview: {
      kind: 'travel',
      variant: 'preview',
      label: 'Travel page',
      schema: PreviewDataSchema,
      defaults: () => PreviewDataSchema.parse({}),
      sections: [],
      View: makePreviewDataView({
        eyebrow: 'Travel',
        aboutTitle: 'About',
        highlightTitle: 'Highlight',
        servicesTitle: 'Things to do',
        testimonialsTitle: 'What travellers say',
        galleryTitle: 'Gallery',
        contactTitle: 'Contact',
      }),
      defaultTemplateId: 'hero-spotlight',
    },
  },
};
