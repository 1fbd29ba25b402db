import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** The templates screens' lines of the route table (lazy screens). */
const Templates = lazy(() => import('./TemplatesPage'));
const PreviewTemplate = lazy(() => import('./PreviewTemplatePage'));

export const templatesRoutes: RouteObject[] = [
  { path: '/templates', element: <Templates /> },
  { path: '/preview-template/:id', element: <PreviewTemplate /> },
];
