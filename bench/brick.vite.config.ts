// Brick's own vite.config.ts, plus one plugin that only watches: it writes which modules ended up
// in which output chunk (.bench-tmp/brick-chunks.json), so the bench can say where a library lives.
// The build output itself is unchanged (nothing is emitted into the output directory).
import { mkdirSync, writeFileSync } from 'node:fs';
import { defineConfig, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import brick from '../vite.config';

export const CHUNK_MAP = '.bench-tmp/brick-chunks.json';

const chunkMap: Plugin = {
  name: 'bench-chunk-map',
  apply: 'build',
  writeBundle(_options, bundle) {
    if (!('index.html' in bundle)) return; // the service worker's own build: not the app
    const chunks = Object.values(bundle)
      .filter((output) => output.type === 'chunk')
      .map((chunk) => ({
        file: chunk.fileName,
        isEntry: chunk.isEntry,
        isDynamicEntry: chunk.isDynamicEntry,
        imports: chunk.imports,
        modules: chunk.moduleIds.map((id) => id.replace(`${process.cwd()}/`, '')),
        sizes: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [id.replace(`${process.cwd()}/`, ''), m.renderedLength])),
      }));
    mkdirSync('.bench-tmp', { recursive: true });
    writeFileSync(CHUNK_MAP, JSON.stringify(chunks, null, 1));
  },
};

export default defineConfig((env: ConfigEnv) => {
  const config: UserConfig = brick(env);
  return { ...config, plugins: [...(config.plugins ?? []), chunkMap] };
});
