import type { SiteRecord, SiteType, Theme } from '../domain/schemas';
import { hasVariant, kindFacts, manageFieldsOf, variantFacts } from './kind-names';
import { contentShowing, manageValuesOf } from '../domain/manage-lens';
import type { ManageExtras } from './ManageExtras';
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
  /** What the manage page holds that the variant's template has no place for. */
  extras: ManageExtras;
  /** The site's name: its current title (issue 35). */
  name: string;
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A site with only the manage page's fields: no variant, no preview data (an older version's). */
function isManagedOnly(site: SiteRecord, named: string | undefined): boolean {
  if (named || site.previewData) return false;
  return [site.title, site.description, site.logo].some(hasText) || (site.gallery?.length ?? 0) > 0;
}

type NamedRecord = SiteRecord & { variant?: string; templateVariant?: string; templateId?: string };

/** The variant that renders a stored site: the one it names, else what its fields say it is. */
export function siteVariantOf(site: SiteRecord): string {
  const named = (site as NamedRecord).variant ?? (site as NamedRecord).templateVariant;
  if (named && hasVariant(site.type, named)) return named;
  if (site.previewData) return previewDataVariantOf(site.type);
  return isManagedOnly(site, named) ? 'managed' : kindFacts(site.type).defaultVariant;
}

export function resolveSite(site: SiteRecord): ResolvedSite {
  const record = site as NamedRecord;
  const variant = siteVariantOf(site);
  const templateId = record.templateId ?? site.previewData?.templateId ?? undefined;
  return { kind: site.type, variant, ...showAs(site, variant), templateId: templateId || undefined, theme: site.theme };
}

/**
 * A stored site's content as `variant` renders it: the manage page's fields in their places (a
 * spec field the record holds wins), what has no place in its template beside it, and its name.
 */
export function showAs(site: SiteRecord, variant: string): Pick<ResolvedSite, 'content' | 'extras' | 'name'> {
  const fields = manageFieldsOf(site.type, variant);
  const shown = contentShowing(site, fields);
  const values = manageValuesOf(site, fields);
  const whole = shown.content as SiteRecord;
  const content = isPreviewData(site.type, variant) ? (whole.previewData ?? whole) : whole;
  const extras = { pictures: shown.morePictures, ...(fields.logo === null && values.logo ? { logo: values.logo } : {}) };
  return { content, extras, name: siteNameOf(site, values.title) };
}

/**
 * A site's name wherever Brick names it (dashboard card, /manage's heading, the share link): its
 * current title, else its stored name (issue 35). Storage keeps `name` equal to the title on every
 * write; this also names a record seeded by hand or by an older version the same way.
 */
export function siteNameOf(site: SiteRecord, title?: string): string {
  const current = title ?? titleOf(site);
  return hasText(current) ? current.trim() : site.name || 'Untitled site';
}

function titleOf(site: SiteRecord): string {
  try {
    return manageValuesOf(site, manageFieldsOf(site.type, siteVariantOf(site))).title;
  } catch {
    return site.title ?? ''; // a kind this version does not know
  }
}

/** The variant that renders a kind's preview data (a wizard-made site: 'preview', a card's 'card'). */
export function previewDataVariantOf(kind: SiteType): string {
  const found = Object.entries(kindFacts(kind).variants).find(([, facts]) => facts.content === 'preview-data');
  return found ? found[0] : kindFacts(kind).defaultVariant;
}
