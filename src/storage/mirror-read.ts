/**
 * What the localStorage mirror last wrote (spec.md section 3's keys; src/storage/mirror.ts writes
 * them after every change), read at once and without Dexie, storage's code or the schemas: a page
 * that shows data paints it from here while storage opens, and its live read from Dexie (the
 * source of truth) then takes over (issue 38). Shown, never written back and never trusted: a
 * value that is not there, not JSON or not the expected shape is simply missing (undefined), and
 * what a screen renders from it is behind an error boundary.
 */
import type { PreviewKind } from './db';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The row key: the localStorage key itself, or `site_previews#{id}` for list entries. */
export function previewRowKey(kind: PreviewKind, id: string): string {
  return kind === 'site_previews' ? `site_previews#${id}` : `${kind}_${id}`;
}

function mirrored(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

const siteIn = (list: unknown, id: string): Row | undefined =>
  Array.isArray(list) ? list.find((site): site is Row => isRow(site) && site.id === id) : undefined;

/** A site record: from the published `sites` list, else from its owner's list in `users`. */
export function mirroredSite(id: string): Row | undefined {
  const listed = siteIn(mirrored('sites'), id);
  if (listed) return listed;
  const users = mirrored('users');
  if (!Array.isArray(users)) return undefined;
  for (const user of users) {
    const found = isRow(user) ? siteIn(user.sites, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** A preview key's data (preview_{id}, site_preview_{id}, business_preview_{id}). */
export function mirroredPreview(kind: Exclude<PreviewKind, 'site_previews'>, id: string): Row | undefined {
  const data = mirrored(previewRowKey(kind, id));
  return isRow(data) ? data : undefined;
}

/** The email of the `currentUser` key: someone was logged in when the mirror last wrote. */
export function mirroredUserEmail(): string | undefined {
  const user = mirrored('currentUser');
  return isRow(user) && typeof user.email === 'string' && user.email ? user.email : undefined;
}

const isPageRow = (page: unknown): page is Row =>
  isRow(page) && typeof page.id === 'string' && typeof page.siteId === 'string' && typeof page.type === 'string' &&
  typeof page.slotId === 'number' && typeof page.title === 'string' && Array.isArray(page.blocks) &&
  page.blocks.every((block) => isRow(block) && typeof block.id === 'string' && typeof block.type === 'string' && typeof block.section === 'string');

/** The slot pages (`site_pages`), in their stored order; a row not shaped like a page is left out. */
export function mirroredPages(): Row[] {
  const pages = mirrored('site_pages');
  return Array.isArray(pages) ? pages.filter(isPageRow) : [];
}

/** The site records in a person's list in `users` (bare ids, which old data may hold, left out). */
export function mirroredSitesOf(email: string): Row[] {
  const users = mirrored('users');
  const user = Array.isArray(users) ? users.find((u): u is Row => isRow(u) && u.email === email) : undefined;
  return Array.isArray(user?.sites) ? user.sites.filter(isRow) : [];
}
