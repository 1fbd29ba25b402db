// A Redis server of the tests' own: redis-server on a free port of 127.0.0.1, keeping nothing on
// disk. stop() kills exactly the process it started and waits until it is gone.
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './services';
import { answersPing } from './service-probes.mjs';

export const REDIS_MISSING = 'Redis (Debian package redis-server: the redis-server program)';

export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (data: Buffer) => (output += data.toString()));
  server.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (running) server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 15_000;
  while (!(await answersPing(port))) {
    if (!running || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
