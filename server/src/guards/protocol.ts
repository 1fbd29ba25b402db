import * as Y from 'yjs';

/**
 * Reads a Hocuspocus message far enough to judge it: every message starts with its document's
 * name and a type, and a sync message carries a Yjs state vector or update. Hocuspocus decodes
 * them itself; this reader exists so the guards can refuse a malformed or oversize message with a
 * line that says so, before Hocuspocus sees it. Numbers and strings are lib0's encoding:
 * variable-length unsigned integers, and byte arrays and strings prefixed with their length.
 */

export class MalformedMessage extends Error {}

/** Hocuspocus's message types (@hocuspocus/server MessageType), as a client sends them. */
const MessageType = { Sync: 0, Awareness: 1, Auth: 2, QueryAwareness: 3, SyncReply: 4, Stateless: 5, BroadcastStateless: 6, Close: 7 } as const;
/** y-protocols' sync steps. */
const SyncStep = { One: 0, Two: 1, Update: 2 } as const;

export interface ReadMessage {
  documentName: string;
  type: number;
  /** The Yjs update a sync step 2 or update message carries: what would grow the document. */
  update?: Uint8Array;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

class Reader {
  private position = 0;
  constructor(private readonly bytes: Uint8Array) {}

  unsigned(): number {
    let value = 0;
    for (let shift = 0; shift < 53; shift += 7) {
      if (this.position >= this.bytes.length) throw new MalformedMessage('it ends inside a number');
      const byte = this.bytes[this.position++];
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
    throw new MalformedMessage('a number is too long');
  }

  byteArray(): Uint8Array {
    const length = this.unsigned();
    if (this.position + length > this.bytes.length) throw new MalformedMessage('a length runs past its end');
    const array = this.bytes.subarray(this.position, this.position + length);
    this.position += length;
    return array;
  }

  string(): string {
    try {
      return utf8.decode(this.byteArray());
    } catch (error) {
      if (error instanceof MalformedMessage) throw error;
      throw new MalformedMessage('a text is not UTF-8');
    }
  }
}

/** The name of the document a message is for; throws MalformedMessage when it has none. */
export function readDocumentName(bytes: Uint8Array): string {
  return new Reader(bytes).string();
}

/** A message's document, type and Yjs update, with the update checked to decode; throws MalformedMessage. */
export function readMessage(bytes: Uint8Array): ReadMessage {
  const reader = new Reader(bytes);
  const documentName = reader.string();
  const type = reader.unsigned();
  switch (type) {
    case MessageType.Sync:
    case MessageType.SyncReply:
      return { documentName, type, update: readSync(reader) };
    case MessageType.Awareness:
      reader.byteArray();
      return { documentName, type };
    case MessageType.Auth:
      reader.unsigned();
      reader.string();
      return { documentName, type };
    case MessageType.Stateless:
    case MessageType.BroadcastStateless:
      reader.string();
      return { documentName, type };
    case MessageType.QueryAwareness:
    case MessageType.Close:
      return { documentName, type };
    default:
      throw new MalformedMessage(`no message type ${type} exists`);
  }
}

function readSync(reader: Reader): Uint8Array | undefined {
  const step = reader.unsigned();
  const payload = reader.byteArray();
  try {
    if (step === SyncStep.One) {
      Y.decodeStateVector(payload);
      return undefined;
    }
    if (step === SyncStep.Two || step === SyncStep.Update) {
      Y.decodeUpdate(payload);
      return payload;
    }
  } catch {
    throw new MalformedMessage(step === SyncStep.One ? 'its state vector does not decode' : 'its Yjs update does not decode');
  }
  throw new MalformedMessage(`no sync step ${step} exists`);
}
