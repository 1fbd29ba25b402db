import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { connectedPayload, Extension, onUpgradePayload } from '@hocuspocus/server';
import type { RawData, WebSocket } from 'ws';
import type { Limits } from '../config.js';
import { addressOf, refuseUpgrade, stopHookChain } from '../http/routes.js';
import type { Log } from '../log.js';
import { MalformedMessage, readDocumentName } from './protocol.js';

/**
 * Guards on the sockets themselves, which Hocuspocus 3 leaves open: how many one address may hold
 * (counted at the upgrade, by the address the connection comes from: a forwarded-for header is
 * anyone's to write), frames whose document name cannot be read, and how much a socket may send
 * for documents it has not opened yet (Hocuspocus queues those messages without a bound, and keeps
 * queueing for a document whose secret was refused).
 */

interface SocketState {
  opened: Set<string>;
  /** Bytes sent for each document not opened yet, and their sum. */
  waiting: Map<string, number>;
  waitingBytes: number;
}

export function socketGuards(limits: Limits, log: Log) {
  const openByAddress = new Map<string, number>();
  const sockets = new WeakMap<WebSocket, SocketState>();
  const stateOf = (ws: WebSocket) => {
    let state = sockets.get(ws);
    if (!state) sockets.set(ws, (state = { opened: new Set(), waiting: new Map(), waitingBytes: 0 }));
    return state;
  };

  const extension: Extension = {
    extensionName: 'BrickSocketGuards',
    async onUpgrade({ request, socket }: onUpgradePayload) {
      const address = addressOf(request);
      const open = openByAddress.get(address) ?? 0;
      if (open >= limits.maxConnectionsPerIp) {
        log(`refused: websocket from ${address}: it has ${open} open, the limit per address (BRICK_MAX_CONNECTIONS_PER_IP)`);
        refuseUpgrade(socket as Duplex, 429, 'Too Many Requests');
        return stopHookChain();
      }
      openByAddress.set(address, open + 1);
      (socket as Duplex).once('close', () => {
        const left = (openByAddress.get(address) ?? 1) - 1;
        if (left > 0) openByAddress.set(address, left);
        else openByAddress.delete(address);
      });
    },
    connected({ documentName, connection }: connectedPayload): Promise<void> {
      const state = stateOf(connection.webSocket);
      state.opened.add(documentName);
      state.waitingBytes -= state.waiting.get(documentName) ?? 0;
      state.waiting.delete(documentName);
      return Promise.resolve();
    },
  };

  /** Watches a new socket (the WebSocket server's 'connection' event, after Hocuspocus's own). */
  function watch(ws: WebSocket, request: IncomingMessage): void {
    const address = addressOf(request);
    const state = stateOf(ws);
    let refused = false;
    const refuse = (line: string, code: number, reason: string) => {
      refused = true;
      log(line);
      ws.close(code, reason);
    };
    ws.on('message', (data: RawData) => {
      // Frames already on their way after a refusal are not worth another line.
      if (refused) return;
      const bytes = Array.isArray(data) ? Buffer.concat(data) : new Uint8Array(data);
      let documentName: string;
      try {
        documentName = readDocumentName(bytes);
      } catch (error) {
        if (!(error instanceof MalformedMessage)) throw error;
        refuse(`refused: malformed message from ${address}: ${error.message}; its socket is closed`, 1002, 'malformed-message');
        return;
      }
      if (state.opened.has(documentName)) return;
      state.waiting.set(documentName, (state.waiting.get(documentName) ?? 0) + bytes.byteLength);
      state.waitingBytes += bytes.byteLength;
      if (state.waitingBytes > limits.maxMessageBytes) {
        refuse(
          `refused: ${address} sent ${state.waitingBytes} bytes for documents it has not opened (over BRICK_MAX_MESSAGE_BYTES); its socket is closed`,
          1008,
          'too-much-before-authentication',
        );
      }
    });
    ws.on('error', (error: Error & { code?: string }) => {
      const why =
        error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'
          ? `a message over the limit of ${limits.maxMessageBytes} bytes (BRICK_MAX_MESSAGE_BYTES)`
          : `${error.code ?? 'error'}: ${error.message}`;
      log(`refused: websocket from ${address}: ${why}; its socket is closed`);
    });
  }

  return { extension, watch };
}
