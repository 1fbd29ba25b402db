/**
 * The layout editors' rules (spec.md section 2 "Layout editors", sections 3, 5 and 9): which
 * kind and variant each editor route makes, where it publishes and the business list limits.
 */
import { BUSINESS_MAX_PORTFOLIO, BUSINESS_MAX_SERVICES } from './content-schemas';
import type { SiteType } from './schemas';
import { textOf } from './text';

// Which store products are shown, prices and dates: rules the Views apply (site-content.ts).
export { dateParts, formatPrice, isProductShown, lineItems, paragraphs, readableDate, visibleProducts } from './site-content';

export type LayoutKind = 'business' | 'event' | 'blog';
export type LayoutVariant = 'business1' | 'business2' | 'event1' | 'event2' | 'blog1' | 'blog2';

export interface LayoutInfo {
  kind: LayoutKind;
  /** 1 or 2: the editor route /{kind}/layout{n}. */
  layout: 1 | 2;
  variant: LayoutVariant;
  /** The site type stored on the record. */
  type: SiteType;
}

export const LAYOUTS: Record<LayoutVariant, LayoutInfo> = {
  business1: { kind: 'business', layout: 1, variant: 'business1', type: 'business' },
  business2: { kind: 'business', layout: 2, variant: 'business2', type: 'business' },
  event1: { kind: 'event', layout: 1, variant: 'event1', type: 'event' },
  event2: { kind: 'event', layout: 2, variant: 'event2', type: 'event' },
  blog1: { kind: 'blog', layout: 1, variant: 'blog1', type: 'blog' },
  blog2: { kind: 'blog', layout: 2, variant: 'blog2', type: 'blog' },
};

export const layoutVariant = (kind: LayoutKind, layout: 1 | 2) =>
  (Object.values(LAYOUTS).find((l) => l.kind === kind && l.layout === layout) as LayoutInfo).variant;

/** /business/layout1?id=12: the editor of a variant, keeping the site id across a switch. */
export const editorPath = (variant: LayoutVariant, id?: string) => {
  const { kind, layout } = LAYOUTS[variant];
  return `/${kind}/layout${layout}${id ? `?id=${encodeURIComponent(id)}` : ''}`;
};

/** Where Publish Site goes: /publish/{variant}/{id}. */
export const publishPath = (variant: LayoutVariant, id: string) => `/publish/${variant}/${encodeURIComponent(id)}`;

// ------------------------------------------------------------------------------- Business

export const canAddService = (services: readonly string[]) => services.length < BUSINESS_MAX_SERVICES;
export const canAddPortfolioImage = (images: readonly string[]) => images.length < BUSINESS_MAX_PORTFOLIO;

// -------------------------------------------------------------------------------- General

/** The record's name (dashboard cards, recycle bin): the content's name or title. */
export function siteNameOf(content: Record<string, unknown>, variant: LayoutVariant): string {
  const named = [content.name, content.title].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (named) return named.trim();
  const { kind } = LAYOUTS[variant];
  return kind === 'business' ? (variant === 'business2' ? 'Untitled store' : 'Untitled business') : kind === 'event' ? 'Untitled event' : 'Untitled blog';
}

// ----------------------------------------------------------------------------- The record

type Content = Record<string, unknown>;

/**
 * The site record of a layout editor's content (the convention of src/sites/resolve.ts): what the
 * write path stores after every edit, so the derived fields (type, variant, name) follow the edit.
 */
export function layoutSiteRecord(content: Content, variant: LayoutVariant, id: string, owner: string): Content {
  const { kind, type } = LAYOUTS[variant];
  const record: Content = {
    ...content,
    id,
    siteId: id,
    type,
    variant,
    owner: typeof content.owner === 'string' ? content.owner : owner,
    // spec.md section 3: editor-created sites carry a blank logo.
    logo: typeof content.logo === 'string' ? content.logo : '',
    name: kind === 'business' ? textOf(content.name) : siteNameOf(content, variant),
    published: content.published === true,
    lastPublished: (content.lastPublished) ?? null,
  };
  // Event layout 1 and both blog layouts name their layout `templateVariant` (spec.md section 3).
  if (kind !== 'business') record.templateVariant = variant;
  return record;
}

/** The store part of a record: what business_preview_{id} holds and the store page reads. */
export function storePreviewOf(record: Content): Content {
  const { name, heroImage, about, contact, products } = record;
  return { name, heroImage, about, contact, variant: 'business2', products };
}
