import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DatabaseConfiguration } from '@hocuspocus/extension-database';
import { SQLite, schema as documentsSchema, selectQuery, upsertQuery } from '@hocuspocus/extension-sqlite';
import sqlite3 from 'sqlite3';
import type { SpaceRecords } from '../auth/spaces.js';
import type { Log } from '../log.js';
import { guardedDocumentStorage, type BrickStorage, type DocumentRows, type PageRecords, type PictureRecords, type PublishedPage } from './storage.js';

/**
 * The default storage: one SQLite file (documents in the stock extension's own table, spaces,
 * published pages and hosted pictures beside them). The file is opened and its tables made,
 * awaited, before the server starts, so a bad path stops the start with a clear error instead of
 * failing a later query.
 */

const spacesSchema = `CREATE TABLE IF NOT EXISTS "spaces" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "secret_hash" BLOB NOT NULL,
  "claimed_at" INTEGER NOT NULL
)`;

// A page's slug is unique on the server, and a site has one page (one slug) at most.
const pagesSchema = `CREATE TABLE IF NOT EXISTS "pages" (
  "slug" TEXT PRIMARY KEY NOT NULL,
  "space_id" TEXT NOT NULL,
  "site_id" TEXT NOT NULL,
  "html" TEXT,
  "updated_at" INTEGER NOT NULL,
  UNIQUE ("space_id", "site_id")
)`;

const picturesSchema = `CREATE TABLE IF NOT EXISTS "pictures" (
  "sha256" TEXT PRIMARY KEY NOT NULL,
  "bytes" BLOB NOT NULL,
  "content_type" TEXT NOT NULL,
  "space_id" TEXT NOT NULL,
  "stored_at" INTEGER NOT NULL
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
  await exec(db, `${documentsSchema};\n${spacesSchema};\n${pagesSchema};\n${picturesSchema};`);
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
    pages: sqlitePages(db),
    pictures: sqlitePictures(db),
    close: () => new Promise((resolve, reject) => db.close((error) => (error ? reject(error) : resolve()))),
  };
}

interface PageRow {
  slug: string;
  space_id: string;
  site_id: string;
  html: string | null;
  updated_at: number;
}

const pageOfRow = (row: PageRow | undefined): PublishedPage | null =>
  row ? { slug: row.slug, spaceId: row.space_id, siteId: row.site_id, html: row.html, updatedAt: row.updated_at } : null;

/**
 * The site's page is put with one statement, so it is one transaction by itself and nothing can
 * come between a check and a write (node-sqlite3 runs every statement on one connection, and
 * statements of concurrent puts would interleave inside a BEGIN…COMMIT of several). The upsert
 * is keyed on the site: its row moves to the new slug (freeing the old one) or is inserted; a
 * slug another site holds breaks the slug's primary key, the statement fails and writes nothing.
 */
const putPage = `INSERT INTO pages (slug, space_id, site_id, html, updated_at) VALUES ($slug, $spaceId, $siteId, $html, $updatedAt)
  ON CONFLICT (space_id, site_id) DO UPDATE SET slug = excluded.slug, html = excluded.html, updated_at = excluded.updated_at`;

function sqlitePages(db: sqlite3.Database): PageRecords {
  return {
    bySlug: async (slug) => pageOfRow(await get<PageRow>(db, 'SELECT * FROM pages WHERE slug = $slug', { $slug: slug })),
    bySite: async (spaceId, siteId) =>
      pageOfRow(await get<PageRow>(db, 'SELECT * FROM pages WHERE space_id = $spaceId AND site_id = $siteId', { $spaceId: spaceId, $siteId: siteId })),
    put: async (page) => {
      try {
        await run(db, putPage, { $slug: page.slug, $spaceId: page.spaceId, $siteId: page.siteId, $html: page.html, $updatedAt: page.updatedAt });
        return true;
      } catch (error) {
        if (isSlugTaken(error)) return false;
        throw error;
      }
    },
    takeDown: async (spaceId, siteId, at) =>
      (await run(db, 'UPDATE pages SET html = NULL, updated_at = $at WHERE space_id = $spaceId AND site_id = $siteId', {
        $at: at,
        $spaceId: spaceId,
        $siteId: siteId,
      })) === 1,
  };
}

/** SQLite's words for a slug another site holds: the primary key of pages broken. */
const isSlugTaken = (error: unknown) =>
  (error as { code?: string }).code === 'SQLITE_CONSTRAINT' && (error as Error).message.includes('UNIQUE constraint failed: pages.slug');

function sqlitePictures(db: sqlite3.Database): PictureRecords {
  return {
    read: async (sha256) => {
      const row = await get<{ bytes: Buffer; content_type: string }>(db, 'SELECT bytes, content_type FROM pictures WHERE sha256 = $sha256', { $sha256: sha256 });
      return row ? { bytes: new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength), contentType: row.content_type } : null;
    },
    // Stored once: the same bytes under the same hash are already there.
    write: async (sha256, picture, spaceId) => {
      await run(db, 'INSERT INTO pictures (sha256, bytes, content_type, space_id, stored_at) VALUES ($sha256, $bytes, $contentType, $spaceId, $at) ON CONFLICT (sha256) DO NOTHING', {
        $sha256: sha256,
        $bytes: Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.byteLength),
        $contentType: picture.contentType,
        $spaceId: spaceId,
        $at: Date.now(),
      });
    },
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
