import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';

/** The templates screens' lines of the route table (lazy screens). */
const Templates = lazyScreen(() => import('./TemplatesPage'));
const PreviewTemplate = lazyScreen(() => import('./PreviewTemplatePage'));

export const templatesRoutes: RouteObject[] = [
  { path: '/templates', element: <Templates /> },
  { path: '/preview-template/:id', element: <PreviewTemplate /> },
];
