import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';

/** "Make a copy to edit" of a share link (issue 25); it asks for a log-in itself, keeping the link. */
const CopySharedSite = lazyScreen(() => import('./CopySharedSitePage'));

/**
 * A host that answers /s with the app page instead of the share viewer (s/index.html) still
 * opens the link: hand over to the viewer, keeping the fragment (the site itself).
 */
function OpenShareViewer() {
  window.location.replace(`/s/${window.location.hash}`);
  return null;
}

export const shareRoutes: RouteObject[] = [
  { path: '/s', element: <OpenShareViewer /> },
  { path: '/copy', element: <CopySharedSite /> },
];
