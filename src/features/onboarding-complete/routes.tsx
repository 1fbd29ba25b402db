import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';
import { FOR_USERS } from '../../ui/require-user';

const OnboardingComplete = lazyScreen(() => import('./OnboardingCompletePage'));

/** The welcome after signing up and choosing a plan (lazy screen). */
export const onboardingCompleteRoutes: RouteObject[] = [
  { path: '/onboarding/complete', element: <OnboardingComplete />, handle: FOR_USERS },
];
