import { BusinessCardSchema, newBusinessCard } from '../../domain/content-schemas';
import type { KindDefinition } from '../types';
import { previewDataVariant } from '../preview-data/variant';
import { BuilderCardView } from './BuilderCardView';
import { PreviewCardView } from './PreviewCardView';

/** business-card: the single-page builder's card, and the card preview of wizard-built sites. */
export const businessCardKind: KindDefinition = {
  variants: {
    builder: {
      label: 'Business card',
      schema: BusinessCardSchema,
      defaults: () => newBusinessCard(String(Date.now())),
      defaultTemplateId: 'agency-flex',
      View: BuilderCardView,
      sections: [
        {
          title: 'Your card',
          fields: [
            { path: 'fullName', label: 'Name', kind: 'text', required: true },
            { path: 'role', label: 'Role (title)', kind: 'text' },
            { path: 'email', label: 'Email', kind: 'email' },
            { path: 'phone', label: 'Phone', kind: 'tel' },
            { path: 'image', label: 'Image (photo)', kind: 'image' },
          ],
        },
      ],
    },
    card: previewDataVariant('business-card', {
      variant: 'card', label: 'Business card', View: PreviewCardView,
    }),
  },
};
