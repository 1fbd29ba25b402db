import type { beforeHandleMessagePayload, Extension } from '@hocuspocus/server';
import * as Y from 'yjs';
import { documentLabel, Refusal, type Log } from '../log.js';
import { MalformedMessage, readMessage } from './protocol.js';

/**
 * Every message of an open document passes here before Hocuspocus applies it (Hocuspocus 3 has no
 * document size option): a malformed message, or an update that would grow the document past
 * the limit, is refused. Throwing closes that document's connection only; the socket and every
 * other connection go on.
 */
export function messageGuards(maxDocumentBytes: number, log: Log): Extension {
  // Each document's size, from above: what it was when measured plus every update since. Measuring
  // exactly means encoding the whole document, so it is done only when the estimate nears the limit.
  const sizeEstimates = new WeakMap<Y.Doc, number>();

  return {
    extensionName: 'BrickMessageGuards',
    // Not async: it has nothing to wait for. Hocuspocus calls hooks inside a promise chain, so a throw here is a rejection.
    beforeHandleMessage({ update: bytes, document, documentName, connection }: beforeHandleMessagePayload): Promise<void> {
      const from = connection.request.socket.remoteAddress ?? 'an unknown address';
      let update: Uint8Array | undefined;
      try {
        update = readMessage(bytes).update;
      } catch (error) {
        if (!(error instanceof MalformedMessage)) throw error;
        log(`refused: malformed message for ${documentLabel(documentName)} from ${from}: ${error.message}; its connection to that document is closed`);
        throw new Refusal('malformed-message', 4400);
      }
      if (!update) return Promise.resolve();

      let size = (sizeEstimates.get(document) ?? Y.encodeStateAsUpdate(document).byteLength) + update.byteLength;
      if (size > maxDocumentBytes) size = sizeAfter(document, update);
      if (size > maxDocumentBytes) {
        log(`refused: an update of ${update.byteLength} bytes to ${documentLabel(documentName)} from ${from}: the document would be ${size} bytes, over the limit of ${maxDocumentBytes}`);
        throw new Refusal('document-too-large', 4413);
      }
      sizeEstimates.set(document, size);
      return Promise.resolve();
    },
  };
}

/** The document's exact encoded size once the update is applied, measured on a copy. */
function sizeAfter(document: Y.Doc, update: Uint8Array): number {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(document));
  Y.applyUpdate(copy, update);
  const size = Y.encodeStateAsUpdate(copy).byteLength;
  copy.destroy();
  return size;
}
