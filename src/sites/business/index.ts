import { BusinessSiteSchema, StoreSchema } from '../../domain/content-schemas';
import type { KindDefinition } from '../types';
import { previewDataVariant } from '../preview-data/variant';
import { BusinessView } from './BusinessView';
import { StoreView } from './StoreView';
import { GenericPreviewView } from '../preview-data/PreviewDataView';

/**
 * business: business1 (layout 1: logo, name, tagline, services, portfolio, contact) and
 * business2 (the store: hero, about, contact and exactly 10 product slots). Lists (services,
 * portfolio, products) have their own small editors in src/features/layouts. preview: a
 * business's wizard data (business_preview_{id}), shown plainly.
 */
export const businessKind: KindDefinition = {
  variants: {
    business1: {
      label: 'Business site',
      schema: BusinessSiteSchema,
      defaults: () => BusinessSiteSchema.parse({}),
      defaultTemplateId: 'agency-flex',
      View: BusinessView,
      editorSections: () => import('./lists').then((m) => [m.BUSINESS_SERVICES_SECTION, m.BUSINESS_PORTFOLIO_SECTION, BUSINESS_CONTACT_SECTION]),
      sections: [
        {
          title: 'Your business',
          fields: [
            { path: 'logo', label: 'Logo', kind: 'image' },
            { path: 'name', label: 'Name', kind: 'text', required: true },
            { path: 'tagline', label: 'Tagline', kind: 'text' },
          ],
        },
      ],
    },
    business2: {
      label: 'Store',
      schema: StoreSchema,
      defaults: () => StoreSchema.parse({}),
      defaultTemplateId: 'elegant-minimalist',
      View: StoreView,
      editorSections: () => import('./lists').then((m) => [m.STORE_PRODUCTS_SECTION, BUSINESS_CONTACT_SECTION]),
      sections: [
        {
          title: 'Your store',
          fields: [
            { path: 'name', label: 'Name', kind: 'text', required: true },
            { path: 'heroImage', label: 'Hero image', kind: 'image' },
            { path: 'about', label: 'About', kind: 'textarea' },
          ],
        },
      ],
    },
    preview: previewDataVariant('business', { label: 'Business page', View: GenericPreviewView, defaultTemplateId: 'agency-flex' }),
  },
};

/** Contact fields both layouts share (spec.md section 3: email, phone, address, social). */
export const BUSINESS_CONTACT_SECTION = {
  title: 'Contact',
  fields: [
    { path: 'contact.email', label: 'Email', kind: 'email' as const },
    { path: 'contact.phone', label: 'Phone', kind: 'tel' as const },
    { path: 'contact.address', label: 'Address', kind: 'text' as const },
    { path: 'contact.social', label: 'Social', kind: 'url' as const, hint: 'A link to your page, e.g. instagram.com/yourshop' },
  ],
};
