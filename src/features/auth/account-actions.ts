/**
 * What the sign-up and log-in forms do, apart from drawing them (so unit tests can run them
 * against a real Dexie without a browser).
 */
import { ACCOUNT_BLOCKED, EMAIL_ALREADY_REGISTERED, INVALID_LOGIN } from '../../domain/messages';
import { nameFromEmail, normalizeEmail, validateSignUp, type SignUpInput } from '../../domain/accounts';
import { hashPassword, needsRehash, verifyPassword } from '../../domain/passwords';
import type { PlanId } from '../../domain/plans';
import { createUser, updateUser } from '../../storage/users';
import { readSessionUser, setCurrentUser } from '../../storage/sessions';
import { useSession } from '../../state/session';
import { findUserByEmailIgnoringCase } from '../../storage/accounts-extra';
import { EmailAlreadyRegisteredError } from '../../storage/errors';
import { queueWelcomeEmail } from '../../outbox/email';

/**
 * Logs the user in and updates the session store at once, so the guard of the next screen sees
 * them (the store otherwise follows storage a moment later, through a liveQuery).
 */
async function startSession(email: string): Promise<void> {
  await setCurrentUser(email);
  useSession.setState({ currentUser: await readSessionUser() });
}

export type AccountResult = { ok: true; email: string } | { ok: false; message: string };

/**
 * Sign-up (spec.md section 5): validates, refuses a registered email (ignoring case), stores the
 * user with a hashed password, logs them in and queues the welcome e-mail.
 */
export async function signUp(input: SignUpInput): Promise<AccountResult> {
  const problem = validateSignUp(input);
  if (problem) return { ok: false, message: problem };
  const email = normalizeEmail(input.email);
  if (await findUserByEmailIgnoringCase(email)) return { ok: false, message: EMAIL_ALREADY_REGISTERED };
  const name = nameFromEmail(email);
  try {
    await createUser({ email, password: await hashPassword(input.password), plan: input.plan as PlanId, name });
  } catch (error) {
    if (error instanceof EmailAlreadyRegisteredError) return { ok: false, message: EMAIL_ALREADY_REGISTERED };
    throw error;
  }
  await startSession(email);
  // The outbox sends it now or when the device is back online, once per address.
  await queueWelcomeEmail({ email, name }).catch((error) => console.error('Brick: could not queue the welcome e-mail', error));
  return { ok: true, email };
}

/**
 * Log-in (spec.md section 5): email and password must match a stored user; a blocked user is
 * refused (after the password check, so the refusal tells nothing to someone without it). A
 * password still in plain text from an earlier version is replaced by its hash now.
 */
export async function logIn(emailInput: string, password: string): Promise<AccountResult> {
  const user = await findUserByEmailIgnoringCase(emailInput);
  if (!user || !password || !(await verifyPassword(user.password, password))) return { ok: false, message: INVALID_LOGIN };
  if (user.blocked) return { ok: false, message: ACCOUNT_BLOCKED };
  if (needsRehash(user.password)) {
    await updateUser(user.email, { password: await hashPassword(password) }).catch((error) =>
      console.error('Brick: could not replace a plain-text password by its hash', error),
    );
  }
  await startSession(user.email);
  return { ok: true, email: user.email };
}
