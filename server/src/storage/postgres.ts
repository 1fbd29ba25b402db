import { Database } from '@hocuspocus/extension-database';
import pg from 'pg';
import * as Y from 'yjs';
import type { SpaceRecords } from '../auth/spaces.js';
import type { Log } from '../log.js';
import { withoutPassword } from '../redacted-url.js';
import { guardedDocumentStorage, type BrickStorage, type DocumentRows, type PageRecords, type PictureRecords, type PublishedPage } from './storage.js';

/**
 * Postgres storage (BRICK_DATABASE_URL): documents, spaces, pages and pictures in one database that
 * several Brick instances share (scaled out, joined by Redis: scale/redis.ts). The connection is
 * tried and the tables made before the server starts, so a wrong URL or a database out of reach
 * stops the start with a line naming the variable.
 */

const schema = `
CREATE TABLE IF NOT EXISTS documents (
  name TEXT PRIMARY KEY,
  data BYTEA NOT NULL
);
CREATE TABLE IF NOT EXISTS spaces (
  id TEXT PRIMARY KEY,
  secret_hash BYTEA NOT NULL,
  claimed_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS pages (
  slug TEXT NOT NULL CONSTRAINT pages_pkey PRIMARY KEY,
  space_id TEXT NOT NULL,
  site_id TEXT NOT NULL,
  html TEXT,
  updated_at BIGINT NOT NULL,
  UNIQUE (space_id, site_id)
);
CREATE TABLE IF NOT EXISTS pictures (
  sha256 TEXT PRIMARY KEY,
  bytes BYTEA NOT NULL,
  content_type TEXT NOT NULL,
  space_id TEXT NOT NULL,
  stored_at BIGINT NOT NULL
);`;

export async function openPostgresStorage(url: string, maxDocumentBytes: number, log: Log): Promise<BrickStorage> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A connection lost while idle (the database restarted) is reported here; unheard, it would end the process.
  pool.on('error', (error) => log(`storage: a Postgres connection failed: ${error.message}`));
  try {
    await createTables(pool);
  } catch (error) {
    await pool.end();
    throw new Error(`Cannot use the Postgres database of BRICK_DATABASE_URL (${withoutPassword(url)}): ${error instanceof Error ? error.message : String(error)}`);
  }
  log(`storage: Postgres database ${withoutPassword(url)}`);

  return {
    documents: new Database(guardedDocumentStorage(postgresDocuments(pool), maxDocumentBytes, log)),
    spaces: postgresSpaces(pool),
    pages: postgresPages(pool),
    pictures: postgresPictures(pool),
    close: () => pool.end(),
  };
}

/**
 * CREATE TABLE IF NOT EXISTS is not safe against itself: two instances starting at once on a fresh
 * database can both find a table missing, and the second then fails on a duplicate. An advisory
 * lock, held until the transaction ends, lets one instance make the tables while the other waits.
 */
async function createTables(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('brick:schema'))");
    await client.query(schema);
  });
}

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is dropped from the pool, not handed out again.
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Documents. Each instance stores its own whole copy of a document, and two instances' copies can
 * differ for a moment (an edit on one reaches the other through Redis a little later): written
 * over each other, the copy written last would drop the other's newest edits. So a write merges
 * with the stored copy, the row locked (FOR UPDATE) for the merge: Yjs states merge without
 * conflict, and what any instance stored stays stored, whatever the order of the writes.
 */
function postgresDocuments(pool: pg.Pool): DocumentRows {
  return {
    read: async (documentName) => {
      const { rows } = await pool.query<{ data: Buffer }>('SELECT data FROM documents WHERE name = $1', [documentName]);
      return rows[0] ? new Uint8Array(rows[0].data) : null;
    },
    write: (documentName, state) =>
      inTransaction(pool, async (client) => {
        const inserted = await client.query('INSERT INTO documents (name, data) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [documentName, Buffer.from(state)]);
        if (inserted.rowCount === 1) return;
        const { rows } = await client.query<{ data: Buffer }>('SELECT data FROM documents WHERE name = $1 FOR UPDATE', [documentName]);
        await client.query('UPDATE documents SET data = $2 WHERE name = $1', [documentName, Buffer.from(mergedStates(rows[0].data, state))]);
      }),
  };
}

/** One encoded state holding every edit of both. */
function mergedStates(stored: Uint8Array, state: Uint8Array): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, stored);
  Y.applyUpdate(doc, state);
  const merged = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return merged;
}

