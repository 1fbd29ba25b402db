import type { RouteObject } from 'react-router-dom';

/** The previews screens' lines of the route table (lazy screens). */
export const previewsRoutes: RouteObject[] = [];
