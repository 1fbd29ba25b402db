// What bench/server-load.mjs starts beside the Brick server: a PostgreSQL cluster and a Redis of
// its own on 127.0.0.1, as tests/support/{postgres,redis,services}.ts do for the tests (those are
// TypeScript with extensionless imports, which plain Node cannot load, so this is their .mjs twin,
// sharing tests/support/service-probes.mjs with them:
// keep the two in step). Every start registers its stop with a Cleanup, which stops exactly what
// this process started (by pid or by data dir) and removes its temp dirs, also on an error or a
// signal (Cleanup.onSignals), and as a last resort synchronously when the process exits.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answersPing, createDatabase } from '../tests/support/service-probes.mjs';

const DEBIAN_POSTGRES = '/usr/lib/postgresql';
const POSTGRES_USER = 'postgres';
const SUPERUSER = 'brick';
const asRoot = process.getuid?.() === 0;

export const POSTGRES_MISSING = 'PostgreSQL (Debian package postgresql: /usr/lib/postgresql/*/bin/initdb)';
export const REDIS_MISSING = 'Redis (Debian package redis-server: the redis-server program)';

/**
 * Steps to undo, run last-in first-out. `add` returns the step's handle; `now` runs one step early
 * (and drops it). `sync` steps are what can be done without awaiting (kill a pid, pg_ctl stop,
 * rm a dir): they are all that runs when the process exits without run() having finished.
 */
export class Cleanup {
  #steps = [];
  #signalsHandled = false;
  #running = null;
  /** The step being run: its fallback still runs if the process exits meanwhile. */
  #current = null;

  /** `run` is awaited by run(); `sync` is the synchronous fallback for process 'exit'. */
  add(run, sync = () => {}) {
    const step = { run, sync };
    this.#steps.push(step);
    return step;
  }

  async now(step) {
    const at = this.#steps.indexOf(step);
    if (at < 0) return;
    this.#steps.splice(at, 1);
    await step.run();
  }

  /** Runs every step left; a second call while it runs waits for the same run. */
  run() {
    this.#running ??= this.#drain().finally(() => (this.#running = null));
    return this.#running;
  }

  async #drain() {
    while (this.#steps.length) {
      const step = this.#steps.pop();
      this.#current = step;
      try {
        await step.run();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
        try {
          step.sync();
        } catch {
          // the last resort failed too: nothing more to do here
        }
      } finally {
        this.#current = null;
      }
    }
  }

  /** The synchronous fallbacks of every step left, last first (for process 'exit'). */
  runSync() {
    const left = [...(this.#current ? [this.#current] : []), ...this.#steps.splice(0).reverse()];
    this.#current = null;
    for (const step of left) {
      try {
        step.sync();
      } catch {
        // best effort on the way out
      }
    }
  }

  /** Ctrl-C, SIGTERM and exit: everything started is stopped before the process ends. */
  onSignals() {
    if (this.#signalsHandled) return;
    this.#signalsHandled = true;
    let stopping = false;
    const onSignal = (signal) => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: stopping the servers, PostgreSQL and Redis this run started...`);
      this.run().finally(() => process.exit(130));
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    process.once('exit', () => this.runSync());
  }
}

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a program to its end; rejects with its output when it fails. */
export function runToEnd(file, args, options = {}) {
  return new Promise((resolve, reject) => {
    execFile(file, args, { ...options, timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${file} ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`));
      else resolve(stdout);
    });
  });
}

