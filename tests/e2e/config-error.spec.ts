import { execFileSync } from 'node:child_process';
import { test, expect } from './helpers';
import { serveDist, type DistServer } from './static-server';

// A copy of Brick built with a payment environment that spec.md section 5 does not allow.
const OUT_DIR = 'test-results/bad-config-build';
let host: DistServer;

test.beforeAll(() => {
  execFileSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, VITE_PAYPAL_ENVIRONMENT: 'staging' },
    stdio: 'ignore',
  });
});
test.beforeEach(async () => {
  host = await serveDist(OUT_DIR);
});
test.afterEach(async () => host.close());

test('a bad configuration value is a clear message naming the variable, not a blank page', async ({ page }) => {
  await page.goto(host.url + '/');
  await expect(page.getByRole('alert')).toContainText('Brick is not configured correctly');
  await expect(page.getByRole('alert')).toContainText('VITE_PAYPAL_ENVIRONMENT must be "production" or "sandbox"');
});
