import { describe, expect, it } from 'vitest';
import {
  PBKDF2_ITERATIONS, constantTimeEqual, fromBase64Url, hashPassword, isHashedPassword, needsRehash, toBase64Url, verifyPassword,
} from '../../../src/domain/passwords';
import { readConfig } from '../../../src/config-schema';

// Fewer iterations where the count does not matter, so the suite stays quick.
const FAST = { iterations: 1000 };

describe('password hashing', () => {
  it('stores pbkdf2-sha256 with 600000 iterations, a 16-byte salt and a 32-byte hash, base64url', async () => {
    const stored = await hashPassword('correct horse');
    const [scheme, iterations, salt, hash] = stored.split('$');
    expect(scheme).toBe('pbkdf2-sha256');
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    expect(fromBase64Url(salt)).toHaveLength(16);
    expect(fromBase64Url(hash)).toHaveLength(32);
    expect(stored).toMatch(/^pbkdf2-sha256\$600000\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse ')).toBe(false);
  });

  it('uses a fresh salt each time, so equal passwords get different hashes', async () => {
    const a = await hashPassword('same', FAST);
    const b = await hashPassword('same', FAST);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'same')).toBe(true);
    expect(await verifyPassword(b, 'same')).toBe(true);
  });

  it('matches the hash Node makes for the same salt (the admin hash format of src/config.ts)', async () => {
    const { pbkdf2Sync } = await import('node:crypto');
    const salt = new Uint8Array(16).map((_, i) => i);
    const expected = pbkdf2Sync('s3cret', Buffer.from(salt), 1000, 32, 'sha256').toString('base64url');
    expect(await hashPassword('s3cret', { iterations: 1000, salt })).toBe(`pbkdf2-sha256$1000$${Buffer.from(salt).toString('base64url')}$${expected}`);
  });

  it('verifies the default admin hash from the config', async () => {
    const admin = readConfig({}).admins.find((a) => a.email === 'admin@brick.app')!;
    expect(await verifyPassword(admin.passwordHash, 'brick-admin-2026')).toBe(true);
    expect(await verifyPassword(admin.passwordHash, 'brick-admin-2025')).toBe(false);
  });

  it('accepts plain text from old data and says it needs a hash', async () => {
    expect(await verifyPassword('hunter2', 'hunter2')).toBe(true);
    expect(await verifyPassword('hunter2', 'hunter3')).toBe(false);
    expect(await verifyPassword('hunter2', 'hunter22')).toBe(false);
    expect(needsRehash('hunter2')).toBe(true);
    expect(needsRehash(await hashPassword('x', FAST))).toBe(false);
  });

  it('refuses empty, missing and malformed stored values', async () => {
    expect(await verifyPassword('', '')).toBe(false);
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword(undefined, 'x')).toBe(false);
    // A hash asking for absurd work is refused, not run.
    expect(await verifyPassword('pbkdf2-sha256$999999999$AAAA$AAAA', 'x')).toBe(false);
    expect(await verifyPassword('pbkdf2-sha256$0$AAAA$AAAA', 'x')).toBe(false);
    expect(isHashedPassword('pbkdf2-sha256$1000$abc$def')).toBe(true);
    expect(isHashedPassword('pbkdf2-sha256$abc$def')).toBe(false);
  });

  it('a plain-text password that looks like a hash string is still compared as text', async () => {
    // Someone chose "pbkdf2-sha256$x" as a password in old data: not the hash format, so plain text.
    expect(await verifyPassword('pbkdf2-sha256$x', 'pbkdf2-sha256$x')).toBe(true);
  });

  it('compares bytes without an early exit', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([]), new Uint8Array([]))).toBe(true);
  });

  it('round-trips base64url', () => {
    const bytes = new Uint8Array([0, 251, 255, 62, 63, 1]);
    expect(toBase64Url(bytes)).not.toMatch(/[+/=]/);
    expect(Array.from(fromBase64Url(toBase64Url(bytes)))).toEqual(Array.from(bytes));
  });
});
