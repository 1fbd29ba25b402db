import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4180);
// Which build to serve: dist by default; parallel workers can build and test their own copy.
const DIST = process.env.E2E_DIST ?? 'dist';

// End-to-end tests run the production build in Debian's Chromium (never a downloaded browser).
export default defineConfig({
  testDir: 'tests/e2e',
  // Twice what the longest journeys (thirty-odd pages, each checked by axe) took on the slower of
  // the machines CI has run on, which run browsers two to three times slower than the others
  // (bench/README.md, "machine speed"): at 45 s, kinds.spec.ts timed out there twice in a row.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Every spec runs on a laptop-sized Chromium, except the phone journeys.
    { name: 'chromium', testIgnore: /\.phone\.spec\.ts$/ },
    // Phone journeys: 390 x 844 CSS px, touch, every press a tap().
    {
      name: 'phone',
      testMatch: /\.phone\.spec\.ts$/,
      // Its own folder: CI runs it after the laptop project, whose failures' pages and traces stay.
      outputDir: 'test-results/phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `npx vite preview --outDir ${DIST} --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
