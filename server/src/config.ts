import { join } from 'node:path';
import { z } from 'zod';

/**
 * The Brick server's configuration: the one place that reads process.env. Every value has a
 * default, so `npm start` needs no set-up; a value that is set but wrong stops the server at
 * start with a line naming the variable, instead of a server that half works.
 */

const MiB = 1024 * 1024;

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  sqlitePath: string;
  /** The built app (vite build's dist/): served beside the sync endpoint when it exists. */
  staticDir: string;
  /** Postgres (postgres://…): documents, spaces, pages and pictures there instead of the SQLite file. */
  databaseUrl?: string;
  /** Redis (redis://…): joins this instance with the others on the same Redis (Hocuspocus's Redis extension). */
  redisUrl?: string;
  limits: Limits;
}

export interface Limits {
  /** A document's encoded size the server keeps and stores, at most. */
  maxDocumentBytes: number;
  /**
   * One WebSocket message, at most (ws maxPayload). A device syncing a whole document to a
   * fresh or wiped server sends it as one message, so this is the document limit plus room.
   */
  maxMessageBytes: number;
  /** WebSockets open at once from one address; a device keeps one open for all its documents. */
  maxConnectionsPerIp: number;
  /** One uploaded picture, at most. */
  maxPictureBytes: number;
  /** One published page (a site's self-contained HTML), at most. */
  maxPageBytes: number;
}

const count = (what: string, min: number) =>
  z.coerce.number({ error: `must be ${what}` }).int({ error: `must be a whole number (${what})` }).min(min, { error: `must be at least ${min}` });

const text = z.string().trim().min(1, { error: 'must not be empty' });

const schema = z.object({
  PORT: count('a port number, 0 to 65535', 0).max(65535, { error: 'must be a port number, 0 to 65535' }).default(4173),
  HOST: text.default('0.0.0.0'),
  BRICK_DATA_DIR: text.default('data/'),
  BRICK_SQLITE_PATH: text.optional(),
  BRICK_STATIC_DIR: text.default('dist/'),
  BRICK_MAX_DOCUMENT_BYTES: count('a size in bytes', 1024).default(8 * MiB),
  BRICK_MAX_MESSAGE_BYTES: count('a size in bytes', 1024).optional(),
  BRICK_MAX_CONNECTIONS_PER_IP: count('a number of connections', 1).default(64),
  BRICK_MAX_PICTURE_BYTES: count('a size in bytes', 1024).default(10 * MiB),
  BRICK_MAX_PAGE_BYTES: count('a size in bytes', 1024).default(16 * MiB),
  BRICK_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  BRICK_REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
});

export type CheckedServerConfig = { config: ServerConfig } | { problems: string[] };

/** Reads the configuration from the given variables; unset and empty variables take their default. */
export function parseServerConfig(env: Record<string, string | undefined>): CheckedServerConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(set);
  if (!parsed.success) return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`) };
  const e = parsed.data;
  return {
    config: {
      port: e.PORT,
      host: e.HOST,
      dataDir: e.BRICK_DATA_DIR,
      sqlitePath: e.BRICK_SQLITE_PATH ?? join(e.BRICK_DATA_DIR, 'brick.sqlite'),
      staticDir: e.BRICK_STATIC_DIR,
      databaseUrl: e.BRICK_DATABASE_URL,
      redisUrl: e.BRICK_REDIS_URL,
      limits: {
        maxDocumentBytes: e.BRICK_MAX_DOCUMENT_BYTES,
        maxMessageBytes: e.BRICK_MAX_MESSAGE_BYTES ?? e.BRICK_MAX_DOCUMENT_BYTES + MiB,
        maxConnectionsPerIp: e.BRICK_MAX_CONNECTIONS_PER_IP,
        maxPictureBytes: e.BRICK_MAX_PICTURE_BYTES,
        maxPageBytes: e.BRICK_MAX_PAGE_BYTES,
      },
    },
  };
}

/** The configuration of this process; a wrong variable ends it, saying which and why. */
export function loadServerConfig(): ServerConfig {
  const checked = parseServerConfig(process.env);
  if ('config' in checked) return checked.config;
  console.error(`Brick server: bad configuration: ${checked.problems.join('; ')}`);
  process.exit(1);
}
