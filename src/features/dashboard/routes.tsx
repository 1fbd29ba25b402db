import { lazyScreen } from '../../ui/lazy-screen';
import { withKind } from '../../sites/with-kind';
import type { RouteObject } from 'react-router-dom';
import { FOR_USERS, FOR_USERS_EARLY } from '../../ui/require-user';

const Dashboard = lazyScreen(() => import('./DashboardPage'));
const TemplateSelection = lazyScreen(() => withKind('artist', import('./TemplateSelectionPage')));

/** The dashboard screens' lines of the route table (lazy screens). */
export const dashboardRoutes: RouteObject[] = [
  { path: '/dashboard', element: <Dashboard />, handle: FOR_USERS_EARLY },
  { path: '/template-selection', element: <TemplateSelection />, handle: FOR_USERS },
];
