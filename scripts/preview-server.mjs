// Starts `vite preview` on a port and waits until it answers; stop() ends it.
//   startPreview(4192)                                        dist/ with vite.config.ts
//   startPreview(4191, { outDir: '.bench-tmp/brick' })        another build of Brick
//   startPreview(4193, { config: 'bench/bare/vite.config.ts' }) another app (its outDir)
import { spawn } from 'node:child_process';

export async function startPreview(port, { outDir, config } = {}) {
  const url = `http://localhost:${port}`;
  if (await answers(url)) throw new Error(`${url} is already served by another process`);
  const args = ['vite', 'preview', '--port', String(port), '--strictPort'];
  if (config) args.push('--config', config);
  if (outDir) args.push('--outDir', outDir);
  const server = spawn('npx', args, { stdio: 'ignore', detached: true });
  let exited = false;
  server.on('exit', () => (exited = true));
  const stop = () => exited || process.kill(-server.pid);
  for (let i = 0; i < 100; i++) {
    // --strictPort: it exits when the port is taken; do not measure whoever holds the port.
    if (exited) throw new Error(`vite preview could not start at ${url} (port in use?)`);
    if (await answers(url)) return { url, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`vite preview did not start at ${url}`);
}

async function answers(url) {
  try {
    return (await fetch(url + '/')).ok;
  } catch {
    return false;
  }
}
