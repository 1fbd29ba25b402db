/**
 * Route guards (spec.md section 5: /billing needs a logged-in user, /admin-dashboard an admin
 * session). They render nothing until storage has loaded the sessions, so a reload does not
 * bounce a logged-in person to the log-in page.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../state/session';

export function RequireUser({ children }: { children: ReactNode }) {
  const ready = useSession((s) => s.ready);
  const email = useSession((s) => s.currentUser?.email);
  if (!ready) return null;
  if (!email) return <Navigate to="/login" replace />;
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const ready = useSession((s) => s.ready);
  const adminEmail = useSession((s) => s.adminEmail);
  if (!ready) return null;
  if (!adminEmail) return <Navigate to="/admin-login" replace />;
  return <>{children}</>;
}
