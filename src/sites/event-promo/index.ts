import { EventPromoSchema, newEventPromo } from '../../domain/content-schemas';
import type { KindDefinition } from '../types';
import { previewDataVariant } from '../preview-data/variant';
import { makePreviewDataView } from '../preview-data/PreviewDataView';
import { EventPromoView } from './EventPromoView';

export const BOOK_THIS_PLANNER = 'Book This Planner';

/** event-promo: promo (single-page builder), preview (wizard data, an event planner's page). */
export const eventPromoKind: KindDefinition = {
  variants: {
    promo: {
      label: 'Event promo',
      schema: EventPromoSchema,
      defaults: () => newEventPromo(String(Date.now())),
      defaultTemplateId: 'bold-grid',
      View: EventPromoView,
      sections: [
        {
          title: 'Your event',
          fields: [
            { path: 'eventName', label: 'Name of the event', kind: 'text', required: true },
            { path: 'eventDate', label: 'Date', kind: 'date' },
            { path: 'banner', label: 'Banner image', kind: 'image' },
            { path: 'description', label: 'Description', kind: 'textarea' },
          ],
        },
      ],
    },
    preview: previewDataVariant('event-promo', {
      label: 'Event planner',
      View: makePreviewDataView({
        eyebrow: 'Event planning',
        aboutTitle: 'About the Planner',
        highlightTitle: 'Signature Event',
        servicesTitle: 'Services',
        testimonialsTitle: 'Client Testimonials',
        galleryTitle: 'Gallery',
        contactTitle: 'Contact',
        contactButton: BOOK_THIS_PLANNER,
      }),
    }),
  },
};
