import { BUSINESS_MAX_PORTFOLIO, BUSINESS_MAX_SERVICES, emptyProduct, STORE_PRODUCT_SLOTS, type Product } from '../../domain/content-schemas';
import { formatPrice, isProductShown } from '../../domain/site-content';
import type { EditorSection } from '../types';

const theMost = (max: number) => `That's the most a business page shows (${max}).`;

/** Business layout 1's services: at most 5 (spec.md section 5), added and removed one by one. */
export const BUSINESS_SERVICES_SECTION: EditorSection = {
  title: 'Services',
  fields: [
    {
      path: 'services', label: 'Services', kind: 'list', itemName: 'service', max: BUSINESS_MAX_SERVICES, defaultItem: '', movable: true,
      addLabel: 'Add service', countText: '{count} of {max} services', emptyText: 'No services yet. Add what you offer, one per line.', fullText: theMost(BUSINESS_MAX_SERVICES),
      itemFields: [{ path: '', label: 'Service {n}', kind: 'text' }],
    },
  ],
};

/** Business layout 1's portfolio: at most 6 images (spec.md section 5). */
export const BUSINESS_PORTFOLIO_SECTION: EditorSection = {
  title: 'Portfolio',
  fields: [
    {
      path: 'portfolio', label: 'Portfolio', kind: 'list', itemName: 'portfolio image', max: BUSINESS_MAX_PORTFOLIO, defaultItem: '',
      addLabel: 'Add portfolio image', countText: '{count} of {max} images', fullText: theMost(BUSINESS_MAX_PORTFOLIO),
      itemFields: [{ path: '', label: 'Portfolio image {n}', kind: 'image' }],
    },
  ],
};

/** What a product's folded slot says: its name and price, and whether the store shows it. */
function productSummary(item: unknown, n: number) {
  const product = item as Product;
  const shown = isProductShown(product);
  const title = typeof product.title === 'string' ? product.title.trim() : '';
  return { title: `Product ${n}${title ? `: ${product.title}` : ''}${shown ? ` · ${formatPrice(product.price)}` : ''}`, state: shown ? 'Shown' : 'Hidden', on: shown };
}

/** The store's exactly 10 product slots: title, price, image and buy link each. */
export const STORE_PRODUCTS_SECTION: EditorSection = {
  title: 'Products',
  fields: [
    {
      path: 'products', label: 'Products', kind: 'list', itemName: 'product', min: STORE_PRODUCT_SLOTS, max: STORE_PRODUCT_SLOTS,
      defaultItem: emptyProduct(),
      countText: '{max} slots. A product shows in your store once it has a title and a price.',
      summary: productSummary, itemClassName: 'layout-product',
      itemFields: [
        { path: 'title', label: 'Title (product {n})', kind: 'text' },
        { path: 'price', label: 'Price (product {n})', kind: 'text', hint: 'e.g. 12 or 12.50' },
        { path: 'image', label: 'Image (product {n})', kind: 'image' },
        { path: 'buyLink', label: 'Buy link (product {n})', kind: 'url', hint: 'Where people pay, e.g. your checkout page' },
      ],
    },
  ],
};
