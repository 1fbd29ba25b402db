import { describe, expect, it } from 'vitest';
import { useFreshStorage, db } from '../storage/support';
import { logIn, signUp } from '../../../src/features/auth/account-actions';
import {
  ACCOUNT_BLOCKED, ALL_FIELDS_REQUIRED, EMAIL_ALREADY_REGISTERED, INVALID_LOGIN, PASSWORDS_DO_NOT_MATCH,
} from '../../../src/domain/messages';
import { blockUser, createUser, findUserByEmail, recordPlanPurchase } from '../../../src/storage/users';
import { readCurrentUser, setCurrentUser } from '../../../src/storage/sessions';
import { listSite, saveUserSite } from '../../../src/storage/sites';
import { moveToRecycleBin } from '../../../src/storage/recycle-bin';
import { hasSeenConfetti, markConfettiShown } from '../../../src/storage/flags';
import { adminTotals, changeUserEmail, findUserByEmailIgnoringCase, listAllSites } from '../../../src/storage/accounts-extra';
import { EmailAlreadyRegisteredError } from '../../../src/storage/errors';
import { getItemByKey } from '../../../src/outbox/queue';
import { welcomeKey } from '../../../src/outbox/email';
import { useSession } from '../../../src/state/session';

useFreshStorage();

const form = { email: 'Ada.Lovelace@Example.com', password: 'pw-1', confirmPassword: 'pw-1', plan: 'standard' };

describe('sign-up', () => {
  it('creates the user with the spec fields and a hashed password, logs them in and queues one welcome e-mail', async () => {
    const result = await signUp(form);
    expect(result).toEqual({ ok: true, email: 'ada.lovelace@example.com' });
    const user = await findUserByEmail('ada.lovelace@example.com');
    expect(user).toMatchObject({
      email: 'ada.lovelace@example.com', plan: 'standard', sites: [], blocked: false, name: 'Ada Lovelace',
      paid: false, paymentDate: null, trial: false, trialEnds: null,
    });
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.password).toMatch(/^pbkdf2-sha256\$600000\$/);
    expect((await readCurrentUser())?.email).toBe('ada.lovelace@example.com');
    expect(useSession.getState().currentUser?.email).toBe('ada.lovelace@example.com');
    const email = await getItemByKey(welcomeKey('ada.lovelace@example.com'));
    expect(email?.kind).toBe('email');
    expect(email?.kind === 'email' && email.payload.params).toMatchObject({ name: 'Ada Lovelace', email: 'ada.lovelace@example.com' });
  });

  it('refuses incomplete forms, mismatched passwords and a registered email (ignoring case)', async () => {
    expect(await signUp({ ...form, plan: '' })).toEqual({ ok: false, message: ALL_FIELDS_REQUIRED });
    expect(await signUp({ ...form, confirmPassword: 'other' })).toEqual({ ok: false, message: PASSWORDS_DO_NOT_MATCH });
    await createUser({ email: 'ada.lovelace@example.com', password: 'x', plan: 'free' });
    expect(await signUp(form)).toEqual({ ok: false, message: EMAIL_ALREADY_REGISTERED });
    expect(await db.users.count()).toBe(1);
    expect(await readCurrentUser()).toBeNull();
  });
});

