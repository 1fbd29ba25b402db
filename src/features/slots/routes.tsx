import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';
import { PAGE_TYPES, SLOT_NUMBERS } from '../../domain/vocabulary';
import { FOR_USERS_EARLY } from '../../ui/require-user';

const SlotPage = lazyScreen(() => import('./SlotPage'));
const FullSitePreviewPage = lazyScreen(() => import('./FullSitePreviewPage'));

/**
 * The slot page builders (/artist/slot1 .. /business/slot5) and the full-site preview.
 * Keyed by route so moving from slot to slot starts a fresh editor.
 */
export const slotsRoutes: RouteObject[] = [
  ...PAGE_TYPES.flatMap((type) =>
    SLOT_NUMBERS.map((slot) => ({
      path: `/${type}/slot${slot}`,
      element: <SlotPage key={`${type}-${slot}`} type={type} slot={slot} />,
      handle: FOR_USERS_EARLY,
    })),
  ),
  { path: '/preview-site', element: <FullSitePreviewPage /> },
  { path: '/preview-site/:siteId', element: <FullSitePreviewPage /> },
];
