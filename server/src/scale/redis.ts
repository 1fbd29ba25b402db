import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Redis } from '@hocuspocus/extension-redis';
import { OutgoingMessage, type onChangePayload } from '@hocuspocus/server';
import { writeVarUint, writeVarUint8Array } from 'lib0/encoding';
import { messageYjsSyncStep2 } from 'y-protocols/sync';
import { Redis as RedisClient } from 'ioredis';
import type { Log } from '../log.js';
import { withoutPassword } from '../redacted-url.js';

/**
 * Scaled out (BRICK_REDIS_URL): Brick instances behind one load balancer, on one Postgres, joined
 * by Hocuspocus's Redis extension. A document open on several instances is one document: each
 * instance publishes its devices' edits on the document's Redis channel and applies the others'.
 * Redis keeps nothing; the documents are in the shared database.
 */

/** How long closing waits for Redis to answer QUIT before it drops the connections. */
const QUIT_TIMEOUT_MS = 1000;

/**
 * The stock extension, changed in three ways. Two for storage that merges each write with the
 * stored copy (storage/postgres.ts), where stores from two instances in any order lose nothing:
 *
 * - No store lock. The stock onStoreDocument takes a Redis lock and, when another instance holds
 *   it, skips this instance's store for good (it is not tried again). The other instance's copy
 *   can lack this one's newest edits, so a skipped store could leave them out of the database.
 * - Edits that came from another instance are stored here too. Hocuspocus stores a document only
 *   when one of its own connections changed it; an instance killed before its store (debounced by
 *   2 s) would take its devices' last edits with it, though every instance holding the document
 *   has them. Stored here as well, they survive (a store is debounced, so this costs one write
 *   per instance per burst of edits).
 *
 * And one for speed: a device's edit is published as the update itself, not as a sync step 1.
 *   The stock onChange publishes this instance's state vector, each other instance answers with
 *   the diff it computes from it and its own state vector, and this one answers that with the
 *   diff holding the edit: four messages and three diffs of the whole document per edit, where
 *   one message carrying the update does. The update goes out as a sync step 2 (a Yjs update,
 *   like it), which the receiving instance's stock handler applies with the Redis origin, so it
 *   is not published again. Pub/sub keeps nothing for a subscriber that was away: when this
 *   instance's subscription is back after an outage, it publishes each open document's state
 *   vector, the stock exchange, and both sides get what they missed.
 */
class BrickRedis extends Redis {
  constructor(
    configuration: ConstructorParameters<typeof Redis>[0],
    /** Its two connections (pub and sub), as made by createClient. */
    private readonly connections: RedisClient[],
  ) {
    super(configuration);
  }

  /** The connection that publishes (createClient makes it first, then the subscription's). */
  private get publisher(): RedisClient {
    return this.connections[0];
  }

  /** Publishes a message on a document's channel, under this instance's identifier, as the stock extension frames it. */
  private publishOn(documentName: string, message: Uint8Array): Promise<number> {
    return this.publisher.publish(`${this.configuration.prefix}:${documentName}`, Buffer.concat([this.messagePrefix, message]));
  }

  override async onStoreDocument(): Promise<void> {}

  override async onChange(data: onChangePayload): Promise<void> {
    // A change of this instance's own devices: its update, published.
    if (data.transactionOrigin !== this.redisTransactionOrigin) {
      await this.publishOn(data.documentName, updateMessage(data.documentName, data.update));
      return;
    }
    // The storage checks that a store is for a connection of the document's space: any of this
    // instance's connections to the document is one. With none here, the document is unloading.
    const context: unknown = data.document.getConnections()[0]?.context;
    if (context) void data.instance.storeDocumentHooks(data.document, { ...data, context });
  }

  /** After an outage of its subscription: the stock exchange for every open document (see above). */
  catchUp(): void {
    for (const document of this.instance.documents.values()) {
      const step1 = new OutgoingMessage(document.name).createSyncMessage().writeFirstSyncStepFor(document);
      void this.publishOn(document.name, step1.toUint8Array());
    }
  }

  /** The stock onDestroy waits for QUIT's answer: a Redis gone away would keep it (and the process) waiting. */
  override async onDestroy(): Promise<void> {
    await Promise.race([super.onDestroy(), new Promise((resolve) => setTimeout(resolve, QUIT_TIMEOUT_MS).unref())]);
    for (const connection of this.connections) connection.disconnect();
  }
}

/** A sync message (step 2) carrying one update of a document, as Hocuspocus frames it. */
function updateMessage(documentName: string, update: Uint8Array): Uint8Array {
  const message = new OutgoingMessage(documentName).createSyncMessage();
  writeVarUint(message.encoder, messageYjsSyncStep2);
  writeVarUint8Array(message.encoder, update);
  return message.toUint8Array();
}

/** The Redis extension of this instance, its two connections open (a Redis out of reach stops the start). */
export async function openRedisExtension({ redisUrl, databaseUrl }: { redisUrl: string; databaseUrl?: string }, log: Log): Promise<Redis> {
  if (!databaseUrl) {
    log('instances: BRICK_REDIS_URL is set without BRICK_DATABASE_URL: each instance keeps its own SQLite file, and reads none of what the others stored');
  }
  const clients: RedisClient[] = [];
  const createClient = () => {
    // maxRetriesPerRequest null: while Redis is away, commands wait for it to come back instead of
    // failing after 20 tries (a failed publish in the stock onChange would be an unhandled rejection).
    const client = new RedisClient(redisUrl, { lazyConnect: true, maxRetriesPerRequest: null, connectTimeout: 10_000 });
    reportOutages(client, log);
    clients.push(client);
    return client;
  };
  // Unique per process: the extension skips messages carrying its own identifier.
  const identifier = `${hostname().slice(0, 64)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const extension = new BrickRedis({ createClient, identifier, prefix: 'brick' }, clients);
  const [, subscription] = clients;
  let away = false;
  subscription.on('close', () => (away = true));
  subscription.on('ready', () => {
    if (!away) return;
    away = false;
    // Its PING answered, the subscriptions sent before it are in place for the answers.
    subscription.ping().then(() => extension.catchUp(), () => undefined);
  });
  try {
    await Promise.all(clients.map(connected));
  } catch (error) {
    for (const client of clients) client.disconnect();
    throw new Error(`Cannot reach the Redis of BRICK_REDIS_URL (${withoutPassword(redisUrl)}): ${error instanceof Error ? error.message : String(error)}`);
  }
  log(`instances: joined through Redis ${withoutPassword(redisUrl)} as ${identifier}`);
  return extension;
}

/** Connects, rejecting with the connection's own error (ioredis's rejection only says "Connection is closed."). */
function connected(client: RedisClient): Promise<void> {
  let lastError: Error | undefined;
  const remember = (error: Error) => (lastError = error);
  client.on('error', remember);
  return client.connect().then(
    () => void client.off('error', remember),
    (error: Error) => {
      client.off('error', remember);
      throw lastError ?? error;
    },
  );
}

/** One line when a connection fails and one when it is back (ioredis retries on its own, and reports each try). */
function reportOutages(client: RedisClient, log: Log): void {
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) log(`instances: a Redis connection failed (${error.message}); retrying`);
    down = true;
  });
  client.on('ready', () => {
    if (down) log('instances: the Redis connection is back');
    down = false;
  });
}
