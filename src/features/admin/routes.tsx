import type { RouteObject } from 'react-router-dom';

/** The admin screens' lines of the route table (lazy screens). */
export const adminRoutes: RouteObject[] = [];
