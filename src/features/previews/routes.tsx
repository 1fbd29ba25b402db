import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';
import { withKind } from '../../sites/with-kind';
import { PREVIEW_PAGES } from '../../sites/variant-routes';

/**
 * The previews screens' lines of the route table (lazy screens, each fetched with the kind it
 * shows): a preview page for each variant the manifest gives one (src/sites/manifest.ts).
 */
const shows = () => import('./ShowPages');
const ShowArtist = lazyScreen(() => withKind('artist', shows()).then((m) => ({ default: m.ShowArtistPage })));
const ShowSite = lazyScreen(() => shows().then((m) => ({ default: m.ShowSitePage })));

export const previewsRoutes: RouteObject[] = [
  ...PREVIEW_PAGES.map(({ kind, variant, page }) => {
    const Screen = lazyScreen(() => withKind(kind, import('./PreviewScreen')).then((m) => ({ default: () => <m.PreviewScreen kind={kind} variant={variant} page={page} /> })));
    return { path: `/preview/${page.path}/:id`, element: <Screen /> };
  }),
  { path: '/show/artist/:siteId', element: <ShowArtist /> },
  { path: '/show/:type/:siteId', element: <ShowSite /> },
];
