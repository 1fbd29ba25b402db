import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const Manage = lazy(() => import('./ManagePage'));

/** The manage screens' lines of the route table (lazy screens). */
export const manageRoutes: RouteObject[] = [{ path: '/manage/:siteId', element: <Manage /> }];
