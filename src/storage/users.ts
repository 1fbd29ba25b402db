/**
 * Users (localStorage key `users`). Each function is one Dexie transaction.
 * A user's `sites` holds site ids here; the mirror expands them to site records.
 */
import { UserSchema, type User } from '../domain/schemas';
import { trialEndsAt, type PlanId } from '../domain/plans';
import { db, nextOrder, type OmitKnown, type StoredUser } from './db';
import { EmailAlreadyRegisteredError, NotFoundError } from './errors';

export interface NewUser {
  email: string;
  password: string;
  plan: PlanId;
  name?: string;
}

/** Sign-up: refuses an email that is already registered (spec.md section 5). */
export function createUser(input: NewUser): Promise<StoredUser> {
  return db.transaction('rw', db.users, async () => {
    const email = input.email.trim();
    if (await db.users.where('email').equals(email).count()) throw new EmailAlreadyRegisteredError();
    const parsed = UserSchema.parse({ ...input, email, sites: [] });
    const user: StoredUser = { ...parsed, sites: [], _order: nextOrder(), _updatedAt: Date.now() };
    await db.users.add(user);
    return user;
  });
}

export function findUserByEmail(email: string): Promise<StoredUser | undefined> {
  return db.users.where('email').equals(email.trim()).first();
}

/** Every user in sign-up order (admin and billing-admin tables). */
export function listUsers(): Promise<StoredUser[]> {
  return db.users.orderBy('_order').toArray();
}

export type UserPatch = Partial<OmitKnown<User, 'id' | 'sites'>>;

/** Changes some fields of the user with this email; refuses to take another user's email. */
export function updateUser(email: string, patch: UserPatch): Promise<StoredUser> {
  return db.transaction('rw', db.users, async () => {
    const user = await findUserByEmail(email);
    if (!user) throw new NotFoundError(`User ${email}`);
    if (patch.email && patch.email !== user.email && (await findUserByEmail(patch.email))) {
      throw new EmailAlreadyRegisteredError();
    }
    const { sites, id, ...checked } = UserSchema.parse({ ...user, ...patch, sites: [] });
    void sites;
    const updated: StoredUser = { ...user, ...checked, id, _updatedAt: Date.now() };
    await db.users.put(updated);
    return updated;
  });
}

export const blockUser = (email: string) => updateUser(email, { blocked: true });
export const unblockUser = (email: string) => updateUser(email, { blocked: false });

/**
 * Payment captured (spec.md section 4): the user becomes paid, starts a 30-day trial and moves
 * to the new plan.
 */
export function recordPlanPurchase(email: string, plan: PlanId, paidAt: Date = new Date()): Promise<StoredUser> {
  const paymentDate = paidAt.toISOString();
  return updateUser(email, { plan, paid: true, paymentDate, trial: true, trialEnds: trialEndsAt(paidAt) });
}
