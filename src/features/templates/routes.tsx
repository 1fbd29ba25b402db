import type { RouteObject } from 'react-router-dom';

/** The templates screens' lines of the route table (lazy screens). */
export const templatesRoutes: RouteObject[] = [];
