import type { SiteKind } from '../types';

/** event: event1 and event2 (layout editors). */
export const eventKind: SiteKind = { kind: 'event', label: 'Event', variants: {} };
