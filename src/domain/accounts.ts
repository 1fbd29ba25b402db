/**
 * Account rules (spec.md sections 4, 5, 6 and 9): sign-up and log-in validation, which plans a
 * user can buy, plan limits, trials and the admin check. Pure: no React, no Dexie.
 */
import {
  ALL_FIELDS_REQUIRED, CONFIRM_PASSWORD_REQUIRED, EMAIL_ALREADY_REGISTERED, EMAIL_REQUIRED, ENTER_VALID_EMAIL,
  PASSWORD_REQUIRED, PASSWORDS_DO_NOT_MATCH, PLAN_REQUIRED, planLimitReached,
} from './messages';
import { PLANS, canCreateSite, isPlanId, planRank, toPlanId, UPGRADE_ORDER, type PlanId } from './plans';
import { verifyPassword } from './passwords';

/** Emails are compared and stored trimmed and lower-cased (Ada@X.io and ada@x.io are one person). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Loose on purpose: something@something.something, no spaces. */
export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

export interface SignUpInput {
  email: string;
  password: string;
  confirmPassword: string;
  plan: string | null | undefined;
}

/** spec.md section 5, in the order a person meets them; null when the form is fine. */
export function validateSignUp(input: SignUpInput): string | null {
  if (!input.email.trim() || !input.password || !input.confirmPassword || !isPlanId(input.plan)) {
    return ALL_FIELDS_REQUIRED;
  }
  if (!looksLikeEmail(input.email)) return ENTER_VALID_EMAIL;
  if (input.password !== input.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  return null;
}

export type SignUpField = 'email' | 'password' | 'confirmPassword' | 'plan';

/**
 * What each field of the sign-up form says under it when the form's problem is `problem` (the
 * spec's message, shown above the form): the empty fields for 'All fields are required...', the
 * field a message is about otherwise; nothing for a problem that is no field's.
 */
export function signUpFieldErrors(input: SignUpInput, problem: string): Partial<Record<SignUpField, string>> {
  if (problem === ALL_FIELDS_REQUIRED) {
    const errors: Partial<Record<SignUpField, string>> = {};
    if (!input.email.trim()) errors.email = EMAIL_REQUIRED;
    if (!input.password) errors.password = PASSWORD_REQUIRED;
    if (!input.confirmPassword) errors.confirmPassword = CONFIRM_PASSWORD_REQUIRED;
    if (!isPlanId(input.plan)) errors.plan = PLAN_REQUIRED;
    return errors;
  }
  if (problem === ENTER_VALID_EMAIL || problem === EMAIL_ALREADY_REGISTERED) return { email: problem };
  if (problem === PASSWORDS_DO_NOT_MATCH) return { confirmPassword: problem };
  return {};
}

/**
 * The name a new account gets when the form does not ask for one: the email's local part made
 * readable ("ada.lovelace+brick@x.io" → "Ada Lovelace").
 */
export function nameFromEmail(email: string): string {
  const local = email.trim().split('@')[0]?.split('+')[0] ?? '';
  const words = local.split(/[._-]+/).filter(Boolean);
  if (words.length === 0) return local || email.trim();
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** The name to greet a person by: theirs if they gave one, else one made from the email. */
export function displayName(user: { name?: string | null; email: string }): string {
  return user.name?.trim() || nameFromEmail(user.email);
}

// ------------------------------------------------------------------------------- Plans

export type PlanOptionState = 'current' | 'unavailable' | 'upgrade';

/** spec.md section 4: the current plan, a lower one (not available), or one that can be bought. */
export function planOptionState(current: PlanId, option: PlanId): PlanOptionState {
  if (option === current) return 'current';
  return planRank(option) > planRank(current) ? 'upgrade' : 'unavailable';
}

/** The billing page's list: every plan in upgrade order with what the user can do with it. */
export function billingOptions(current: string): Array<{ plan: PlanId; state: PlanOptionState }> {
  const from = toPlanId(current) ?? 'free';
  return UPGRADE_ORDER.map((plan) => ({ plan, state: planOptionState(from, plan) }));
}

/** The amount of a PayPal order for a plan: "24.00" (two decimals, as the Orders API expects). */
export function orderAmount(plan: PlanId): string {
  return PLANS[plan].priceUsd.toFixed(2);
}

export function planLabel(plan: string): string {
  const id = toPlanId(plan);
  return id ? PLANS[id].label : plan;
}

/**
 * Plan limits (spec.md section 6: displayed, enforcement not shown). Screens call this before
 * creating a site and show the message (with a link to /billing) instead of creating it.
 */
export function siteLimitProblem(plan: string, currentCount: number): string | null {
  const id = toPlanId(plan) ?? 'free';
  if (canCreateSite(id, currentCount)) return null;
  return planLimitReached(PLANS[id].label, PLANS[id].siteLimit);
}

// ------------------------------------------------------------------------------- Trials

export interface TrialState {
  /** 'running' until trialEnds, then 'ended'; 'none' when the user never had one. */
  status: 'none' | 'running' | 'ended';
  endsAt: Date | null;
}

export function trialState(user: { trial?: boolean; trialEnds?: string | number | null }, now: Date = new Date()): TrialState {
  if (!user.trial || user.trialEnds === null || user.trialEnds === undefined) return { status: 'none', endsAt: null };
  const endsAt = new Date(user.trialEnds);
  if (Number.isNaN(endsAt.getTime())) return { status: 'none', endsAt: null };
  return { status: endsAt.getTime() > now.getTime() ? 'running' : 'ended', endsAt };
}

// ------------------------------------------------------------------------------- Admins

export interface AdminAccount {
  email: string;
  passwordHash: string;
}

/**
 * The admin log-in check (spec.md section 5): the email of the configured admin whose email and
 * password match, else null. An unknown email still costs one hash, so the answer takes about
 * as long either way.
 */
export async function checkAdminCredentials(
  admins: readonly AdminAccount[],
  email: string,
  password: string,
): Promise<string | null> {
  const wanted = normalizeEmail(email);
  const admin = admins.find((account) => normalizeEmail(account.email) === wanted);
  if (!password || admins.length === 0) return null;
  const ok = await verifyPassword((admin ?? admins[0]).passwordHash, password);
  return admin && ok ? normalizeEmail(admin.email) : null;
}
