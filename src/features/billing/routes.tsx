import type { RouteObject } from 'react-router-dom';

/** The billing screens' lines of the route table (lazy screens). */
export const billingRoutes: RouteObject[] = [];
