import type { RouteObject } from 'react-router-dom';

/** The slots screens' lines of the route table (lazy screens). */
export const slotsRoutes: RouteObject[] = [];
