import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './ui/Layout';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { guardRoutes } from './ui/require-user';
import { lazyScreen, preloadScreen } from './ui/lazy-screen';
import { authRoutes } from './features/auth/routes';
import { onboardingCompleteRoutes } from './features/onboarding-complete/routes';
import { billingRoutes } from './features/billing/routes';
import { adminRoutes } from './features/admin/routes';
import { settingsRoutes } from './features/settings/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { manageRoutes } from './features/manage/routes';
import { recycleBinRoutes } from './features/recycle-bin/routes';
import { templatesRoutes } from './features/templates/routes';
import { buildersRoutes } from './features/builders/routes';
import { previewsRoutes } from './features/previews/routes';
import { layoutsRoutes } from './features/layouts/routes';
import { slotsRoutes } from './features/slots/routes';
import { wizardRoutes } from './features/wizard/routes';
import { shareRoutes } from './features/share/routes';
import { pairingRoutes } from './features/pairing/routes';

import LandingPage from './features/home/LandingPage';

// The route table: each feature lists its own routes (src/features/*/routes.tsx), every screen
// a lazily loaded chunk but the landing page: it is the first screen of most visits, and as a
// chunk it cost a second round trip and React's pause before revealing lazy content (1.3 KB).
const Help = lazyScreen(() => import('./features/help/HelpPage'));
const NotFound = lazyScreen(() => import('./features/home/NotFoundPage'));

// Routes marked FOR_USERS in the features' tables ask for a logged-in user (src/ui/guards.tsx).
const screenRoutes: RouteObject[] = guardRoutes([
  { path: '/help', element: <Help /> },
  ...authRoutes,
  ...onboardingCompleteRoutes,
  ...billingRoutes,
  ...adminRoutes,
  ...settingsRoutes,
  ...dashboardRoutes,
  ...manageRoutes,
  ...recycleBinRoutes,
  ...templatesRoutes,
  ...buildersRoutes,
  ...previewsRoutes,
  ...layoutsRoutes,
  ...slotsRoutes,
  ...wizardRoutes,
  ...shareRoutes,
  ...pairingRoutes,
  { path: '*', element: <NotFound /> },
]);

/** Every screen but the landing page, below the frame. */
function Screens() {
  return useRoutes(screenRoutes);
}

const screensRoute: RouteObject = { path: '*', element: <Screens /> };

/**
 * The frame, then the landing page or the other screens' table. The router matches a path by
 * ranking every route of a table, each with a pattern it compiles first: for the ninety routes of
 * the screens, about 3 ms at a phone's speed per match, and the first match of a page (its code
 * not yet optimised) about 9 ms. "/", the first screen of most visits, matches in a table of two
 * (issue 38); any other path is then matched once in the screens' table, as before.
 */
export const routes: RouteObject[] = [
  {
    // The frame itself failing (header, status bar, notices): Brick's screen, not a blank page.
    element: (
      <ErrorBoundary frame>
        <Layout />
      </ErrorBoundary>
    ),
    children: [
      { path: '/', element: <LandingPage /> },
      screensRoute,
    ],
  },
];

/**
 * Starts fetching the lazily loaded screen a path shows. A path the frame's own table gives to
 * the landing page (in the entry) is not looked up in the screens' table, where only NotFound's
 * catch-all would match it.
 */
export function preloadScreensFor(pathname: string): void {
  if (matchRoutes(routes, pathname)?.at(-1)?.route !== screensRoute) return;
  for (const { route } of matchRoutes(screenRoutes, pathname) ?? []) preloadScreen(route.element);
}
