import { lazy } from 'react';
import { withKind } from '../../sites/with-kind';
import type { RouteObject } from 'react-router-dom';
import { FOR_USERS } from '../../ui/require-user';

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
  { path: '/builder/business', element: <BusinessCardBuilder />, handle: FOR_USERS },
  { path: '/builder/business/:id', element: <BusinessCardBuilder />, handle: FOR_USERS },
  { path: '/builder/blog', element: <BlogBuilder />, handle: FOR_USERS },
  { path: '/builder/blog/:id', element: <BlogBuilder />, handle: FOR_USERS },
  { path: '/builder/event-promo', element: <EventPromoBuilder />, handle: FOR_USERS },
  { path: '/builder/event-promo/:id', element: <EventPromoBuilder />, handle: FOR_USERS },
  { path: '/builder/:templateId', element: <TemplateBuilder />, handle: FOR_USERS },
  { path: '/builder/:type/:id', element: <StoredSiteBuilder />, handle: FOR_USERS },
  { path: '/edit-artist-template', element: <ArtistTemplateEditor />, handle: FOR_USERS },
  { path: '/edit/artist/gallery', element: <ArtistGalleryEditor />, handle: FOR_USERS },
];
