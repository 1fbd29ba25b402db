import type { RouteObject } from 'react-router-dom';

/** The auth screens' lines of the route table (lazy screens). */
export const authRoutes: RouteObject[] = [];
