import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FOR_USERS } from '../../ui/require-user';

const RecycleBin = lazy(() => import('./RecycleBinPage'));
const DeletedSitePreview = lazy(() => import('./DeletedSitePreviewPage'));

/** The recycle-bin screens' lines of the route table (lazy screens). */
export const recycleBinRoutes: RouteObject[] = [
  { path: '/recycle-bin', element: <RecycleBin />, handle: FOR_USERS },
  { path: '/recycle-bin/:siteId', element: <DeletedSitePreview />, handle: FOR_USERS },
];
