import type { SiteKind } from '../types';

/** business: business1 (layout 1), business2 (the store), preview (wizard data). */
export const businessKind: SiteKind = { kind: 'business', label: 'Business', variants: {} };
