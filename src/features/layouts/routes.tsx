import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { withKind } from '../../sites/with-kind';
import { FOR_USERS } from '../../ui/require-user';

/** The layouts screens' lines of the route table (lazy screens; a publish page comes with its kind). */
const BusinessLayout1 = lazy(() => import('./BusinessLayout1Page'));
const BusinessLayout2 = lazy(() => import('./BusinessLayout2Page'));
const EventLayout1 = lazy(() => import('./EventLayout1Page'));
const EventLayout2 = lazy(() => import('./EventLayout2Page'));
const BlogLayout1 = lazy(() => import('./BlogLayout1Page'));
const BlogLayout2 = lazy(() => import('./BlogLayout2Page'));
const PublishBusiness1 = lazy(() => withKind('business', import('./PublishBusiness1Page')));
const PublishBusiness2 = lazy(() => withKind('business', import('./PublishBusiness2Page')));
const PublishEvent1 = lazy(() => withKind('event', import('./PublishEvent1Page')));
const PublishEvent2 = lazy(() => withKind('event', import('./PublishEvent2Page')));
const PublishBlog1 = lazy(() => withKind('blog', import('./PublishBlog1Page')));
const PublishBlog2 = lazy(() => withKind('blog', import('./PublishBlog2Page')));

export const layoutsRoutes: RouteObject[] = [
  { path: '/business/layout1', element: <BusinessLayout1 />, handle: FOR_USERS },
  { path: '/business/layout2', element: <BusinessLayout2 />, handle: FOR_USERS },
  { path: '/event/layout1', element: <EventLayout1 />, handle: FOR_USERS },
  { path: '/event/layout2', element: <EventLayout2 />, handle: FOR_USERS },
  { path: '/blog/layout1', element: <BlogLayout1 />, handle: FOR_USERS },
  { path: '/blog/layout2', element: <BlogLayout2 />, handle: FOR_USERS },
  { path: '/publish/business1/:id', element: <PublishBusiness1 /> },
  { path: '/publish/business2/:id', element: <PublishBusiness2 /> },
  { path: '/publish/event1/:id', element: <PublishEvent1 /> },
  { path: '/publish/event2/:id', element: <PublishEvent2 /> },
  { path: '/publish/blog1/:id', element: <PublishBlog1 /> },
  { path: '/publish/blog2/:id', element: <PublishBlog2 /> },
];
