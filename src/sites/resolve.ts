import type { SiteRecord, SiteType, Theme } from '../domain/schemas';
import { hasVariant } from './kind-names';

/**
 * Which registry variant renders a stored site, and with what content. The convention every
 * screen that creates a site follows: the site record carries `variant` (a registry variant id)
 * and, optionally, `templateId`; its content is either spread on the record itself (editor-made
 * sites, spec.md section 3) or in `previewData` (wizard-made sites).
 */
export const DEFAULT_VARIANT: Record<SiteType, string> = {
  artist: 'variant1',
  travel: 'preview',
  blog: 'blog1',
  'event-promo': 'preview',
  'business-card': 'card',
  business: 'business1',
  event: 'event1',
};

/** Variants whose content is site preview data (spec.md section 3). */
const PREVIEW_DATA_VARIANTS = new Set(['preview', 'card']);

export interface ResolvedSite {
  kind: SiteType;
  variant: string;
  content: unknown;
  templateId?: string;
  theme?: Theme;
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A site with only the manage page's fields: no variant, no preview data (an older version's). */
function isManagedOnly(site: SiteRecord, named: string | undefined): boolean {
  if (named || site.previewData) return false;
  return [site.title, site.description, site.logo].some(hasText) || (site.gallery?.length ?? 0) > 0;
}

export function resolveSite(site: SiteRecord): ResolvedSite {
  const record = site as SiteRecord & { variant?: string; templateVariant?: string; templateId?: string };
  const named = record.variant ?? record.templateVariant;
  const fallback = site.previewData
    ? site.type === 'business-card' ? 'card' : 'preview'
    : isManagedOnly(site, named) ? 'managed' : DEFAULT_VARIANT[site.type];
  const variant = named && hasVariant(site.type, named) ? named : fallback;
  const content = PREVIEW_DATA_VARIANTS.has(variant) ? (site.previewData ?? site) : site;
  const templateId = record.templateId ?? site.previewData?.templateId ?? undefined;
  return { kind: site.type, variant, content, templateId: templateId || undefined, theme: site.theme };
}
