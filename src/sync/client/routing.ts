/**
 * Which document a record of this device lives in (issue 36): each site's record, pages and blocks,
 * previews, builder record, recycle-bin entry and RSVPs are that site's document; the person's
 * account row and the drafts (profile, wizard answers, editors' drafts) are the account document.
 * Another person's records on this device (someone else who logged in here) stay here.
 */
import { ACCOUNT_DOC_KEY, siteDocKey, type DocKey } from '../names';
import { recordKey } from '../doc-shape';
import { siteIdOfRsvpKey } from '../../storage/rsvps';

type Row = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The site a record belongs to, or null when it is the account's (or nobody's). */
export function siteIdOfRecord(table: string, row: Row): string | null {
  switch (table) {
    case 'sites':
    case 'businessCards':
    case 'blogPosts':
    case 'eventPromos':
    case 'previews':
      return str(row.id) || null;
    case 'recycleBin':
    case 'pages':
    case 'versions':
      return str(row.siteId) || null;
    case 'drafts':
      return siteIdOfRsvpKey(str(row.key));
    default:
      return null;
  }
}

/** The document of a record, or null when it is not this person's to share. */
export function docKeyOf(table: string, row: Row, owner: string | null, ownSites: ReadonlySet<string>): DocKey | null {
  if (table === 'users') return owner !== null && row.email === owner ? ACCOUNT_DOC_KEY : null;
  const siteId = siteIdOfRecord(table, row);
  if (table === 'drafts' && siteId === null) return ACCOUNT_DOC_KEY;
  if (!siteId || !ownSites.has(siteId)) return null;
  try {
    return siteDocKey(siteId);
  } catch {
    return null; // an id no document can be named by (an older version's): it stays on this device
  }
}

/** The site ids a user row lists (its `sites`), the documents this device opens. */
export const sitesOfUser = (row: Row | undefined): string[] => (Array.isArray(row?.sites) ? row.sites.map(str).filter(Boolean) : []);

/**
 * A record's key in its document, and the value it is shared as. Versions are numbered by each
 * device's own counter, so they are named by their site, time and reason instead, without that number.
 */
export function sharedRecord(table: string, primaryKey: string, row: Row): { key: string; value: Row } {
  if (table !== 'versions') return { key: recordKey(table, primaryKey), value: row };
  const { id: _id, ...value } = row;
  return { key: recordKey(table, `${str(row.siteId)}@${str(row.at)}@${str(row.reason)}`), value };
}

/** A version's site, time and reason from its key in a document. */
export function versionOfKey(key: string): { siteId: string; at: number; reason: string } | null {
  const [siteId, at, reason] = key.split('@');
  return siteId && at && reason && Number.isFinite(Number(at)) ? { siteId, at: Number(at), reason } : null;
}
