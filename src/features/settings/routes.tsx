import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const Settings = lazy(() => import('./SettingsPage'));

/** The settings screens' lines of the route table (lazy screens). */
export const settingsRoutes: RouteObject[] = [{ path: '/settings', element: <Settings /> }];
