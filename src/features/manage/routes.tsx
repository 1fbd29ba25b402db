import type { RouteObject } from 'react-router-dom';

/** The manage screens' lines of the route table (lazy screens). */
export const manageRoutes: RouteObject[] = [];
