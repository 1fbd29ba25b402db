import { lazy } from 'react';
import { withKind } from '../../sites/with-kind';
import type { RouteObject } from 'react-router-dom';

const Dashboard = lazy(() => import('./DashboardPage'));
const TemplateSelection = lazy(() => withKind('artist', import('./TemplateSelectionPage')));

/** The dashboard screens' lines of the route table (lazy screens). */
export const dashboardRoutes: RouteObject[] = [
  { path: '/dashboard', element: <Dashboard /> },
  { path: '/template-selection', element: <TemplateSelection /> },
];
