import type { RouteObject } from 'react-router-dom';

/** The dashboard screens' lines of the route table (lazy screens). */
export const dashboardRoutes: RouteObject[] = [];
