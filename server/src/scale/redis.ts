import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Redis } from '@hocuspocus/extension-redis';
import type { onChangePayload } from '@hocuspocus/server';
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
 * The stock extension, changed in two ways for storage that merges each write with the stored copy
 * (storage/postgres.ts), where stores from two instances in any order lose nothing:
 *
 * - No store lock. The stock onStoreDocument takes a Redis lock and, when another instance holds
 *   it, skips this instance's store for good (it is not tried again). The other instance's copy
 *   can lack this one's newest edits, so a skipped store could leave them out of the database.
 * - Edits that came from another instance are stored here too. Hocuspocus stores a document only
 *   when one of its own connections changed it; an instance killed before its store (debounced by
 *   2 s) would take its devices' last edits with it, though every instance holding the document
 *   has them. Stored here as well, they survive (a store is debounced, so this costs one write
 *   per instance per burst of edits).
 */
class BrickRedis extends Redis {
  constructor(
    configuration: ConstructorParameters<typeof Redis>[0],
    /** Its two connections (pub and sub), as made by createClient. */
    private readonly connections: RedisClient[],
  ) {
    super(configuration);
  }

  override async onStoreDocument(): Promise<void> {}

  override async onChange(data: onChangePayload): Promise<void> {
    // A change of this instance's own devices: published, as the stock extension does.
    if (data.transactionOrigin !== this.redisTransactionOrigin) {
      await super.onChange(data);
      return;
    }
    // The storage checks that a store is for a connection of the document's space: any of this
    // instance's connections to the document is one. With none here, the document is unloading.
    const context: unknown = data.document.getConnections()[0]?.context;
    if (context) void data.instance.storeDocumentHooks(data.document, { ...data, context });
  }

  /** The stock onDestroy waits for QUIT's answer: a Redis gone away would keep it (and the process) waiting. */
  override async onDestroy(): Promise<void> {
    await Promise.race([super.onDestroy(), new Promise((resolve) => setTimeout(resolve, QUIT_TIMEOUT_MS).unref())]);
    for (const connection of this.connections) connection.disconnect();
  }
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