export function postgresBinDir() {
  if (!existsSync(DEBIAN_POSTGRES)) return null;
  const versions = readdirSync(DEBIAN_POSTGRES)
    .filter((version) => existsSync(join(DEBIAN_POSTGRES, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(DEBIAN_POSTGRES, versions[0], 'bin') : null;
}

export function redisServerInstalled() {
  return spawnSync('redis-server', ['--version']).status === 0;
}

/** What is missing for the two-instance case, as sentences; empty when both are there. */
export function missingServices() {
  return [...(postgresBinDir() ? [] : [POSTGRES_MISSING]), ...(redisServerInstalled() ? [] : [REDIS_MISSING])];
}

const asPostgres = (program, args) => (asRoot ? ['runuser', ['-u', POSTGRES_USER, '--', program, ...args]] : [program, args]);
const runAsPostgres = (program, args) => runToEnd(...asPostgres(program, args), { cwd: '/' });
const runAsPostgresSync = (program, args) => spawnSync(...asPostgres(program, args), { cwd: '/', stdio: 'ignore', timeout: 30_000 });

/**
 * A cluster made by initdb in a fresh temp dir (as the postgres user when root: PostgreSQL refuses
 * to run as root), on a free port of 127.0.0.1, trusting the loopback. { port, dataDir, newDatabase() }.
 */
export async function startPostgres(cleanup) {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`${POSTGRES_MISSING} is not installed`);
  const dir = mkdtempSync(join(tmpdir(), 'brick-bench-postgres-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const pgCtl = join(bin, 'pg_ctl');
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  // Registered before initdb, so a half-made cluster is stopped (quietly, if it never started) and removed.
  cleanup.add(
    async () => {
      await runAsPostgres(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => runAsPostgres(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => {}));
      removeDir();
    },
    () => {
      if (existsSync(join(dataDir, 'postmaster.pid'))) runAsPostgresSync(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']);
      removeDir();
    },
  );
  let port;
  try {
    if (asRoot) {
      const id = (flag) => Number(spawnSync('id', [flag, POSTGRES_USER], { encoding: 'utf8' }).stdout.trim());
      chownSync(dir, id('-u'), id('-g'));
    }
    await runAsPostgres(join(bin, 'initdb'), ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    port = await freePort();
    // Durability traded for speed, as in the tests: the cluster is thrown away. max_connections
    // leaves room for two instances' pools.
    const settings = [`-p ${port}`, "-c listen_addresses='127.0.0.1'", `-c unix_socket_directories='${dir}'`, '-c fsync=off', '-c full_page_writes=off', '-c synchronous_commit=off', '-c max_connections=200'];
    await runAsPostgres(pgCtl, ['-D', dataDir, '-l', logFile, '-o', settings.join(' '), '-w', '-t', '60', 'start']);
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
  const url = (database) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`;
  let databases = 0;
  return {
    port,
    dataDir,
    /** The postmaster's pid (its backends are its children). */
    pid: () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    newDatabase: async () => {
      const name = `brick_bench_${++databases}`;
      await createDatabase(url('postgres'), name);
      return url(name);
    },
  };
}

/** Calls of each Redis command so far ({ publish: n, ... }), from INFO commandstats. */
export function redisCommandCalls(port) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(5000, () => socket.destroy(new Error('Redis did not answer INFO')));
    socket.on('connect', () => socket.write('INFO commandstats\r\n'));
    socket.on('data', (data) => {
      reply += data.toString();
      // A bulk reply: $<length>\r\n<text>\r\n
      const header = /^\$(\d+)\r\n/.exec(reply);
      if (header && Buffer.byteLength(reply) >= header[0].length + Number(header[1]) + 2) socket.end();
    });
    socket.on('close', () => {
      const calls = {};
      for (const [, command, count] of reply.matchAll(/^cmdstat_([a-z|_]+):calls=(\d+)/gm)) calls[command] = Number(count);
      resolve(calls);
    });
    socket.on('error', reject);
  });
}

/** redis-server on a free port of 127.0.0.1, keeping nothing on disk. { url, port, pid }. */
export async function startRedis(cleanup) {
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (data) => (output += data.toString()));
  server.stderr.on('data', (data) => (output += data.toString()));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let running = true;
  void exited.then(() => (running = false));
  const stop = cleanup.add(
    async () => {
      if (running) server.kill('SIGTERM');
      await exited;
    },
    () => running && server.kill('SIGKILL'),
  );
  const deadline = Date.now() + 15_000;
  while (!(await answersPing(port))) {
    if (!running || Date.now() > deadline) {
      await cleanup.now(stop);
      throw new Error(`redis-server did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, port, pid: server.pid };
}
