/**
 * Route guards (spec.md section 5: /admin-dashboard needs an admin session). They render nothing
 * until storage has loaded the sessions, so a reload does not bounce an admin to the log-in page;
 * a first visit (nothing stored: useFirstVisit) goes there at once.
 * The logged-in user's guard, declared in the route table, is in require-user.tsx.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { config } from '../config';
import { normalizeEmail } from '../domain/accounts';
import { useSession } from '../state/session';
import { afterNextPaint } from '../state/after-paint';
import { startStorage } from '../state/storage-start';
import { useFirstVisit } from './require-user';

export { RequireUser } from './require-user';

/**
 * The admin session's email, but only when it names one of the two configured admins: an
 * `adminSession` edited into localStorage is not trusted (spec.md section 6).
 */
export function useAdminEmail(): string | null {
  const adminEmail = useSession((s) => s.adminEmail);
  if (!adminEmail) return null;
  const email = normalizeEmail(adminEmail);
  return config().admins.some((admin) => normalizeEmail(admin.email) === email) ? email : null;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const ready = useSession((s) => s.ready);
  const adminEmail = useAdminEmail();
  const firstVisit = useFirstVisit(!ready);
  if (!ready && firstVisit) return <Navigate to="/admin-login" replace />;
  if (!ready && firstVisit === undefined) return null;
  if (!ready) {
    void afterNextPaint().then(startStorage);
    return null;
  }
  if (!adminEmail) return <Navigate to="/admin-login" replace />;
  return <>{children}</>;
}
