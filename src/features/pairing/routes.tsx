import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';
import { PAIR_PATH } from '../../sync/pair-path';

const Pair = lazyScreen(() => import('./PairPage'));

/** The pairing screen's line of the route table (a lazy screen; no log-in: a new browser has none). */
export const pairingRoutes: RouteObject[] = [{ path: PAIR_PATH, element: <Pair /> }];
