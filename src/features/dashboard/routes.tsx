import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const Dashboard = lazy(() => import('./DashboardPage'));
const TemplateSelection = lazy(() => import('./TemplateSelectionPage'));

/** The dashboard screens' lines of the route table (lazy screens). */
export const dashboardRoutes: RouteObject[] = [
  { path: '/dashboard', element: <Dashboard /> },
  { path: '/template-selection', element: <TemplateSelection /> },
];
