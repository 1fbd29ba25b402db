import { lazyScreen } from '../../ui/lazy-screen';
import { withKind } from '../../sites/with-kind';
import { SINGLE_PAGE_BUILDERS } from '../../sites/single-page-builders';
import type { RouteObject } from 'react-router-dom';
import { FOR_USERS } from '../../ui/require-user';

/** The builders screens' lines of the route table (lazy screens). */
const pages = () => import('./BuilderPages');
const ArtistTemplateEditor = lazyScreen(() => pages().then((m) => ({ default: m.ArtistTemplateEditorPage })));
const TemplateBuilder = lazyScreen(() => pages().then((m) => ({ default: m.TemplateBuilderPage })));
const StoredSiteBuilder = lazyScreen(() => pages().then((m) => ({ default: m.StoredSiteBuilderPage })));
const ArtistGalleryEditor = lazyScreen(() => withKind('artist', import('./ArtistGalleryEditor')));

export const buildersRoutes: RouteObject[] = [
  // The single-page builders' routes, from the manifest (src/sites/manifest.ts): each with and without a record's id.
  ...SINGLE_PAGE_BUILDERS.flatMap(({ kind, path }) => {
    const Builder = lazyScreen(() => withKind(kind, pages()).then((m) => ({ default: () => <m.SinglePageBuilderPage kind={kind} /> })));
    return [path, `${path}/:id`].map((route) => ({ path: route, element: <Builder />, handle: FOR_USERS }));
  }),
  { path: '/builder/:templateId', element: <TemplateBuilder />, handle: FOR_USERS },
  { path: '/builder/:type/:id', element: <StoredSiteBuilder />, handle: FOR_USERS },
  { path: '/edit-artist-template', element: <ArtistTemplateEditor />, handle: FOR_USERS },
  { path: '/edit/artist/gallery', element: <ArtistGalleryEditor />, handle: FOR_USERS },
];
