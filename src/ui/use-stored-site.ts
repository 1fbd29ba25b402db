import { useLiveQuery } from 'dexie-react-hooks';
import { missingOnceReady, useSession } from '../state/session';
import { getSite, type SiteView } from '../storage/sites';

/**
 * A stored site, live in every tab: undefined while it is read (and, when it is missing, until
 * storage is ready: earlier versions' data may still be coming in), null when there is none.
 */
export function useStoredSite(id: string): SiteView | null | undefined {
  const ready = useSession((s) => s.ready);
  const site = useLiveQuery(async () => (await getSite(id)) ?? null, [id]);
  return missingOnceReady(site, ready);
}
