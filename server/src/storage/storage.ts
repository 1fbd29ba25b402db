import type { DatabaseConfiguration } from '@hocuspocus/extension-database';
import type { Extension } from '@hocuspocus/server';
import { assertDocumentOfContextSpace, type SpaceRecords } from '../auth/spaces.js';
import { documentLabel, Refusal, type Log } from '../log.js';

/**
 * What the server keeps, whatever keeps it: the documents (a Hocuspocus persistence extension)
 * and the spaces' secret hashes. SQLite is the default (storage/sqlite.ts); another database
 * (Postgres, issue 37) implements the same two and takes the same guards.
 */
export interface BrickStorage {
  documents: Extension;
  spaces: SpaceRecords;
  pages: PageRecords;
  pictures: PictureRecords;
  close(): Promise<void>;
}

/** A site's page at its web address (issue 37); `html` is null while the site is taken down. */
export interface PublishedPage {
  slug: string;
  spaceId: string;
  siteId: string;
  html: string | null;
  updatedAt: number;
}

/** Published pages, one per site of a space, each at a slug unique on the server. */
export interface PageRecords {
  bySlug(slug: string): Promise<PublishedPage | null>;
  bySite(spaceId: string, siteId: string): Promise<PublishedPage | null>;
  /**
   * In one transaction: when `page.slug` is free or already the site's, the site's page is
   * written there (its old slug, if another, is freed) and true is returned; when another site
   * holds the slug nothing is written and false is returned.
   */
  put(page: PublishedPage): Promise<boolean>;
  /** Takes the site's page down (html null; the slug stays the site's); false when it has none. */
  takeDown(spaceId: string, siteId: string, at: number): Promise<boolean>;
}

export interface StoredPicture {
  bytes: Uint8Array;
  contentType: string;
}

/** Hosted pictures, each stored once under the sha256 (lowercase hex) of its bytes. */
export interface PictureRecords {
  read(sha256: string): Promise<StoredPicture | null>;
  /** Stores a picture; one already stored under the hash is left as it is. */
  write(sha256: string, picture: StoredPicture, spaceId: string): Promise<void>;
}

/** A database's plain document reads and writes, one row of encoded Yjs state per name. */
export interface DocumentRows {
  read(documentName: string): Promise<Uint8Array | null>;
  write(documentName: string, state: Uint8Array): Promise<void>;
}

/**
 * The fetch and store of Hocuspocus's database extension around plain rows: each checks again
 * that the document belongs to the connection's space, and store refuses a document over the
 * size limit (the message guard keeps documents under it; this is the last line).
 */
export function guardedDocumentStorage(rows: DocumentRows, maxDocumentBytes: number, log: Log): DatabaseConfiguration {
  return {
    fetch: async ({ documentName, context }) => {
      assertDocumentOfContextSpace(documentName, context, log);
      return rows.read(documentName);
    },
    store: async ({ documentName, context, state }) => {
      assertDocumentOfContextSpace(documentName, context, log);
      if (state.byteLength > maxDocumentBytes) {
        log(`refused: storing ${documentLabel(documentName)}: ${state.byteLength} bytes is over the limit of ${maxDocumentBytes}`);
        throw new Refusal('document-too-large', 4413);
      }
      try {
        await rows.write(documentName, state);
      } catch (error) {
        // Hocuspocus rethrows a store's error where nothing catches it, which would end the process
        // and every device's connection with it. The devices keep every change; the next store
        // (the next edit) writes it all, once the database answers again.
        log(`storage: could not store ${documentLabel(documentName)}: ${error instanceof Error ? error.message : String(error)}; it is stored with its next change`);
        throw new Refusal('storage-unavailable', 4500);
      }
    },
  };
}
