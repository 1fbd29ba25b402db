import type { SiteType } from '../domain/vocabulary';
import { MANIFEST } from './manifest';

/**
 * A lazy screen's import that also fetches the kind it renders, so its first render has it. Its
 * own module, importing the loaders only when called: the route tables are in the entry chunk.
 */
export function withKind<T>(kind: SiteType, screen: Promise<T>): Promise<T> {
  // The kind's own code is asked for now, beside the screen and the loaders, which would ask for
  // it only once they are here: a round trip more before a site's first paint (issue 38). The
  // loaders' request then finds it loaded or on its way.
  MANIFEST[kind].load().catch(() => undefined);
  return Promise.all([screen, import('./kind-loaders').then((loaders) => loaders.loadKind(kind))]).then(([module]) => module);
}
