import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DatabaseConfiguration } from '@hocuspocus/extension-database';
import { SQLite, schema as documentsSchema, selectQuery, upsertQuery } from '@hocuspocus/extension-sqlite';
import sqlite3 from 'sqlite3';
import type { SpaceRecords } from '../auth/spaces.js';
import type { Log } from '../log.js';
import { guardedDocumentStorage, type BrickStorage, type DocumentRows } from './storage.js';

/**
 * The default storage: one SQLite file (documents in the stock extension's own table, spaces
 * beside them). The file is opened and its tables made, awaited, before the server starts, so
 * a bad path stops the start with a clear error instead of failing a later query.
 */

const spacesSchema = `CREATE TABLE IF NOT EXISTS "spaces" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "secret_hash" BLOB NOT NULL,
  "claimed_at" INTEGER NOT NULL
)`;

/**
 * Hocuspocus's SQLite extension on a database opened beforehand. The stock onConfigure opens its
 * own handle (":memory:" unless told otherwise) without waiting, and the stock store does not wait
 * for its write: a store reported done could still be lost. Ours are given in the configuration.
 */
class BrickSQLite extends SQLite {
  constructor(db: sqlite3.Database, path: string, configuration: DatabaseConfiguration) {
    super({ ...configuration, database: path });
    this.db = db;
  }

  onConfigure(): Promise<void> {
    return Promise.resolve();
  }
}

export async function openSqliteStorage(path: string, maxDocumentBytes: number, log: Log): Promise<BrickStorage> {
  await mkdir(dirname(path), { recursive: true });
  const db = await open(path);
  await exec(db, 'PRAGMA journal_mode = WAL');
  await exec(db, `${documentsSchema};\n${spacesSchema};`);
  db.configure('busyTimeout', 5000);
  log(`storage: SQLite file ${path}`);

  const rows: DocumentRows = {
    read: async (documentName) => {
      const row = await get<{ data: Buffer }>(db, selectQuery, { $name: documentName });
      return row ? new Uint8Array(row.data) : null;
    },
    write: async (documentName, state) => {
      await run(db, upsertQuery, { $name: documentName, $data: Buffer.from(state) });
    },
  };
  const spaces: SpaceRecords = {
    secretHash: async (spaceId) => (await get<{ secret_hash: Buffer }>(db, 'SELECT secret_hash FROM spaces WHERE id = $id', { $id: spaceId }))?.secret_hash ?? null,
    claim: async (spaceId, secretHash) => {
      const changes = await run(db, 'INSERT INTO spaces (id, secret_hash, claimed_at) VALUES ($id, $hash, $at) ON CONFLICT(id) DO NOTHING', {
        $id: spaceId,
        $hash: secretHash,
        $at: Date.now(),
      });
      return changes === 1;
    },
  };

  return {
    documents: new BrickSQLite(db, path, guardedDocumentStorage(rows, maxDocumentBytes, log)),
    spaces,
    close: () => new Promise((resolve, reject) => db.close((error) => (error ? reject(error) : resolve()))),
  };
}

// node-sqlite3 speaks in callbacks; these wait for them.

function open(path: string): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(path, (error) => (error ? reject(new Error(`Cannot open the SQLite file ${path}: ${error.message}`)) : resolve(db)));
  });
}

function exec(db: sqlite3.Database, sql: string): Promise<void> {
  return new Promise((resolve, reject) => db.exec(sql, (error) => (error ? reject(error) : resolve())));
}

function get<Row>(db: sqlite3.Database, sql: string, params: object): Promise<Row | undefined> {
  return new Promise((resolve, reject) => db.get<Row>(sql, params, (error, row) => (error ? reject(error) : resolve(row))));
}

/** Runs a statement; resolves to the number of rows it changed. */
function run(db: sqlite3.Database, sql: string, params: object): Promise<number> {
  return new Promise((resolve, reject) =>
    db.run(sql, params, function (this: sqlite3.RunResult, error: Error | null) {
      if (error) reject(error);
      else resolve(this.changes);
    }),
  );
}
