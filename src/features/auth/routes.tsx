import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const SignUp = lazy(() => import('./SignUpPage'));
const LogIn = lazy(() => import('./LogInPage'));

/** The auth screens' lines of the route table (lazy screens). */
export const authRoutes: RouteObject[] = [
  { path: '/signup', element: <SignUp /> },
  { path: '/login', element: <LogIn /> },
];
