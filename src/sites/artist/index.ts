import type { SiteKind } from '../types';

/** artist: variant1 (Modern Showcase), variant2 (Gallery Focused), preview (wizard data). */
export const artistKind: SiteKind = { kind: 'artist', label: 'Artist portfolio', variants: {} };
