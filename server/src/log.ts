import { parseDocumentName } from '../../src/sync/names.js';

/**
 * The server's log: one line per event, written to stdout by default. Tests pass their own
 * writer to read what the server said. A line never carries a secret; a space is named by the
 * first characters of its id, enough to follow it through the log.
 */
export type Log = (line: string) => void;

export const consoleLog: Log = (line) => console.log(`${new Date().toISOString()} ${line}`);

/** A space id shortened for the log. */
export const spaceLabel = (spaceId: string) => `${spaceId.slice(0, 8)}…`;

/** A document name for the log: its space shortened, or, for a name Brick never makes, its start quoted. */
export function documentLabel(name: string): string {
  const parsed = parseDocumentName(name);
  return parsed ? `${spaceLabel(parsed.spaceId)}/${parsed.docKey}` : JSON.stringify(name.slice(0, 80));
}

/**
 * What a hook throws to refuse a connection or a message. Its `message` is empty on purpose:
 * Hocuspocus prints any error that has a message, and the refusal already wrote its own line.
 * `reason` is what the client is told (Hocuspocus sends it with the permission-denied or close
 * message); `code` is the close code Hocuspocus uses when it closes a document's connection.
 */
export class Refusal extends Error {
  constructor(
    readonly reason: string,
    readonly code = 4403,
  ) {
    super('');
  }
}
