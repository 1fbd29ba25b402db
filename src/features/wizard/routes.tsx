import type { RouteObject } from 'react-router-dom';

/** The wizard screens' lines of the route table (lazy screens). */
export const wizardRoutes: RouteObject[] = [];