function postgresSpaces(pool: pg.Pool): SpaceRecords {
  return {
    secretHash: async (spaceId) => {
      const { rows } = await pool.query<{ secret_hash: Buffer }>('SELECT secret_hash FROM spaces WHERE id = $1', [spaceId]);
      return rows[0]?.secret_hash ?? null;
    },
    // Whichever instance inserts first claims the space; the other's insert does nothing.
    claim: async (spaceId, secretHash) => {
      const { rowCount } = await pool.query('INSERT INTO spaces (id, secret_hash, claimed_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
        spaceId,
        secretHash,
        Date.now(),
      ]);
      return rowCount === 1;
    },
  };
}

interface PageRow {
  slug: string;
  space_id: string;
  site_id: string;
  html: string | null;
  // BIGINT comes back as a string: node-postgres does not guess whether it fits a JS number.
  updated_at: string;
}

const pageOfRow = (row: PageRow | undefined): PublishedPage | null =>
  row ? { slug: row.slug, spaceId: row.space_id, siteId: row.site_id, html: row.html, updatedAt: Number(row.updated_at) } : null;

/**
 * The site's page is put by one statement, a transaction by itself. The upsert is keyed on the
 * site: its row moves to the new slug (freeing the old one) or is inserted. A slug another site
 * holds breaks the slug's primary key, and the statement writes nothing. Two instances racing
 * for one free slug meet at that key's unique index: the second waits for the first to commit,
 * then fails, so exactly one wins (a SELECT … FOR UPDATE could not do that: it locks no row
 * that does not exist yet).
 */
const putPage = `INSERT INTO pages (slug, space_id, site_id, html, updated_at) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (space_id, site_id) DO UPDATE SET slug = excluded.slug, html = excluded.html, updated_at = excluded.updated_at`;

function postgresPages(pool: pg.Pool): PageRecords {
  return {
    bySlug: async (slug) => pageOfRow((await pool.query<PageRow>('SELECT * FROM pages WHERE slug = $1', [slug])).rows[0]),
    bySite: async (spaceId, siteId) => pageOfRow((await pool.query<PageRow>('SELECT * FROM pages WHERE space_id = $1 AND site_id = $2', [spaceId, siteId])).rows[0]),
    put: async (page) => {
      try {
        await pool.query(putPage, [page.slug, page.spaceId, page.siteId, page.html, page.updatedAt]);
        return true;
      } catch (error) {
        if (error instanceof pg.DatabaseError && error.code === '23505' && error.constraint === 'pages_pkey') return false;
        throw error;
      }
    },
    takeDown: async (spaceId, siteId, at) =>
      (await pool.query('UPDATE pages SET html = NULL, updated_at = $3 WHERE space_id = $1 AND site_id = $2', [spaceId, siteId, at])).rowCount === 1,
  };
}

function postgresPictures(pool: pg.Pool): PictureRecords {
  return {
    read: async (sha256) => {
      const { rows } = await pool.query<{ bytes: Buffer; content_type: string }>('SELECT bytes, content_type FROM pictures WHERE sha256 = $1', [sha256]);
      return rows[0] ? { bytes: new Uint8Array(rows[0].bytes.buffer, rows[0].bytes.byteOffset, rows[0].bytes.byteLength), contentType: rows[0].content_type } : null;
    },
    // Stored once: the same bytes under the same hash are already there.
    write: async (sha256, picture, spaceId) => {
      await pool.query('INSERT INTO pictures (sha256, bytes, content_type, space_id, stored_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (sha256) DO NOTHING', [
        sha256,
        Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.byteLength),
        picture.contentType,
        spaceId,
        Date.now(),
      ]);
    },
  };
}
