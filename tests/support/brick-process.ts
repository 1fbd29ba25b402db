// The Brick server as a process of its own, built from the sources now (tsc into a temp dir, as
// `npm run build:server` does into build/), so a test can kill it as a machine dies: SIGKILL,
// no chance to store anything.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runToEnd } from './services';

const REPO = resolve(import.meta.dirname, '../..');

export interface BuiltServer {
  /** Starts `node server/src/index.js` of the build with these variables; resolves once it listens. */
  start(env: Record<string, string>): Promise<BrickProcess>;
  remove(): Promise<void>;
}

export interface BrickProcess {
  syncUrl: string;
  /** What it wrote to stdout and stderr so far. */
  output(): string;
  /** Kills it with SIGKILL and waits until it is gone. */
  kill(): Promise<void>;
}

export async function buildServer(): Promise<BuiltServer> {
  const dir = await mkdtemp(join(tmpdir(), 'brick-built-server-'));
  try {
    await runToEnd(process.execPath, [join(REPO, 'node_modules/typescript/bin/tsc'), '-p', join(REPO, 'server/tsconfig.json'), '--outDir', dir]);
    // The build is ES modules, and finds its packages in the repository's node_modules.
    await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
    await symlink(join(REPO, 'node_modules'), join(dir, 'node_modules'));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { start: (env) => startBuilt(join(dir, 'server/src/index.js'), env), remove: () => rm(dir, { recursive: true, force: true }) };
}

async function startBuilt(entry: string, env: Record<string, string>): Promise<BrickProcess> {
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const port = await new Promise<string>((resolve, reject) => {
    const read = (data: Buffer) => {
      output += data.toString();
      const listening = /Brick server running at http:\/\/[^ ]+:(\d+)/.exec(output);
      if (listening) resolve(listening[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`The built server ended before it listened:\n${output}`)));
    setTimeout(() => reject(new Error(`The built server did not listen within 20 s:\n${output}`)), 20_000).unref();
  }).catch(async (error: unknown) => {
    await kill();
    throw error;
  });
  return { syncUrl: `ws://127.0.0.1:${port}/sync`, output: () => output, kill };
}
