/**
 * Sessions (keys `currentUser` and `adminSession`). The current user row keeps the email and a
 * snapshot; the view joins the users table so plan and sites are always the user's own.
 */
import { withoutInternals, db } from './db';
import type { SiteView } from './sites';

export interface CurrentUserView {
  email: string;
  plan: string;
  sites: Array<SiteView | string>;
}

export interface SessionView {
  currentUser: CurrentUserView | null;
  adminEmail: string | null;
}

/** Logs a user in: records their email, plan and site ids. */
export function setCurrentUser(email: string): Promise<void> {
  return db.transaction('rw', db.sessions, db.users, async () => {
    const user = await db.users.where('email').equals(email).first();
    const value = { email, plan: user?.plan ?? 'free', sites: user?.sites ?? [] };
    await db.sessions.put({ key: 'currentUser', value, _updatedAt: Date.now() });
  });
}

export function clearCurrentUser(): Promise<void> {
  return db.transaction('rw', db.sessions, () => db.sessions.delete('currentUser'));
}

export function setAdminSession(email: string): Promise<void> {
  return db.transaction('rw', db.sessions, async () => {
    await db.sessions.put({ key: 'adminSession', value: { email }, _updatedAt: Date.now() });
  });
}

export function clearAdminSession(): Promise<void> {
  return db.transaction('rw', db.sessions, () => db.sessions.delete('adminSession'));
}

/** Expands site ids to records; an id with no record stays a bare id, as old data had it. */
export async function expandSiteIds(ids: string[]): Promise<Array<SiteView | string>> {
  const sites = await db.sites.bulkGet(ids);
  return ids.map((id, index) => {
    const site = sites[index];
    return site ? withoutInternals(site) : id;
  });
}

/**
 * The logged-in user's view, with their sites as `sitesOf` gives them; null: nobody, or a session
 * naming no stored user (not trusted).
 */
async function loggedIn(sitesOf: (ids: string[]) => CurrentUserView['sites'] | Promise<CurrentUserView['sites']>): Promise<CurrentUserView | null> {
  const row = await db.sessions.get('currentUser');
  if (!row || row.key !== 'currentUser') return null;
  const user = await db.users.where('email').equals(row.value.email).first();
  return user ? { ...row.value, email: row.value.email, plan: user.plan, sites: await sitesOf(user.sites) } : null;
}

/**
 * The current user as the `currentUser` key has it (spec.md section 3): their site records. A
 * session naming no stored user (a hand-edited or stale `currentUser`) is not trusted: nobody is
 * logged in.
 */
export function readCurrentUser(): Promise<CurrentUserView | null> {
  return db.transaction('r', db.sessions, db.users, db.sites, () => loggedIn(expandSiteIds));
}

/**
 * The current user as screens and guards see them: email, plan and site ids. It reads no site,
 * so its live query (session-sync.ts) does not run again, in every tab, at each keystroke an
 * editor writes to a site: those reads queued before the next keystroke's write, and another tab
 * showed the key later (bench/other-tab.mjs). Screens read the site records they show themselves.
 */
export function readSessionUser(): Promise<CurrentUserView | null> {
  return db.transaction('r', db.sessions, db.users, () => loggedIn((ids) => [...ids]));
}

export async function readAdminEmail(): Promise<string | null> {
  const row = await db.sessions.get('adminSession');
  return row && row.key === 'adminSession' ? row.value.email : null;
}

export function readSessionView(): Promise<SessionView> {
  return db.transaction('r', db.sessions, db.users, async () => ({
    currentUser: await readSessionUser(),
    adminEmail: await readAdminEmail(),
  }));
}
