import { lazy } from 'react';
import { withKind } from '../../sites/with-kind';
import type { RouteObject } from 'react-router-dom';

/** The builders screens' lines of the route table (lazy screens). */
const pages = () => import('./BuilderPages');
const BusinessCardBuilder = lazy(() => pages().then((m) => ({ default: m.BusinessCardBuilderPage })));
const BlogBuilder = lazy(() => pages().then((m) => ({ default: m.BlogBuilderPage })));
const EventPromoBuilder = lazy(() => pages().then((m) => ({ default: m.EventPromoBuilderPage })));
const ArtistTemplateEditor = lazy(() => pages().then((m) => ({ default: m.ArtistTemplateEditorPage })));
const TemplateBuilder = lazy(() => pages().then((m) => ({ default: m.TemplateBuilderPage })));
const StoredSiteBuilder = lazy(() => pages().then((m) => ({ default: m.StoredSiteBuilderPage })));
const ArtistGalleryEditor = lazy(() => withKind('artist', import('./ArtistGalleryEditor')));

export const buildersRoutes: RouteObject[] = [
  { path: '/builder/business', element: <BusinessCardBuilder /> },
  { path: '/builder/business/:id', element: <BusinessCardBuilder /> },
  { path: '/builder/blog', element: <BlogBuilder /> },
  { path: '/builder/blog/:id', element: <BlogBuilder /> },
  { path: '/builder/event-promo', element: <EventPromoBuilder /> },
  { path: '/builder/event-promo/:id', element: <EventPromoBuilder /> },
  { path: '/builder/:templateId', element: <TemplateBuilder /> },
  { path: '/builder/:type/:id', element: <StoredSiteBuilder /> },
  { path: '/edit-artist-template', element: <ArtistTemplateEditor /> },
  { path: '/edit/artist/gallery', element: <ArtistGalleryEditor /> },
];
