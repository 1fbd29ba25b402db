import type { KindDefinition } from '../types';
import { previewDataVariant } from '../preview-data/variant';
import { makePreviewDataView } from '../preview-data/PreviewDataView';

/** travel: preview (wizard data), worded for a place to stay or a trip. */
export const travelKind: KindDefinition = {
  variants: {
    preview: previewDataVariant('travel', {
      label: 'Travel page',
      View: makePreviewDataView({
        eyebrow: 'Travel',
        aboutTitle: 'About',
        highlightTitle: 'Highlight',
        servicesTitle: 'Things to do',
        testimonialsTitle: 'What travellers say',
        galleryTitle: 'Gallery',
        contactTitle: 'Contact',
      }),
    }),
  },
};
