import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const RecycleBin = lazy(() => import('./RecycleBinPage'));
const DeletedSitePreview = lazy(() => import('./DeletedSitePreviewPage'));

/** The recycle-bin screens' lines of the route table (lazy screens). */
export const recycleBinRoutes: RouteObject[] = [
  { path: '/recycle-bin', element: <RecycleBin /> },
  { path: '/recycle-bin/:siteId', element: <DeletedSitePreview /> },
];
