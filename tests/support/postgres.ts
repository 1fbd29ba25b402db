// A PostgreSQL server of the tests' own: Debian's binaries, a cluster made by initdb in a fresh temp
// dir, listening on a free port of 127.0.0.1 (and its unix socket in that dir, not the system's).
// stop() stops exactly that cluster (pg_ctl on its data dir) and removes the dir.
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, runToEnd } from './services';
import { createDatabase } from './service-probes.mjs';

const DEBIAN_POSTGRES = '/usr/lib/postgresql';
/** PostgreSQL refuses to run as root; as root, its programs run as Debian's `postgres` user. */
const POSTGRES_USER = 'postgres';
/** The cluster's superuser, trusted on the loopback (the cluster lives only as long as the tests). */
const SUPERUSER = 'brick';

/** The newest installed PostgreSQL's bin dir (Debian puts each major version in its own), or null. */
export function postgresBinDir(): string | null {
  if (!existsSync(DEBIAN_POSTGRES)) return null;
  const versions = readdirSync(DEBIAN_POSTGRES)
    .filter((version) => existsSync(join(DEBIAN_POSTGRES, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(DEBIAN_POSTGRES, versions[0], 'bin') : null;
}

export const POSTGRES_MISSING = 'PostgreSQL (Debian package postgresql: /usr/lib/postgresql/*/bin/initdb)';

export interface RunningPostgres {
  port: number;
  /** A new, empty database: its postgres:// URL. */
  newDatabase(): Promise<string>;
  stop(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the postgres user when this process is root. */
function runAsPostgres(program: string, args: string[]): Promise<string> {
  return asRoot ? runToEnd('runuser', ['-u', POSTGRES_USER, '--', program, ...args], { cwd: '/' }) : runToEnd(program, args);
}

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([runToEnd('id', ['-u', POSTGRES_USER]), runToEnd('id', ['-g', POSTGRES_USER])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`${POSTGRES_MISSING} is not installed`);
  const dir = await mkdtemp(join(tmpdir(), 'brick-postgres-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  try {
    if (asRoot) {
      const { uid, gid } = await postgresUserIds();
      await chown(dir, uid, gid);
    }
    // --no-sync and the settings below trade durability for speed: the cluster is thrown away.
    await runAsPostgres(join(bin, 'initdb'), ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const port = await freePort();
    const settings = [`-p ${port}`, "-c listen_addresses='127.0.0.1'", `-c unix_socket_directories='${dir}'`, '-c fsync=off', '-c full_page_writes=off', '-c synchronous_commit=off'];
    // -w: pg_ctl returns once the server accepts connections.
    await runAsPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-o', settings.join(' '), '-w', '-t', '60', 'start']);
    const url = (database: string) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`;
    let databases = 0;
    return {
      port,
      newDatabase: async () => {
        const name = `brick_test_${++databases}`;
        await createDatabase(url('postgres'), name);
        return url(name);
      },
      stop: async () => {
        await runAsPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const log = await readFile(logFile, 'utf8').catch(() => '');
    // A cluster that started before the failure is stopped; one that did not makes this fail quietly.
    await runAsPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => {});
    await rm(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
}
