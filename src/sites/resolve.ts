import type { SiteRecord, SiteType, Theme } from '../domain/schemas';
import { hasVariant, kindFacts, variantFacts } from './kind-names';
import { KIND_IDS } from './manifest';

/**
 * Which registry variant renders a stored site, and with what content. The convention every
 * screen that creates a site follows: the site record carries `variant` (a registry variant id)
 * and, optionally, `templateId`; its content is either spread on the record itself (editor-made
 * sites, spec.md section 3) or in `previewData` (wizard-made sites): the manifest says which.
 */
export const DEFAULT_VARIANT = Object.fromEntries(KIND_IDS.map((kind) => [kind, kindFacts(kind).defaultVariant])) as Record<SiteType, string>;

/** Whether a variant's content is the site's preview data (the manifest's fact). */
export const isPreviewData = (kind: SiteType, variant: string): boolean => variantFacts(kind, variant).content === 'preview-data';

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
    ? previewDataVariantOf(site.type)
    : isManagedOnly(site, named) ? 'managed' : kindFacts(site.type).defaultVariant;
  const variant = named && hasVariant(site.type, named) ? named : fallback;
  const content = isPreviewData(site.type, variant) ? (site.previewData ?? site) : site;
  const templateId = record.templateId ?? site.previewData?.templateId ?? undefined;
  return { kind: site.type, variant, content, templateId: templateId || undefined, theme: site.theme };
}

/** The variant that renders a kind's preview data (a wizard-made site: 'preview', a card's 'card'). */
export function previewDataVariantOf(kind: SiteType): string {
  const found = Object.entries(kindFacts(kind).variants).find(([, facts]) => facts.content === 'preview-data');
  return found ? found[0] : kindFacts(kind).defaultVariant;
}
