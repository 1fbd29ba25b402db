/**
 * Two devices and a real Brick server for the sync tests (issue 36): the server (server/src)
 * serving dist/ on 127.0.0.1 with a SQLite file in a temporary folder, stopped by the test that
 * started it; and a device's connection to it that can be cut. `context.setOffline` does not close
 * WebSockets (Playwright issue 4910), so each device's socket to /sync is routed through
 * Playwright, which closes it, and refuses new ones, while the device is "offline".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, WebSocketRoute } from '@playwright/test';
import { endOfflineAgain, test } from './helpers';
import { startBrickServer, type RunningBrickServer } from '../../server/src/sync';
import { parseServerConfig } from '../../server/src/config';

export interface TestServer {
  url: string;
  /** Stops the server and starts it again on the same port; `wipe` deletes its database first. */
  restart(options: { wipe: boolean }): Promise<void>;
  stop(): Promise<void>;
}

async function start(dir: string, port: number): Promise<RunningBrickServer> {
  const checked = parseServerConfig({ PORT: String(port), HOST: '127.0.0.1', BRICK_DATA_DIR: dir, BRICK_STATIC_DIR: process.env.E2E_DIST ?? 'dist' });
  if (!('config' in checked)) throw new Error(checked.problems.join('; '));
  const { dataDir: _dataDir, ...config } = checked.config;
  // Only refusals are worth a line in a test's output.
  return startBrickServer({ ...config, log: (line) => void (line.includes('refused') && console.log(`server: ${line}`)) });
}

export async function startTestServer(): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'brick-e2e-sync-'));
  let server = await start(dir, 0);
  const port = server.port;
  return {
    url: `http://localhost:${port}`,
    async restart({ wipe }) {
      await server.destroy();
      if (wipe) await rm(join(dir, 'brick.sqlite'), { force: true });
      server = await start(dir, port);
    },
    async stop() {
      await server.destroy();
      // SQLite may still be closing its journal: try again rather than leave the folder.
      await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/**
 * A fresh server for each test of the file that calls this (at its top level), stopped after the
 * test; the object answers for the current test's server.
 */
export function serverForEachTest(): TestServer {
  let current: TestServer | null = null;
  test.beforeEach(async () => {
    current = await startTestServer();
  });
  test.afterEach(async () => {
    await current?.stop();
    current = null;
  });
  const running = () => {
    if (!current) throw new Error('The test server runs only inside a test');
    return current;
  };
  return {
    get url() {
      return running().url;
    },
    restart: (options) => running().restart(options),
    stop: () => running().stop(),
  };
}

/** A site's details form on /manage. */
export const siteDetails = (page: Page) => page.getByRole('form', { name: 'Site details' });

/** A device whose connection to the sync server can be cut and restored. */
export interface Line {
  cut(): Promise<void>;
  restore(): Promise<void>;
  /** WebSocket messages the device sent to the server so far. */
  sent(): number;
  /** Of those, the ones that carried a data URL (a picture inside a site's document). */
  sentDataUrls(): number;
  /**
   * From now on the device's document content (Yjs sync step 2 and updates) waits here, in order,
   * while its other messages pass: it connects, syncs and reads the server, but the server does
   * not see what the device holds. `releaseUploads` sends what waited.
   */
  holdUploads(): void;
  releaseUploads(): void;
  /** Messages waiting. */
  held(): number;
}

/**
 * A Hocuspocus message from a device: the document's name (lib0 varString), the message type
 * (0: Yjs sync), then the sync message's type (0: step 1, 1: step 2, 2: update). Names and
 * types here are short, so each length and type is one byte.
 */
function carriesContent(message: Buffer): boolean {
  const afterName = 1 + message[0];
  return message[afterName] === 0 && (message[afterName + 1] === 1 || message[afterName + 1] === 2);
}

export async function routeSync(context: BrowserContext): Promise<Line> {
  let down = false;
  let sent = 0;
  let dataUrls = 0;
  let holding = false;
  const waiting: { server: ReturnType<WebSocketRoute['connectToServer']>; message: string | Buffer }[] = [];
  const open = new Set<WebSocketRoute>();
  // The app's sync socket, its route key included (src/sync/names.ts): a socket without one would
  // pass by unrouted, and a cut line would not cut it.
  await context.routeWebSocket(/\/sync\?route=[0-9a-f]{8}$/, (ws) => {
    if (down) return void ws.close({ code: 4000, reason: 'offline' });
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      sent += 1;
      if (Buffer.from(message).includes('data:image/')) dataUrls += 1;
      if (holding && typeof message !== 'string' && carriesContent(message)) waiting.push({ server, message });
      else server.send(message);
    });
    open.add(ws);
    ws.onClose(() => open.delete(ws));
  });
  return {
    async cut() {
      down = true;
      await context.setOffline(true);
      for (const ws of open) await ws.close({ code: 4000, reason: 'offline' });
      open.clear();
    },
    async restore() {
      down = false;
      await endOfflineAgain(context);
      await context.setOffline(false);
    },
    sent: () => sent,
    sentDataUrls: () => dataUrls,
    holdUploads() {
      holding = true;
    },
    releaseUploads() {
      holding = false;
      for (const { server, message } of waiting.splice(0)) server.send(message);
    },
    held: () => waiting.length,
  };
}
