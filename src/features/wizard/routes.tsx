import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';
import { FOR_USERS } from '../../ui/require-user';

/** The wizard screens' lines of the route table (lazy screens). */
const Step1 = lazyScreen(() => import('./Step1Page'));
const Step2 = lazyScreen(() => import('./Step2Page'));
const Step3 = lazyScreen(() => import('./Step3Page'));
const Step4 = lazyScreen(() => import('./Step4Page'));
const Step5 = lazyScreen(() => import('./Step5Page'));
const Step6 = lazyScreen(() => import('./Step6Page'));
const Step7 = lazyScreen(() => import('./Step7Page'));
const Step8 = lazyScreen(() => import('./Step8Page'));
const Entry = lazyScreen(() => import('./EntryPage'));
const SinglePage = lazyScreen(() => import('./SinglePageWizard'));
const Listing = lazyScreen(() => import('./ListingPage'));

export const wizardRoutes: RouteObject[] = [
  { path: '/onboarding/step1', element: <Step1 />, handle: FOR_USERS },
  { path: '/onboarding/step2', element: <Step2 />, handle: FOR_USERS },
  { path: '/onboarding/step3', element: <Step3 />, handle: FOR_USERS },
  { path: '/onboarding/step4', element: <Step4 />, handle: FOR_USERS },
  { path: '/onboarding/step5', element: <Step5 />, handle: FOR_USERS },
  { path: '/onboarding/step6', element: <Step6 />, handle: FOR_USERS },
  { path: '/onboarding/step7', element: <Step7 />, handle: FOR_USERS },
  { path: '/onboarding/step8', element: <Step8 />, handle: FOR_USERS },
  { path: '/onboard', element: <SinglePage />, handle: FOR_USERS },
  { path: '/onboard/blog', element: <Entry kind="blog" />, handle: FOR_USERS },
  { path: '/onboard/travel', element: <Entry kind="travel" />, handle: FOR_USERS },
  { path: '/onboard/event', element: <Entry kind="event" />, handle: FOR_USERS },
  { path: '/onboard/business', element: <Entry kind="business" />, handle: FOR_USERS },
  { path: '/preview-site-generated/:siteId', element: <Listing /> },
  { path: '/listing/:id', element: <Listing /> },
];
