import { defineConfig } from 'vitest/config';

// Storage measurements for `npm run bench` (not tests: they assert nothing, they write figures).
export default defineConfig({
  test: {
    include: ['bench/*.measure.ts'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 300_000,
  },
});
