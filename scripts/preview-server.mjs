// Starts `vite preview` of dist/ on a port and waits until it answers; stop() ends it.
import { spawn } from 'node:child_process';

export async function startPreview(port) {
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  const url = `http://localhost:${port}`;
  const stop = () => process.kill(-server.pid);
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url + '/')).ok) return { url, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`vite preview did not start at ${url}`);
}
