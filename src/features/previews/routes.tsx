import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** The previews screens' lines of the route table (lazy screens). */
const pages = () => import('./PreviewPages');
const shows = () => import('./ShowPages');
const ArtistPreview = lazy(() => pages().then((m) => ({ default: m.ArtistPreviewPage })));
const CardPreview = lazy(() => pages().then((m) => ({ default: m.CardPreviewPage })));
const EventPromoPreview = lazy(() => pages().then((m) => ({ default: m.EventPromoPreviewPage })));
const TravelPreview = lazy(() => pages().then((m) => ({ default: m.TravelPreviewPage })));
const BlogPreview = lazy(() => pages().then((m) => ({ default: m.BlogPreviewPage })));
const BusinessPreview = lazy(() => pages().then((m) => ({ default: m.BusinessPreviewPage })));
const ShowArtist = lazy(() => shows().then((m) => ({ default: m.ShowArtistPage })));
const ShowSite = lazy(() => shows().then((m) => ({ default: m.ShowSitePage })));

export const previewsRoutes: RouteObject[] = [
  { path: '/preview/artist/:id', element: <ArtistPreview /> },
  { path: '/preview/card/:siteId', element: <CardPreview /> },
  { path: '/preview/event-promo/:id', element: <EventPromoPreview /> },
  { path: '/preview/travel/:id', element: <TravelPreview /> },
  { path: '/preview/blog/:id', element: <BlogPreview /> },
  { path: '/preview/business/:id', element: <BusinessPreview /> },
  { path: '/show/artist/:siteId', element: <ShowArtist /> },
  { path: '/show/:type/:siteId', element: <ShowSite /> },
];
