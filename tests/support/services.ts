// What tests/support/postgres.ts and redis.ts share: a free loopback port, running a command to its
// end, and what a test does when a service's program is not installed.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on now, on 127.0.0.1 (the OS picks it; the caller binds it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a program to its end; rejects with its output when it fails. */
export function runToEnd(file: string, args: string[], options: { cwd?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { ...options, timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${file} ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`));
      else resolve(stdout);
    });
  });
}

/**
 * For a test file that needs services it starts itself: when a program is missing, the file fails
 * with `reason` in CI (where scripts/test-all.sh installs them, so a missing one is a broken set-up),
 * and elsewhere is skipped with the reason printed. Returns true when the tests can run.
 */
export function servicesPresent(missing: string[]): boolean {
  if (missing.length === 0) return true;
  const reason = `${missing.join('; ')} (scripts/test-all.sh installs them)`;
  if (process.env.CI) throw new Error(`These tests need ${reason}`);
  console.warn(`Skipped: these tests need ${reason}`);
  return false;
}
