import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';
import { FOR_USERS } from '../../ui/require-user';

const RecycleBin = lazyScreen(() => import('./RecycleBinPage'));
const DeletedSitePreview = lazyScreen(() => import('./DeletedSitePreviewPage'));

/** The recycle-bin screens' lines of the route table (lazy screens). */
export const recycleBinRoutes: RouteObject[] = [
  { path: '/recycle-bin', element: <RecycleBin />, handle: FOR_USERS },
  { path: '/recycle-bin/:siteId', element: <DeletedSitePreview />, handle: FOR_USERS },
];
