/**
 * A site's web address (issue 37) as the site record keeps it: `webAddress` = { slug, live },
 * `live` being the lastPublished the server shows now (null once taken down). On the record, so
 * another device sees the address and knows the page is already up. Patched here, field only, on
 * the record as stored now (in the sites table, or the recycle bin for a deleted site).
 */
import type { SiteRecord } from '../domain/schemas';
import { db } from './db';

/** The slug, and the publish (its lastPublished) the page shows; null while taken down. */
export type WebAddress = NonNullable<SiteRecord['webAddress']>;

export async function recordWebAddress(siteId: string, webAddress: WebAddress): Promise<void> {
  await db.transaction('rw', db.sites, db.recycleBin, async () => {
    if ((await db.sites.update(siteId, { webAddress, _updatedAt: Date.now() })) > 0) return;
    const binned = await db.recycleBin.get(siteId);
    if (binned) await db.recycleBin.update(siteId, { site: { ...binned.site, webAddress } });
  });
}
