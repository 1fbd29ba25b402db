import { availableParallelism } from 'node:os';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { checkConfig, configDefine } from './src/config-schema';

export default defineConfig({
  // The configuration the app gets from its build (vite.config.ts), from the same variables.
  define: configDefine(checkConfig(loadEnv('test', process.cwd(), 'VITE_'))),
  resolve: {
    // A virtual module of vite-plugin-pwa's, which only the app's build provides.
    alias: { 'virtual:pwa-register': new URL('./tests/unit/stubs/pwa-register.ts', import.meta.url).pathname },
  },
  test: {
    // tests/server starts real Brick servers; each of its files runs in Node (`@vitest-environment node`).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
    // Every core: Vitest's default leaves one free (one worker on CI's 2 cores: 270 s against 160 s
    // with two, the same 1,401 tests passing).
    maxWorkers: availableParallelism(),
  },
});
