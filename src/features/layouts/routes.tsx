import type { RouteObject } from 'react-router-dom';

/** The layouts screens' lines of the route table (lazy screens). */
export const layoutsRoutes: RouteObject[] = [];
