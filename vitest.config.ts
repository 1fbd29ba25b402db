import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { checkConfig, configDefine } from './src/config-schema';

export default defineConfig({
  // The configuration the app gets from its build (vite.config.ts), from the same variables.
  define: configDefine(checkConfig(loadEnv('test', process.cwd(), 'VITE_'))),
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
  },
});
