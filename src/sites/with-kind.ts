import type { SiteType } from '../domain/vocabulary';

/**
 * A lazy screen's import that also fetches the kind it renders, so its first render has it. Its
 * own module, importing the loaders only when called: the route tables are in the entry chunk.
 */
export function withKind<T>(kind: SiteType, screen: Promise<T>): Promise<T> {
  return Promise.all([screen, import('./kind-loaders').then((loaders) => loaders.loadKind(kind))]).then(([module]) => module);
}
