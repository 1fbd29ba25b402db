import { once } from 'node:events';
import { Server } from '@hocuspocus/server';
import { SYNC_PATH } from '../../src/sync/names.js';
import { spaceAuthentication } from './auth/spaces.js';
import type { ServerConfig } from './config.js';
import { messageGuards } from './guards/messages.js';
import { socketGuards } from './guards/sockets.js';
import { httpRoutes } from './http/routes.js';
import { staticApp } from './http/static.js';
import { consoleLog, type Log } from './log.js';
import { openRedisExtension } from './scale/redis.js';
import { openStorage } from './storage/open.js';
import { pictureRoutes } from './http/pictures.js';
import { webAddressRoutes } from './http/web-address.js';

/**
 * The Brick server: Hocuspocus (Yjs sync over one WebSocket per device, at /sync) with its SQLite
 * persistence, and the built app on the same port. It holds nothing the devices cannot rebuild:
 * every device keeps its own copy, and syncs it all back into a wiped or restarted server.
 */

export interface BrickServerOptions extends Omit<ServerConfig, 'dataDir'> {
  log?: Log;
}

export interface RunningBrickServer {
  /** The app's address (http://host:port). */
  url: string;
  /** The sync endpoint's address (ws://host:port/sync). */
  syncUrl: string;
  port: number;
  /** Stores every open document, closes every connection and the database; resolves once the port is free. */
  destroy(): Promise<void>;
}

export async function startBrickServer(options: BrickServerOptions): Promise<RunningBrickServer> {
  const log = options.log ?? consoleLog;
  const { limits } = options;
  const storage = await openStorage(options, log);
  // Scaled out: joined with the other instances on the same Redis (scale/redis.ts).
  const instances = options.redisUrl
    ? await openRedisExtension({ redisUrl: options.redisUrl, databaseUrl: options.databaseUrl }, log).catch(async (error: unknown) => {
        await storage.close();
        throw error;
      })
    : null;
  const routes = [...webAddressRoutes(storage.pages, storage.spaces, limits, log), ...pictureRoutes(storage.pictures, storage.spaces, limits, log), await staticApp(options.staticDir, log)];
  const sockets = socketGuards(limits, log);

  const server = new Server(
    {
      name: 'brick',
      port: options.port,
      address: options.host,
      quiet: true,
      // index.ts stops the server on a signal itself, with a line in the log; tests start many.
      stopOnSignals: false,
      // Order matters: onUpgrade checks the path before counting the address's sockets.
      extensions: [
        httpRoutes(routes, log),
        sockets.extension,
        spaceAuthentication(storage.spaces, log),
        messageGuards(limits.maxDocumentBytes, log),
        // Redis (scaled out) beside the storage, whose documents it joins across instances. Its
        // priority (1000) runs each of its hooks before the others' wherever it stands (the stock
        // extension wants its store lock taken before the storage writes; ours takes none, see
        // scale/redis.ts). Its hooks come after the guards' anyway: it subscribes once a document
        // is loaded, and server.destroy() runs its onDestroy, which closes its connections, after
        // every document is stored.
        ...(instances ? [instances] : []),
        storage.documents,
      ],
    },
    { maxPayload: limits.maxMessageBytes },
  );
  server.webSocketServer.on('connection', sockets.watch);

  try {
    await listen(server);
  } catch (error) {
    await instances?.onDestroy();
    await storage.close();
    throw error;
  }
  const port = server.address.port;
  const host = ['0.0.0.0', '::'].includes(options.host) ? 'localhost' : options.host.includes(':') ? `[${options.host}]` : options.host;

  let destroying: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    syncUrl: `ws://${host}:${port}${SYNC_PATH}`,
    port,
    destroy: () => (destroying ??= destroy(server, () => storage.close())),
  };
}

/** Listens, turning a port already taken into a rejection (Hocuspocus leaves it an unhandled 'error' event). */
function listen(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.httpServer.once('error', reject);
    server.listen().then(() => {
      server.httpServer.off('error', reject);
      resolve();
    }, reject);
  });
}

async function destroy(server: Server, closeStorage: () => Promise<void>): Promise<void> {
  const closed = once(server.httpServer, 'close');
  // Stops listening, stores and unloads every document, and closes their connections.
  await server.destroy();
  // Hocuspocus closes each document's connection but leaves the sockets open; devices should see
  // the server go, and reconnect when it is back.
  for (const socket of server.webSocketServer.clients) socket.terminate();
  server.httpServer.closeAllConnections();
  await closed;
  await closeStorage();
}
