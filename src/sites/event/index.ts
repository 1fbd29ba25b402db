import { EVENT1_CONTACT_EMAIL_MAX, EVENT1_LIMITS, EVENT2_LIMITS, EventLayout1Schema, EventLayout2Schema } from '../../domain/content-schemas';
import type { KindDefinition } from '../types';
import { Event1View } from './Event1View';
import { Event2View } from './Event2View';

/** event: event1 (layout 1, with the RSVP button) and event2 (layout 2: agenda and highlights). */
export const eventKind: KindDefinition = {
  variants: {
    event1: {
      label: 'Event',
      schema: EventLayout1Schema,
      defaults: () => EventLayout1Schema.parse({}),
      defaultTemplateId: 'hero-spotlight',
      View: Event1View,
      sections: [
        {
          title: 'Your event',
          fields: [
            { path: 'title', label: 'Title', kind: 'text', required: true, maxLength: EVENT1_LIMITS.title },
            { path: 'date', label: 'Date', kind: 'text', maxLength: EVENT1_LIMITS.date, hint: 'e.g. 2025-06-21 or Saturday 21 June' },
            { path: 'time', label: 'Time', kind: 'text', maxLength: EVENT1_LIMITS.time, hint: 'e.g. 7pm – 11pm' },
            { path: 'location', label: 'Location', kind: 'text', maxLength: EVENT1_LIMITS.location },
            { path: 'image', label: 'Image', kind: 'image' },
            { path: 'description', label: 'Description', kind: 'textarea', maxLength: EVENT1_LIMITS.description },
            { path: 'buttonText', label: 'Button text', kind: 'text', maxLength: EVENT1_LIMITS.buttonText },
            {
              path: 'contactEmail', label: 'Contact email', kind: 'email', maxLength: EVENT1_CONTACT_EMAIL_MAX,
              hint: 'Optional. Shown on the page; in a downloaded copy of the site, RSVP writes an e-mail to it.',
            },
          ],
        },
      ],
    },
    event2: {
      label: 'Event',
      schema: EventLayout2Schema,
      defaults: () => EventLayout2Schema.parse({}),
      defaultTemplateId: 'elegant-minimalist',
      View: Event2View,
      sections: [
        {
          title: 'Your event',
          fields: [
            { path: 'title', label: 'Title', kind: 'text', required: true, maxLength: EVENT2_LIMITS.title },
            { path: 'date', label: 'Date', kind: 'text', maxLength: EVENT2_LIMITS.date, hint: 'e.g. 2025-06-21 or Saturday 21 June' },
            { path: 'time', label: 'Time', kind: 'text', maxLength: EVENT2_LIMITS.time },
            { path: 'agenda', label: 'Agenda', kind: 'textarea', maxLength: EVENT2_LIMITS.agenda, hint: 'One item per line' },
            { path: 'highlights', label: 'Highlights', kind: 'textarea', maxLength: EVENT2_LIMITS.highlights, hint: 'One per line' },
            { path: 'image', label: 'Image', kind: 'image' },
          ],
        },
      ],
    },
  },
};
