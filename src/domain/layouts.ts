/**
 * The layout editors' rules (spec.md sections 3, 5 and 9): the business list limits and the
 * store's part of a record. Which kind and variant each editor route makes, where it publishes and
 * how its record is named are the manifest's (src/sites/manifest.ts, variant-routes.ts).
 */
import { BUSINESS_MAX_PORTFOLIO, BUSINESS_MAX_SERVICES } from './content-schemas';

// Which store products are shown, prices and dates: rules the Views apply (site-content.ts).
export { dateParts, formatPrice, isProductShown, lineItems, paragraphs, readableDate, visibleProducts } from './site-content';

// ------------------------------------------------------------------------------- Business

export const canAddService = (services: readonly string[]) => services.length < BUSINESS_MAX_SERVICES;
export const canAddPortfolioImage = (images: readonly string[]) => images.length < BUSINESS_MAX_PORTFOLIO;

type Content = Record<string, unknown>;

/** The store part of a record: what business_preview_{id} holds and the store page reads. */
export function storePreviewOf(record: Content): Content {
  const { name, heroImage, about, contact, products } = record;
  return { name, heroImage, about, contact, variant: 'business2', products };
}
