import { liveQuery } from 'dexie';
import { readPreview } from '../../storage/previews';
import { getSite } from '../../storage/sites';

/** The show pages' live reads, in their own chunk: they bring storage's code (see useLiveRead). */
export const liveArtistShow = (siteId: string) =>
  liveQuery(async () => {
    const [preview, site] = await Promise.all([readPreview('preview', siteId), getSite(siteId)]);
    return { preview: preview ?? null, site: site ?? null };
  });

export const liveSite = (siteId: string) => liveQuery(async () => (await getSite(siteId)) ?? null);
