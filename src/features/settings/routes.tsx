import type { RouteObject } from 'react-router-dom';

/** The settings screens' lines of the route table (lazy screens). */
export const settingsRoutes: RouteObject[] = [];
