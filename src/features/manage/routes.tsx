import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';
import { FOR_USERS } from '../../ui/require-user';

const Manage = lazyScreen(() => import('./ManagePage'));

/** The manage screens' lines of the route table (lazy screens). */
export const manageRoutes: RouteObject[] = [{ path: '/manage/:siteId', element: <Manage />, handle: FOR_USERS }];
