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
  close(): Promise<void>;
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
      await rows.write(documentName, state);
    },
  };
}
