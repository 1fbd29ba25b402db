import type { SiteKind } from '../types';

/** travel: preview (wizard data). */
export const travelKind: SiteKind = { kind: 'travel', label: 'Travel page', variants: {} };
