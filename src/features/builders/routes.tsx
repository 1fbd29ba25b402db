import type { RouteObject } from 'react-router-dom';

/** The builders screens' lines of the route table (lazy screens). */
export const buildersRoutes: RouteObject[] = [];
