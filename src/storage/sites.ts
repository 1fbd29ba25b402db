/**
 * Site records (localStorage key `sites`, and the `sites` list of each user).
 *
 * Dexie keeps every site once, in `sites`; `_listed` says whether it appears in the public
 * `sites` list (spec.md section 4: "a site is added to sites only if no site with that id is
 * present"), and a user's `sites` holds ids. The mirror writes the spec's duplicated shapes.
 */
import { SiteRecordSchema, type SiteRecord } from '../domain/schemas';
import { db, nextOrder, withoutInternals, type OmitKnown, type StoredSite } from './db';
import { NotFoundError, SiteLimitError } from './errors';
import { siteLimitProblem } from '../domain/accounts';
import { newSiteId } from '../domain/ids';
import { siteIdOf } from '../domain/publishing';
import { requestPersistence } from './quota';
import { keepVersion } from './versions';
import { followEdits } from '../domain/manage-lens';
import { applyEdits } from '../domain/edits';
import { manageFieldsOf } from '../sites/kind-names';
import { siteVariantOf } from '../sites/resolve';

/**
 * Every publish asks the browser to keep Brick's storage (issue 25: on a person's first publish,
 * not on load). Not awaited: it may run inside a transaction, which must await only IndexedDB.
 */
function askToKeepStorage(): void {
  void requestPersistence();
}

/** What a caller passes: a site with `id` or `siteId` (or both) and any content fields. */
export type SiteInput = Partial<OmitKnown<SiteRecord, 'id' | 'siteId' | 'previewData'>> & {
  previewData?: Record<string, unknown>;
} & ({ id: string | number } | { siteId: string | number }) & Record<string, unknown>;

export type SiteView = OmitKnown<StoredSite, '_order' | '_updatedAt' | '_listed'>;

function toStored(input: SiteInput, existing: StoredSite | undefined, listed: 0 | 1): StoredSite {
  const before = existing ? withoutInternals(existing) : undefined;
  const parsed = inStep(before, SiteRecordSchema.parse({ ...(before ?? {}), ...input }));
  // `_order` is the site's place in the public list: publishing puts it at the end.
  const justListed = listed === 1 && existing?._listed !== 1;
  return {
    ...parsed,
    _order: justListed || !existing ? nextOrder() : existing._order,
    _updatedAt: Date.now(),
    _listed: listed,
  };
}

/**
 * The site with its manage fields and its content in step (issue 35): the side a write changed
 * leads, the other follows, and the name is the current title. Every site write comes through here.
 */
function inStep(before: SiteRecord | undefined, after: SiteRecord): SiteRecord {
  // A site that names no variant keeps the one it rendered with: a first manage field on an
  // editor's record must not turn it into a manage-only site.
  const named = (after as { variant?: unknown; templateVariant?: unknown }).variant ?? (after as { templateVariant?: unknown }).templateVariant;
  const variant = !named && before ? siteVariantOf(before) : siteVariantOf(after);
  let fields;
  try {
    fields = manageFieldsOf(after.type, variant);
  } catch {
    return after; // a kind this version does not know (kept as it is, never dropped)
  }
  const edits = followEdits(before, after, fields);
  if (variant !== siteVariantOf(after)) edits.push({ set: 'variant', value: variant });
  return edits.length ? SiteRecordSchema.parse(applyEdits(after, edits)) : after;
}

async function addToUsersList(email: string, siteId: string): Promise<void> {
  const user = await db.users.where('email').equals(email).first();
  if (user && !user.sites.includes(siteId)) {
    await db.users.put({ ...user, sites: [...user.sites, siteId], _updatedAt: Date.now() });
  }
}

/**
 * Saves a site into its owner's list (manage page, editors: "saved immediately to the current
 * user and the users list"). Does not publish it.
 */
export function saveUserSite(ownerEmail: string, input: SiteInput): Promise<SiteView> {
  return db.transaction('rw', db.sites, db.users, async () => {
    const id = siteIdOf(input);
    const existing = await db.sites.get(id);
    if (!existing) await refuseBeyondPlanLimit(ownerEmail);
    const site = toStored({ ...input, owner: existing?.owner ?? ownerEmail }, existing, existing?._listed ?? 0);
    await db.sites.put(site);
    await addToUsersList(site.owner ?? ownerEmail, id);
    return withoutInternals(site);
  });
}

/** A new site for this owner must fit their plan (free 1, basic 2, standard 4, premium unlimited). */
async function refuseBeyondPlanLimit(ownerEmail: string): Promise<void> {
  const owner = await db.users.where('email').equals(ownerEmail).first();
  if (!owner) return; // sites made without an account (legacy data) are not counted
  const problem = siteLimitProblem(owner.plan, owner.sites.length);
  if (problem) throw new SiteLimitError(problem);
}

