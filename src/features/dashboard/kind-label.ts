import type { SiteType } from '../../domain/schemas';
import { KIND_LABELS, isKnownKind } from '../../sites/kind-names';

/** The human name of a site type ("Artist portfolio", "Blog", ...). */
export function kindLabel(type: SiteType | string): string {
  return isKnownKind(type) ? KIND_LABELS[type] : type;
}

/** "1 May 2024" in the person's locale; empty for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}
