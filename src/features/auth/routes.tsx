import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';

const SignUp = lazyScreen(() => import('./SignUpPage'));
const LogIn = lazyScreen(() => import('./LogInPage'));

/** The auth screens' lines of the route table (lazy screens). */
export const authRoutes: RouteObject[] = [
  { path: '/signup', element: <SignUp /> },
  { path: '/login', element: <LogIn /> },
];
