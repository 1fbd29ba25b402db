import type { SiteRecord } from '../domain/schemas';
import { resolveSite } from './resolve';
import { SiteView } from './SiteView';
import { ErrorBoundary } from '../ui/ErrorBoundary';

/**
 * A site exactly as it renders everywhere: through the registry (resolveSite + SiteView), with its
 * theme. A picture whose kind's code cannot be fetched stays empty; the card around it still works.
 */
export function SitePicture({ site }: { site: SiteRecord }) {
  return (
    <ErrorBoundary quiet>
      <SiteView {...resolveSite(site)} />
    </ErrorBoundary>
  );
}
