/**
 * Who may open a screen (spec.md section 5: /billing and /manage need a logged-in user; section 6:
 * registered users build, visitors see published and preview pages). Declared once, in the route
 * table: a route whose `handle` is FOR_USERS is wrapped in RequireUser by `guardRoutes`
 * (src/routes.tsx). Kept apart from guards.tsx: the route table is in the entry chunk.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { withReturnPath } from '../domain/return-path';
import { useSession } from '../state/session';
import { preloadScreen } from './lazy-screen';
import { afterNextPaint } from '../state/after-paint';

/** A visitor goes to /login, which brings them back here (with the query) once logged in. */
export function RequireUser({ children }: { children: ReactNode }) {
  const ready = useSession((s) => s.ready);
  const email = useSession((s) => s.currentUser?.email);
  const location = useLocation();
  if (!ready) {
    // Fetched while storage starts, not after it; and after the frame that shows the header, whose
    // paint the screen's code (which brings storage's) would otherwise wait for.
    void afterNextPaint().then(() => preloadScreen(children));
    return null;
  }
  if (!email) return <Navigate to={withReturnPath('/login', location.pathname + location.search)} replace />;
  return <>{children}</>;
}

/** The route table's marker: this screen creates or edits sites, or is a person's own. */
export const FOR_USERS = { access: 'user' } as const;

const isForUsers = (route: RouteObject) => (route.handle as { access?: string } | undefined)?.access === 'user';

/** Wraps every route marked FOR_USERS (at any depth) in RequireUser. */
export function guardRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? guardRoutes(route.children) : undefined;
    const element = isForUsers(route) && route.element ? <RequireUser>{route.element}</RequireUser> : route.element;
    return { ...route, element, ...(children ? { children } : {}) } as RouteObject;
  });
}
