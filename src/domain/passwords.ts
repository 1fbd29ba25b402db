/**
 * Password hashing: PBKDF2-HMAC-SHA256 through WebCrypto (browsers and Node alike), stored as
 * "pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>", the same format as the admin hashes
 * of src/config.ts (scripts/hash-password.mjs makes those).
 *
 * spec.md says old data keeps passwords in plain text. Those still log in: verifyPassword
 * accepts a plain-text stored value, and the log-in screen replaces it with a hash at once
 * (needsRehash tells it to).
 */

export const PASSWORD_SCHEME = 'pbkdf2-sha256';
/** OWASP's recommendation for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** A stored hash asking for more than this is treated as broken rather than run (it would hang the tab). */
const MAX_ITERATIONS = 10_000_000;

const HASHED = /^pbkdf2-sha256\$(\d+)\$([\w-]+)\$([\w-]+)$/;

export function isHashedPassword(stored: unknown): stored is string {
  return typeof stored === 'string' && HASHED.test(stored);
}

/** True when a stored password is still plain text (old data) and should be replaced by its hash. */
export function needsRehash(stored: string): boolean {
  return !isHashedPassword(stored);
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto is not available (Brick needs a secure context: https or localhost).');
  return api;
}

async function derive(password: string, salt: Uint8Array, iterations: number, bytes: number): Promise<Uint8Array> {
  const key = await subtle().importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/** Hashes a password with a fresh random salt (the options are for tests). */
export async function hashPassword(
  password: string,
  options: { iterations?: number; salt?: Uint8Array } = {},
): Promise<string> {
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;
  const salt = options.salt ?? globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations, HASH_BYTES);
  return `${PASSWORD_SCHEME}$${iterations}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

/** Compares without stopping at the first difference, so timing says little about where they differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/**
 * Whether `candidate` is the password `stored` holds. `stored` is a pbkdf2-sha256 string, or
 * plain text from old data (compared as UTF-8 bytes, in constant time).
 */
export async function verifyPassword(stored: string | null | undefined, candidate: string): Promise<boolean> {
  if (typeof stored !== 'string' || stored === '') return false;
  const match = HASHED.exec(stored);
  if (!match) {
    const encoder = new TextEncoder();
    return constantTimeEqual(encoder.encode(stored), encoder.encode(candidate));
  }
  const iterations = Number(match[1]);
  if (!Number.isSafeInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) return false;
  let salt: Uint8Array;
  let expected: Uint8Array;
  try {
    salt = fromBase64Url(match[2]);
    expected = fromBase64Url(match[3]);
  } catch {
    return false;
  }
  if (expected.length === 0) return false;
  const actual = await derive(candidate, salt, iterations, expected.length);
  return constantTimeEqual(actual, expected);
}
