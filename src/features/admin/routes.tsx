import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const AdminLogin = lazy(() => import('./AdminLoginPage'));
const AdminDashboard = lazy(() => import('./AdminDashboardPage'));
const BillingAdmin = lazy(() => import('./BillingAdminPage'));

/** The admin screens' lines of the route table (lazy screens). */
export const adminRoutes: RouteObject[] = [
  { path: '/admin-login', element: <AdminLogin /> },
  { path: '/admin-dashboard', element: <AdminDashboard /> },
  { path: '/billing-admin', element: <BillingAdmin /> },
];