describe('log-in', () => {
  it('upgrades a plain-text password from old data to a hash on the first log-in, and the hash works next time', async () => {
    await createUser({ email: 'ada@example.com', password: 'hunter2', plan: 'standard' });
    expect(await logIn('ada@example.com', 'wrong')).toEqual({ ok: false, message: INVALID_LOGIN });
    expect((await findUserByEmail('ada@example.com'))?.password).toBe('hunter2');

    expect(await logIn('ADA@example.com ', 'hunter2')).toEqual({ ok: true, email: 'ada@example.com' });
    const stored = (await findUserByEmail('ada@example.com'))?.password;
    expect(stored).toMatch(/^pbkdf2-sha256\$600000\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain('hunter2');
    expect((await readCurrentUser())?.email).toBe('ada@example.com');

    expect(await logIn('ada@example.com', 'hunter2')).toEqual({ ok: true, email: 'ada@example.com' });
    expect((await findUserByEmail('ada@example.com'))?.password).toBe(stored); // not re-hashed
  });

  it('tells a blocked user so and does not log them in; unknown users get the generic message', async () => {
    await createUser({ email: 'bob@example.com', password: 'pass', plan: 'free' });
    await blockUser('bob@example.com');
    expect(await logIn('bob@example.com', 'pass')).toEqual({ ok: false, message: ACCOUNT_BLOCKED });
    expect(await logIn('bob@example.com', 'nope')).toEqual({ ok: false, message: INVALID_LOGIN });
    expect(await logIn('nobody@example.com', 'pass')).toEqual({ ok: false, message: INVALID_LOGIN });
    expect(await logIn('bob@example.com', '')).toEqual({ ok: false, message: INVALID_LOGIN });
    expect(await readCurrentUser()).toBeNull();
  });
});

describe('plan purchase', () => {
  it('makes the user paid with a 30-day trial from the payment and moves the session to the new plan', async () => {
    await createUser({ email: 'ada@x.io', password: 'pw', plan: 'free' });
    await setCurrentUser('ada@x.io');
    const paidAt = new Date('2026-03-01T12:00:00.000Z');
    const user = await recordPlanPurchase('ada@x.io', 'standard', paidAt);
    expect(user).toMatchObject({ plan: 'standard', paid: true, trial: true, paymentDate: '2026-03-01T12:00:00.000Z' });
    expect(new Date(String(user.trialEnds)).getTime() - paidAt.getTime()).toBe(2_592_000_000);
    expect((await readCurrentUser())?.plan).toBe('standard');
  });
});

describe('changing the email', () => {
  it('keeps the user’s sites, recycle bin, session and confetti flag theirs', async () => {
    await createUser({ email: 'ada@x.io', password: 'pw', plan: 'basic', name: 'Ada' });
    await setCurrentUser('ada@x.io');
    await saveUserSite('ada@x.io', { id: 's1', name: 'Studio', type: 'artist' });
    await listSite({ id: 's2', name: 'Gone', type: 'blog' }, 'ada@x.io');
    await moveToRecycleBin('s2');
    await markConfettiShown('ada@x.io');

    const updated = await changeUserEmail('ada@x.io', 'ada@new.io', { name: 'Ada L.' });
    expect(updated).toMatchObject({ email: 'ada@new.io', name: 'Ada L.' });
    expect(await findUserByEmail('ada@x.io')).toBeUndefined();
    expect((await findUserByEmail('ada@new.io'))?.sites).toContain('s1');
    expect((await db.sites.get('s1'))?.owner).toBe('ada@new.io');
    expect((await db.recycleBin.get('s2'))?.owner).toBe('ada@new.io');
    expect((await readCurrentUser())?.email).toBe('ada@new.io');
    expect(await hasSeenConfetti('ada@new.io')).toBe(true);
    expect(await hasSeenConfetti('ada@x.io')).toBe(false);
  });

  it('refuses an email another account uses, in any case', async () => {
    await createUser({ email: 'ada@x.io', password: 'pw', plan: 'basic' });
    await createUser({ email: 'bob@x.io', password: 'pw', plan: 'basic' });
    await expect(changeUserEmail('ada@x.io', 'bob@x.io')).rejects.toBeInstanceOf(EmailAlreadyRegisteredError);
    await expect(changeUserEmail('ada@x.io', 'BOB@x.io')).rejects.toBeInstanceOf(EmailAlreadyRegisteredError);
    expect((await findUserByEmail('ada@x.io'))?.email).toBe('ada@x.io');
    // Keeping one's own email (and changing the name) is fine.
    expect((await changeUserEmail('ada@x.io', 'ada@x.io', { name: 'Ada' })).name).toBe('Ada');
    expect((await findUserByEmailIgnoringCase(' ADA@X.IO'))?.name).toBe('Ada');
  });
});

describe('admin views', () => {
  it('counts users, sites, published sites and blocked users, and lists every site', async () => {
    await createUser({ email: 'ada@x.io', password: 'pw', plan: 'basic' });
    await createUser({ email: 'bob@x.io', password: 'pw', plan: 'free' });
    await blockUser('bob@x.io');
    await saveUserSite('ada@x.io', { id: 'draft', name: 'Draft', type: 'artist' });
    await listSite({ id: 'live', name: 'Live', type: 'blog' }, 'ada@x.io');
    expect(await adminTotals()).toEqual({ users: 2, sites: 2, published: 1, blocked: 1 });
    expect((await listAllSites()).map((s) => [s.id, s.listed])).toEqual([
      ['draft', false],
      ['live', true],
    ]);
  });
});
