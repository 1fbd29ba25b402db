import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './ui/Layout';

// One line per spec.md route; every screen is its own lazily loaded chunk.
const Landing = lazy(() => import('./features/home/LandingPage'));
const Help = lazy(() => import('./features/help/HelpPage'));
const NotFound = lazy(() => import('./features/home/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '/help', element: <Help /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
