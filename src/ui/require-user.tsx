/**
 * Who may open a screen (spec.md section 5: /billing and /manage need a logged-in user; section 6:
 * registered users build, visitors see published and preview pages). Declared once, in the route
 * table: a route whose `handle` is FOR_USERS is wrapped in RequireUser by `guardRoutes`
 * (src/routes.tsx). Kept apart from guards.tsx: the route table is in the entry chunk.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { withReturnPath } from '../domain/return-path';
import { useSession } from '../state/session';
import { preloadScreen } from './lazy-screen';
import { afterNextPaint } from '../state/after-paint';
import { mirroredUserEmail } from '../storage/mirror-read';
import { startStorage } from '../state/storage-start';
import { somethingStored, somethingStoredNow } from '../storage/presence';

/**
 * A visitor goes to /login, which brings them back here (with the query) once logged in. `early`:
 * the screen paints while storage opens when the mirror says someone is logged in (its frame
 * reads nothing stored; issue 38); storage's answer then keeps it or sends them to /login. A first
 * visit (nothing of Brick's stored) needs no answer: it goes to /login at once.
 */
export function RequireUser({ children, early = false }: { children: ReactNode; early?: boolean }) {
  const ready = useSession((s) => s.ready);
  const email = useSession((s) => s.currentUser?.email);
  const location = useLocation();
  const firstVisit = useFirstVisit(!ready);
  if (!ready && early && mirroredUserEmail()) return <>{children}</>;
  if (!ready && firstVisit) return <Navigate to={withReturnPath('/login', location.pathname + location.search)} replace />;
  if (!ready && firstVisit === undefined) return null;
  if (!ready) {
    // The screen waits for storage: both start after the frame that shows the header (whose paint
    // they would otherwise hold back), side by side.
    void afterNextPaint().then(() => {
      preloadScreen(children);
      void startStorage();
    });
    return null;
  }
  if (!email) return <Navigate to={withReturnPath('/login', location.pathname + location.search)} replace />;
  return <>{children}</>;
}

/**
 * Whether this browser holds nothing of Brick's (storage/presence.ts), asked while storage has not
 * started: undefined until known. Then no one can be logged in, and a guard sends the visitor on at
 * once, without opening storage (a second on a phone, spent creating an empty database) or
 * fetching the screen. When localStorage holds anything the answer (no) is known at once.
 */
export function useFirstVisit(asking: boolean): boolean | undefined {
  const [firstVisit, setFirstVisit] = useState<boolean | undefined>(() => (somethingStoredNow() ? false : undefined));
  useEffect(() => {
    if (!asking || firstVisit !== undefined) return;
    let current = true;
    void somethingStored().then((stored) => current && setFirstVisit(!stored));
    return () => {
      current = false;
    };
  }, [asking, firstVisit]);
  return firstVisit;
}

/** The route table's marker: this screen creates or edits sites, or is a person's own. */
export const FOR_USERS = { access: 'user' } as const;
/** FOR_USERS, for a screen whose frame reads nothing stored: it paints while storage opens. */
export const FOR_USERS_EARLY = { access: 'user', early: true } as const;

type Access = { access?: string; early?: boolean } | undefined;
const isForUsers = (route: RouteObject) => (route.handle as Access)?.access === 'user';

/** Wraps every route marked FOR_USERS (at any depth) in RequireUser. */
export function guardRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? guardRoutes(route.children) : undefined;
    const element = isForUsers(route) && route.element ? <RequireUser early={(route.handle as Access)?.early}>{route.element}</RequireUser> : route.element;
    return { ...route, element, ...(children ? { children } : {}) } as RouteObject;
  });
}
