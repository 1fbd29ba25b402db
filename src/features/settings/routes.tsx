import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';
import { FOR_USERS } from '../../ui/require-user';

const Settings = lazyScreen(() => import('./SettingsPage'));

/** The settings screens' lines of the route table (lazy screens). */
export const settingsRoutes: RouteObject[] = [{ path: '/settings', element: <Settings />, handle: FOR_USERS }];
