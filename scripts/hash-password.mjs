// Prints a PBKDF2-SHA256 hash in Brick's format, for VITE_ADMIN_ACCOUNTS.
import { pbkdf2Sync, randomBytes } from 'node:crypto';

const password = process.argv[2];
if (!password) {
  console.error("usage: node scripts/hash-password.mjs 'password'");
  process.exit(2);
}
const iterations = 600_000; // OWASP's recommendation for PBKDF2-HMAC-SHA256
const salt = randomBytes(16);
const hash = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
console.log(`pbkdf2-sha256$${iterations}$${salt.toString('base64url')}$${hash.toString('base64url')}`);
