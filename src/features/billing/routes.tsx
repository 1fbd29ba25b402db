import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';
import { FOR_USERS } from '../../ui/require-user';

const Billing = lazyScreen(() => import('./BillingPage'));

/** The billing screens' lines of the route table (lazy screens). /billing-admin is in admin/routes.tsx. */
export const billingRoutes: RouteObject[] = [{ path: '/billing', element: <Billing />, handle: FOR_USERS }];
