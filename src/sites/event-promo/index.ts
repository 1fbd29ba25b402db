import type { SiteKind } from '../types';

/** event-promo: promo (single-page builder), preview (wizard data). */
export const eventPromoKind: SiteKind = { kind: 'event-promo', label: 'Event promo', variants: {} };
