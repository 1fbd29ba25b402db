import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FOR_USERS } from '../../ui/require-user';

const SignUp = lazy(() => import('./SignUpPage'));
const LogIn = lazy(() => import('./LogInPage'));
const OnboardingComplete = lazy(() => import('../onboarding-complete/OnboardingCompletePage'));

/** The auth screens' lines of the route table (lazy screens). */
export const authRoutes: RouteObject[] = [
  { path: '/signup', element: <SignUp /> },
  { path: '/login', element: <LogIn /> },
  { path: '/onboarding/complete', element: <OnboardingComplete />, handle: FOR_USERS },
];
