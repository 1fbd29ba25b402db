import type { RouteObject } from 'react-router-dom';

/** The recycle-bin screens' lines of the route table (lazy screens). */
export const recycleBinRoutes: RouteObject[] = [];
