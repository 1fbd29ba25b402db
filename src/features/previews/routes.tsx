import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { withKind } from '../../sites/with-kind';

/** The previews screens' lines of the route table (lazy screens, each fetched with the kind it shows). */
const pages = () => import('./PreviewPages');
const shows = () => import('./ShowPages');
const ArtistPreview = lazy(() => withKind('artist', pages()).then((m) => ({ default: m.ArtistPreviewPage })));
const CardPreview = lazy(() => withKind('business-card', pages()).then((m) => ({ default: m.CardPreviewPage })));
const EventPromoPreview = lazy(() => withKind('event-promo', pages()).then((m) => ({ default: m.EventPromoPreviewPage })));
const TravelPreview = lazy(() => withKind('travel', pages()).then((m) => ({ default: m.TravelPreviewPage })));
const BlogPreview = lazy(() => withKind('blog', pages()).then((m) => ({ default: m.BlogPreviewPage })));
const BusinessPreview = lazy(() => withKind('business', pages()).then((m) => ({ default: m.BusinessPreviewPage })));
const ShowArtist = lazy(() => withKind('artist', shows()).then((m) => ({ default: m.ShowArtistPage })));
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
