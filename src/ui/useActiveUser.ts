import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { ACCOUNT_BLOCKED } from '../domain/messages';
import { notifyError } from '../state/notices';
import { useSession } from '../state/session';
import { findUserByEmail } from '../storage/users';

/**
 * The logged-in person's email, for screens inside RequireUser. A blocked user (users record
 * `blocked`, spec.md section 4) is logged out and sent to /login, even when the admin blocks
 * them while the screen is open (live query). Returns null until the user is known not blocked.
 */
export function useActiveUser(): string | null {
  const email = useSession((s) => s.currentUser?.email ?? null);
  const navigate = useNavigate();
  const user = useLiveQuery(async () => (email ? ((await findUserByEmail(email)) ?? null) : null), [email]);
  const blocked = user?.blocked === true;
  useEffect(() => {
    if (!blocked) return;
    notifyError(ACCOUNT_BLOCKED);
    void (async () => {
      const { logOut } = await import('../storage/boot');
      await logOut();
      navigate('/login', { replace: true });
    })();
  }, [blocked, navigate]);
  if (!email || user === undefined || blocked) return null;
  return email;
}
