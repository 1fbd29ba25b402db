import { describe, expect, it } from 'vitest';
import {
  billingOptions, checkAdminCredentials, displayName, looksLikeEmail, nameFromEmail, normalizeEmail, orderAmount, planOptionState,
  siteLimitProblem, signUpFieldErrors, trialState, validateSignUp,
} from '../../../src/domain/accounts';
import {
  ALL_FIELDS_REQUIRED, CONFIRM_PASSWORD_REQUIRED, EMAIL_ALREADY_REGISTERED, EMAIL_REQUIRED, ENTER_VALID_EMAIL, PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH, PLAN_REQUIRED, planLimitReached, trialStarted,
} from '../../../src/domain/messages';
import { TRIAL_MS, trialEndsAt } from '../../../src/domain/plans';
import { hashPassword } from '../../../src/domain/passwords';
import { readConfig } from '../../../src/config-schema';

const valid = { email: 'ada@example.com', password: 'pw', confirmPassword: 'pw', plan: 'basic' };

describe('sign-up validation (spec.md section 5)', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it.each([
    ['email', { email: '  ' }],
    ['password', { password: '' }],
    ['confirm password', { confirmPassword: '' }],
    ['plan', { plan: null }],
    ['an unknown plan', { plan: 'gold' }],
  ])('requires %s', (_what, patch) => {
    expect(validateSignUp({ ...valid, ...patch })).toBe(ALL_FIELDS_REQUIRED);
  });

  it('reports missing fields before a mismatch, and a mismatch when all are there', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'other', plan: undefined })).toBe(ALL_FIELDS_REQUIRED);
    expect(validateSignUp({ ...valid, confirmPassword: 'other' })).toBe(PASSWORDS_DO_NOT_MATCH);
  });

  it('tells each field its own part of the problem (the form says the spec message above them)', () => {
    const empty = { email: '', password: '', confirmPassword: '', plan: null };
    expect(signUpFieldErrors(empty, ALL_FIELDS_REQUIRED)).toEqual({
      email: EMAIL_REQUIRED, password: PASSWORD_REQUIRED, confirmPassword: CONFIRM_PASSWORD_REQUIRED, plan: PLAN_REQUIRED,
    });
    expect(signUpFieldErrors({ ...valid, plan: null }, ALL_FIELDS_REQUIRED)).toEqual({ plan: PLAN_REQUIRED });
    expect(signUpFieldErrors({ ...valid, confirmPassword: 'x' }, PASSWORDS_DO_NOT_MATCH)).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
    expect(signUpFieldErrors(valid, EMAIL_ALREADY_REGISTERED)).toEqual({ email: EMAIL_ALREADY_REGISTERED });
    expect(signUpFieldErrors(valid, 'Your account could not be created on this device.')).toEqual({});
  });

  it('wants something that looks like an email address', () => {
    expect(validateSignUp({ ...valid, email: 'ada' })).toBe(ENTER_VALID_EMAIL);
    expect(looksLikeEmail('ada@example.com')).toBe(true);
    expect(looksLikeEmail('ada @example.com')).toBe(false);
  });

  it('normalises emails and makes a readable name from one', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(nameFromEmail('ada.lovelace+brick@example.com')).toBe('Ada Lovelace');
    expect(nameFromEmail('bob@example.com')).toBe('Bob');
    expect(displayName({ name: '  ', email: 'grace_hopper@navy.mil' })).toBe('Grace Hopper');
    expect(displayName({ name: 'Ada', email: 'x@y.z' })).toBe('Ada');
  });
});

