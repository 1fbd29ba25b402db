import type { ServerConfig } from '../config.js';
import type { Log } from '../log.js';
import { openPostgresStorage } from './postgres.js';
import { openSqliteStorage } from './sqlite.js';
import type { BrickStorage } from './storage.js';

/**
 * The storage the configuration asks for: Postgres when BRICK_DATABASE_URL is set (what several
 * instances share), else the SQLite file. Each says in the log which it opened (a URL without its password).
 */
export function openStorage(options: Pick<ServerConfig, 'sqlitePath' | 'databaseUrl' | 'limits'>, log: Log): Promise<BrickStorage> {
  if (options.databaseUrl) return openPostgresStorage(options.databaseUrl, options.limits.maxDocumentBytes, log);
  return openSqliteStorage(options.sqlitePath, options.limits.maxDocumentBytes, log);
}
