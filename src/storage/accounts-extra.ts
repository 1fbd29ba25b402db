/**
 * Account operations that span several tables (settings: changing the email; admin: listing
 * every site). Each function is one Dexie transaction.
 */
import { db, withoutInternals, type StoredUser } from './db';
import { EmailAlreadyRegisteredError, NotFoundError } from './errors';
import { confettiKey } from './flags';
import type { SiteView } from './sites';
import type { UserPatch } from './users';

/**
 * Changes a user's email (and any other fields in `patch`) and keeps everything that names them
 * by email pointing at them: the sites they own, their recycle bin, the current-user session and
 * their confetti flag. Refuses an email another account uses.
 */
export function changeUserEmail(oldEmail: string, newEmail: string, patch: UserPatch = {}): Promise<StoredUser> {
  const to = newEmail.trim();
  return db.transaction('rw', [db.users, db.sites, db.recycleBin, db.sessions, db.flags], async () => {
    const user = await db.users.where('email').equals(oldEmail).first();
    if (!user) throw new NotFoundError(`User ${oldEmail}`);
    const now = Date.now();
    if (to !== oldEmail) {
      const other = await db.users.where('email').equals(to).first();
      const otherIgnoringCase = (await db.users.toArray()).find(
        (u) => u.id !== user.id && u.email.toLowerCase() === to.toLowerCase(),
      );
      if ((other && other.id !== user.id) || otherIgnoringCase) throw new EmailAlreadyRegisteredError();
    }
    const updated: StoredUser = { ...user, ...patch, email: to, id: user.id, sites: user.sites, _updatedAt: now };
    await db.users.put(updated);
    if (to === oldEmail) return updated;

    await db.sites.where('owner').equals(oldEmail).modify((site) => {
      site.owner = to;
      // Content fields (a card's contact email, say) are the person's words: left as they are.
      site._updatedAt = now;
    });
    await db.recycleBin.where('owner').equals(oldEmail).modify((row) => {
      row.owner = to;
      if (row.site.owner === oldEmail) row.site = { ...row.site, owner: to };
    });
    const session = await db.sessions.get('currentUser');
    if (session?.key === 'currentUser' && session.value.email === oldEmail) {
      await db.sessions.put({ ...session, value: { ...session.value, email: to }, _updatedAt: now });
    }
    const flag = await db.flags.get(confettiKey(oldEmail));
    if (flag) {
      await db.flags.put({ ...flag, key: confettiKey(to), _updatedAt: now });
      await db.flags.delete(flag.key);
    }
    return updated;
  });
}

/** Every site Brick holds, listed or not, in the order they were added (admin dashboard). */
export async function listAllSites(): Promise<Array<SiteView & { listed: boolean }>> {
  const sites = await db.sites.orderBy('_order').toArray();
  return sites.map((site) => ({ ...withoutInternals(site), listed: site._listed === 1 }));
}

/** Totals for the admin dashboard, read together so they agree with each other. */
export function adminTotals(): Promise<{ users: number; sites: number; published: number; blocked: number }> {
  return db.transaction('r', db.users, db.sites, async () => {
    const users = await db.users.toArray();
    const sites = await db.sites.toArray();
    return {
      users: users.length,
      sites: sites.length,
      published: sites.filter((site) => site._listed === 1 || site.published === true).length,
      blocked: users.filter((user) => user.blocked).length,
    };
  });
}

/** The user with this email, ignoring case and surrounding spaces (old data kept what people typed). */
export async function findUserByEmailIgnoringCase(email: string): Promise<StoredUser | undefined> {
  const trimmed = email.trim();
  if (!trimmed) return undefined;
  const exact = await db.users.where('email').equals(trimmed).first();
  if (exact) return exact;
  const wanted = trimmed.toLowerCase();
  return db.users.filter((user) => user.email.trim().toLowerCase() === wanted).first();
}
