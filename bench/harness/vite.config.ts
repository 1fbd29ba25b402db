// Builds the bench harness (bench/harness: Brick's storage and outbox code on a bare page) into
// .bench-tmp/harness, with Brick's target and its VITE_* configuration (the repository's .env).
import { resolve } from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import { checkConfig, configDefine } from '../../src/config-schema';

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  envDir: resolve(here, '../..'),
  define: configDefine(checkConfig(loadEnv('production', resolve(here, '../..'), 'VITE_'))),
  build: {
    target: 'es2022',
    outDir: resolve(here, '../../.bench-tmp/harness'),
    emptyOutDir: true,
    sourcemap: false,
  },
});
