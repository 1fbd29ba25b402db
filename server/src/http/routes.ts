import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Extension, onRequestPayload, onUpgradePayload } from '@hocuspocus/server';
import { SYNC_PATH } from '../../../src/sync/names.js';
import type { Log } from '../log.js';

/**
 * The server's HTTP side, beside Hocuspocus on the same port: one extension whose onRequest tries
 * each route in turn (the built app today; published pages and uploads slot in before it), and
 * whose onUpgrade lets WebSockets in on the sync path only.
 */

/** Answers a request and resolves to true, or resolves to false to leave it to the next route. */
export type Route = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

/**
 * Stops Hocuspocus's hook chain: it treats a rejection with an empty value as "handled" (no
 * later hook, no default "Welcome to Hocuspocus!" reply), and rethrows any real error where
 * nothing catches it, which would end the process.
 */
export function stopHookChain(): Promise<never> {
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the empty rejection is Hocuspocus's "handled" signal
  return Promise.reject(null);
}

/** Refuses a WebSocket before its handshake with a plain HTTP answer, as ws itself does. */
export function refuseUpgrade(socket: Duplex, status: number, statusText: string): void {
  socket.end(`HTTP/1.1 ${status} ${statusText}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** A request's path; '' for a target no URL can be made of (a throw in a hook would end the process). */
export function pathOf(request: IncomingMessage): string {
  try {
    return new URL(request.url ?? '/', 'http://localhost').pathname;
  } catch {
    return '';
  }
}

export const addressOf = (request: IncomingMessage) => request.socket.remoteAddress ?? 'an unknown address';

/** A plain request to the sync path: it speaks WebSocket only. */
const syncEndpoint: Route = (request, response) => {
  if (pathOf(request) !== SYNC_PATH) return Promise.resolve(false);
  response.writeHead(426, { 'Content-Type': 'text/plain; charset=utf-8', Upgrade: 'websocket', 'X-Content-Type-Options': 'nosniff' });
  response.end(`Brick's sync endpoint speaks WebSocket only.\n`);
  return Promise.resolve(true);
};

export function httpRoutes(routes: Route[], log: Log): Extension {
  const all = [syncEndpoint, ...routes];
  return {
    extensionName: 'BrickHttpRoutes',
    async onRequest({ request, response }: onRequestPayload) {
      try {
        let answered = false;
        for (const route of all) if ((answered = await route(request, response))) break;
        if (!answered) {
          response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
          response.end('Not found.\n');
        }
      } catch (error) {
        log(`http: ${request.method} ${pathOf(request)} failed: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error.\n');
        else response.destroy();
      }
      return stopHookChain();
    },
    async onUpgrade({ request, socket }: onUpgradePayload) {
      const path = pathOf(request);
      if (path === SYNC_PATH) return;
      log(`refused: websocket on ${JSON.stringify(path.slice(0, 80))} from ${addressOf(request)}: only ${SYNC_PATH} takes WebSockets`);
      refuseUpgrade(socket as Duplex, 404, 'Not Found');
      return stopHookChain();
    },
  };
}