describe('upgrade order (spec.md section 4)', () => {
  it('shows the current plan, lower plans as not available and higher ones as buyable', () => {
    expect(billingOptions('standard')).toEqual([
      { plan: 'free', state: 'unavailable' },
      { plan: 'basic', state: 'unavailable' },
      { plan: 'standard', state: 'current' },
      { plan: 'premium', state: 'upgrade' },
    ]);
    expect(billingOptions('free').filter((o) => o.state === 'upgrade').map((o) => o.plan)).toEqual(['basic', 'standard', 'premium']);
    expect(billingOptions('premium').some((o) => o.state === 'upgrade')).toBe(false);
    expect(planOptionState('basic', 'basic')).toBe('current');
  });

  it('reads old plan labels as plan ids', () => {
    expect(billingOptions('Standard').find((o) => o.state === 'current')?.plan).toBe('standard');
  });

  it('orders the plan price in USD with two decimals', () => {
    expect(orderAmount('basic')).toBe('12.00');
    expect(orderAmount('standard')).toBe('24.00');
    expect(orderAmount('premium')).toBe('50.00');
  });

  it('words the trial notice as spec.md does', () => {
    expect(trialStarted('Standard')).toBe("Trial started! You've been upgraded to Standard with a 30-day free trial.");
  });
});

describe('trial dates (spec.md section 9: 2592000000 ms)', () => {
  it('ends 30 days after payment', () => {
    const paid = new Date('2026-01-01T10:00:00.000Z');
    expect(new Date(trialEndsAt(paid)).getTime() - paid.getTime()).toBe(2_592_000_000);
    expect(TRIAL_MS).toBe(2_592_000_000);
    expect(trialEndsAt(paid)).toBe('2026-01-31T10:00:00.000Z');
  });

  it('is running before the end and ended after', () => {
    const user = { trial: true, trialEnds: '2026-01-31T10:00:00.000Z' };
    expect(trialState(user, new Date('2026-01-15T00:00:00Z')).status).toBe('running');
    expect(trialState(user, new Date('2026-02-01T00:00:00Z')).status).toBe('ended');
    expect(trialState({ trial: false, trialEnds: null }).status).toBe('none');
    expect(trialState({ trial: true, trialEnds: 'not a date' }).status).toBe('none');
    // Old data may keep trialEnds as epoch milliseconds.
    expect(trialState({ trial: true, trialEnds: Date.UTC(2026, 0, 31) }, new Date('2026-01-01')).endsAt?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});

describe('plan limits (spec.md section 6)', () => {
  it('allows sites up to the limit and then names the plan and its limit', () => {
    expect(siteLimitProblem('free', 0)).toBeNull();
    expect(siteLimitProblem('free', 1)).toBe('Your Free plan allows 1 site. Upgrade to add more.');
    expect(siteLimitProblem('basic', 1)).toBeNull();
    expect(siteLimitProblem('basic', 2)).toBe('Your Basic plan allows 2 sites. Upgrade to add more.');
    expect(siteLimitProblem('standard', 3)).toBeNull();
    expect(siteLimitProblem('standard', 4)).toBe(planLimitReached('Standard', 4));
    expect(siteLimitProblem('premium', 10_000)).toBeNull();
  });

  it('treats an unknown plan as free', () => {
    expect(siteLimitProblem('gold', 1)).toBe(planLimitReached('Free', 1));
  });
});

describe('admin check (spec.md section 5)', () => {
  const admins = readConfig({}).admins;

  it('accepts a configured admin with the right password, whatever the email case', async () => {
    expect(await checkAdminCredentials(admins, 'admin@brick.app', 'brick-admin-2026')).toBe('admin@brick.app');
    expect(await checkAdminCredentials(admins, ' Admin@Brick.app ', 'brick-admin-2026')).toBe('admin@brick.app');
  });

  it('refuses a wrong password, an unknown email and another admin’s password', async () => {
    expect(await checkAdminCredentials(admins, 'admin@brick.app', 'wrong')).toBeNull();
    expect(await checkAdminCredentials(admins, 'someone@brick.app', 'brick-admin-2026')).toBeNull();
    expect(await checkAdminCredentials(admins, 'admin@brick.app', '')).toBeNull();
    const own = [
      { email: 'one@x.io', passwordHash: await hashPassword('first', { iterations: 1000 }) },
      { email: 'two@x.io', passwordHash: await hashPassword('second', { iterations: 1000 }) },
    ];
    expect(await checkAdminCredentials(own, 'two@x.io', 'second')).toBe('two@x.io');
    expect(await checkAdminCredentials(own, 'two@x.io', 'first')).toBeNull();
  });
});
