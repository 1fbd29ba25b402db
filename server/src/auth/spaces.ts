import { createHash, timingSafeEqual } from 'node:crypto';
import type { Extension, onAuthenticatePayload } from '@hocuspocus/server';
import { isSpaceSecret, parseDocumentName } from '../../../src/sync/names.js';
import { parseSpaceBearer } from '../../../src/sync/web-address.js';
import { documentLabel, Refusal, spaceLabel, type Log } from '../log.js';

/**
 * Who may read what. A space is a random id and a secret; the server keeps only the secret's
 * sha256, and the first connection to a space claims it with its secret. Every document name
 * starts with its space id, and a connection may open a document only with that space's secret,
 * so one space's secret opens nothing of another's.
 */

/** Where spaces are kept (the SQLite file by default; any database can implement it). */
export interface SpaceRecords {
  /** The sha256 of the space's secret, or null when nobody has claimed the space. */
  secretHash(spaceId: string): Promise<Buffer | null>;
  /** Claims an unclaimed space; false when another connection claimed it first. */
  claim(spaceId: string, secretHash: Buffer): Promise<boolean>;
}

/** What onAuthenticate adds to a connection's context, for the storage to check again. */
export interface SpaceContext {
  spaceId: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

const sameHash = (stored: Buffer | null, offered: Buffer) => !!stored && stored.length === offered.length && timingSafeEqual(stored, offered);

/**
 * The space an HTTP request proves it is (`Authorization: Bearer {spaceId}.{secret}`), or null.
 * Only a claimed space counts: HTTP never claims one, so a device must have synced first (paired).
 */
export async function spaceOfRequest(spaces: SpaceRecords, authorization: string | undefined): Promise<string | null> {
  const bearer = parseSpaceBearer(authorization);
  if (!bearer) return null;
  return sameHash(await spaces.secretHash(bearer.spaceId), sha256(bearer.secret)) ? bearer.spaceId : null;
}

export function spaceAuthentication(spaces: SpaceRecords, log: Log): Extension {
  return {
    extensionName: 'BrickSpaces',
    async onAuthenticate({ token, documentName, request }: onAuthenticatePayload): Promise<SpaceContext> {
      const from = request.socket.remoteAddress ?? 'an unknown address';
      const refuse = (why: string) => {
        log(`refused: document ${documentLabel(documentName)} from ${from}: ${why}`);
        return new Refusal('permission-denied');
      };
      const name = parseDocumentName(documentName);
      if (!name) throw refuse('not a Brick document name (space id / account, site:… or image:…)');
      // Hocuspocus 3 calls this hook even when the client sent no token.
      if (!token) throw refuse('no space secret');
      if (!isSpaceSecret(token)) throw refuse('the space secret is malformed');

      const offered = sha256(token);
      let stored = await spaces.secretHash(name.spaceId);
      if (!stored) {
        if (await spaces.claim(name.spaceId, offered)) {
          log(`space ${spaceLabel(name.spaceId)} claimed by ${from}`);
          return { spaceId: name.spaceId };
        }
        stored = await spaces.secretHash(name.spaceId);
      }
      if (!sameHash(stored, offered)) throw refuse('wrong secret for this space');
      return { spaceId: name.spaceId };
    },
  };
}

/**
 * The storage's own check that a document is read or written for its own space: the context
 * comes from onAuthenticate, so this holds even if a later hook loads a document some other way.
 */
export function assertDocumentOfContextSpace(documentName: string, context: unknown, log: Log): void {
  const spaceId = (context as Partial<SpaceContext> | undefined)?.spaceId;
  const name = parseDocumentName(documentName);
  if (name && spaceId === name.spaceId) return;
  log(`refused: storage of ${documentLabel(documentName)} for a connection of ${spaceId ? `space ${spaceLabel(spaceId)}` : 'no space'}`);
  throw new Refusal('permission-denied');
}
