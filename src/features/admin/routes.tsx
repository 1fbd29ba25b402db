import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';

const AdminLogin = lazyScreen(() => import('./AdminLoginPage'));
const AdminDashboard = lazyScreen(() => import('./AdminDashboardPage'));
const BillingAdmin = lazyScreen(() => import('./BillingAdminPage'));

/** The admin screens' lines of the route table (lazy screens). */
export const adminRoutes: RouteObject[] = [
  { path: '/admin-login', element: <AdminLogin /> },
  { path: '/admin-dashboard', element: <AdminDashboard /> },
  { path: '/billing-admin', element: <BillingAdmin /> },
];
