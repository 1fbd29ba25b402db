// Builds the bare page (bench/bare) into .bench-tmp/bare with Brick's Vite setup: the React
// plugin, the same target, vite-plugin-pwa with injectManifest. Served with
// `vite preview --config bench/bare/vite.config.ts`.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html}'] },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    outDir: resolve(here, '../../.bench-tmp/bare'),
    emptyOutDir: true,
    sourcemap: false,
  },
});