/** Changes some fields of an existing site, wherever it is listed. */
export function updateSite(siteId: string, patch: Partial<OmitKnown<SiteRecord, 'previewData'>> & Record<string, unknown>): Promise<SiteView> {
  return db.transaction('rw', db.sites, async () => {
    const existing = await db.sites.get(siteId);
    if (!existing) throw new NotFoundError(`Site ${siteId}`);
    const site = toStored({ ...patch, id: siteId, siteId }, existing, existing._listed);
    await db.sites.put(site);
    return withoutInternals(site);
  });
}

/**
 * Puts a site in the public `sites` list: only if no listed site has that id (spec.md section 4,
 * the publish-once rule); returns whether it was added. The owner's list gets the id too. A
 * Publish Site button calls publish() (publish.ts), which lists the site with this.
 */
export function listSite(input: SiteInput, ownerEmail?: string): Promise<{ added: boolean; site: SiteView }> {
  return db.transaction('rw', db.sites, db.users, db.versions, async () => {
    const id = siteIdOf(input);
    askToKeepStorage();
    const existing = await db.sites.get(id);
    if (existing?._listed === 1) {
      await keepVersion(id, 'publish'); // every publish keeps a version (issue 25)
      return { added: false, site: withoutInternals(existing) };
    }
    const owner = existing?.owner ?? (input.owner) ?? ownerEmail;
    const site = toStored({ ...input, ...(owner ? { owner } : {}) }, existing, 1);
    await db.sites.put(site);
    if (owner) await addToUsersList(owner, id);
    await keepVersion(id, 'publish');
    return { added: true, site: withoutInternals(site) };
  });
}

/**
 * A new site's id: the current timestamp, unless a site (or, with `alsoTaken`, a record of the
 * editor's own table) already has it (domain/ids.ts, newSiteId). Every screen that makes a site uses this.
 */
export function freshSiteId(alsoTaken?: (id: string) => Promise<unknown>): Promise<string> {
  return newSiteId(async (id) => (await db.sites.get(id)) !== undefined || (alsoTaken ? Boolean(await alsoTaken(id)) : false));
}

export async function getSite(siteId: string): Promise<SiteView | undefined> {
  const site = await db.sites.get(String(siteId));
  return site && withoutInternals(site);
}

/** spec.md section 4: "The published flag is computed on load by looking for the id in sites." */
export async function isSiteListed(siteId: string): Promise<boolean> {
  return (await db.sites.get(String(siteId)))?._listed === 1;
}

/** The public `sites` list, in the order sites were added. */
export async function listPublishedSites(): Promise<SiteView[]> {
  const sites = await db.sites.orderBy('_order').filter((site) => site._listed === 1).toArray();
  return sites.map(withoutInternals);
}

/** A user's own sites in their list's order (dashboard). Blocked ones included: screens filter. */
export function listSitesOfUser(email: string): Promise<SiteView[]> {
  return db.transaction('r', db.users, db.sites, async () => {
    const user = await db.users.where('email').equals(email).first();
    if (!user) return [];
    const sites = await readSitesOfList(user);
    return sites.filter((site): site is StoredSite => site !== undefined).map(withoutInternals);
  });
}

/**
 * The records of a user's list of site ids, in its order, undefined where an id has none: what
 * `db.sites.bulkGet(user.sites)` answers, read as the sites the user owns (one request on the
 * `owner` index) and a get of each listed id not among them (a site of old data with no owner).
 * bulkGet asks IndexedDB once per id: with 1,000 sites, about 130 ms of the dashboard's start,
 * twice (its cards and the backup reminder; issue 38). A live query sees the same changes either
 * way: Dexie observes the owner's range and the key of every record a query returned.
 */
export async function readSitesOfList(user: { email: string; sites: string[] }): Promise<Array<StoredSite | undefined>> {
  const found = new Map<unknown, StoredSite>();
  for (const site of await db.sites.where('owner').equals(user.email).toArray()) found.set(site.id, site);
  const others = user.sites.filter((id) => !found.has(id));
  if (others.length > 0) (await db.sites.bulkGet(others)).forEach((site, i) => site && found.set(others[i], site));
  return user.sites.map((id) => found.get(id));
}

/**
 * Admin "delete site" (spec.md section 4): removes it from sites, from every user's list, its
 * pages and its preview keys. Also drops it from the recycle bin.
 */
export function adminDeleteSite(siteId: string): Promise<void> {
  const id = String(siteId);
  return db.transaction('rw', [db.sites, db.users, db.pages, db.previews, db.recycleBin], async () => {
    await db.sites.delete(id);
    await db.recycleBin.delete(id);
    await removeFromEveryUsersList(id);
    await db.pages.where('siteId').equals(id).delete();
    await db.previews.where('id').equals(id).delete();
  });
}

export async function removeFromEveryUsersList(siteId: string): Promise<void> {
  await db.users.toCollection().modify((user) => {
    if (user.sites.includes(siteId)) {
      user.sites = user.sites.filter((id) => id !== siteId);
      user._updatedAt = Date.now();
    }
  });
}
