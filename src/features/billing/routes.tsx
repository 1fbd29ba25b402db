import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const Billing = lazy(() => import('./BillingPage'));

/** The billing screens' lines of the route table (lazy screens). /billing-admin is in admin/routes.tsx. */
export const billingRoutes: RouteObject[] = [{ path: '/billing', element: <Billing /> }];
