// Helpers for the server tests: real Brick servers on 127.0.0.1 (port 0, a temp data dir),
// Yjs clients on HocuspocusProvider over `ws`, and a retry-poll instead of sleeps. Everything a
// test starts is registered with a Cleanup, which the test's afterEach runs.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import { expect } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { parseServerConfig, type Limits } from '../../server/src/config';
import { startBrickServer, type RunningBrickServer } from '../../server/src/sync';
import { documentName, siteDocKey } from '../../src/sync/names';

/** What a test started, stopped in reverse order by afterEach. */
export class Cleanup {
  private readonly steps: (() => Promise<void> | void)[] = [];

  add(step: () => Promise<void> | void): void {
    this.steps.push(step);
  }

  async run(): Promise<void> {
    const steps = this.steps.splice(0).reverse();
    for (const step of steps) await step();
  }
}

export async function tempDir(cleanup: Cleanup, prefix = 'brick-server-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanup.add(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

export interface Space {
  spaceId: string;
  secret: string;
}

/** A new space, as a device makes one: 128 random bits of id, 256 of secret. */
export const newSpace = (): Space => ({ spaceId: randomBytes(16).toString('hex'), secret: randomBytes(32).toString('base64url') });

export const siteDoc = (space: Space, siteId = 'site-1') => documentName(space.spaceId, siteDocKey(siteId));

/** The limits a server has with no variable set. */
export function defaultLimits(): Limits {
  const defaults = parseServerConfig({});
  if (!('config' in defaults)) throw new Error('the default configuration must be valid');
  return defaults.config.limits;
}

/** A server under test: its log lines, and a restart on the same port (same or wiped data). */
export class TestServer {
  readonly lines: string[] = [];
  private running!: RunningBrickServer;

  private constructor(
    readonly dataDir: string,
    private readonly staticDir: string,
    private readonly limits: Limits,
  ) {}

  static async start(cleanup: Cleanup, options: { limits?: Partial<Limits>; staticDir?: string } = {}): Promise<TestServer> {
    const dataDir = await tempDir(cleanup);
    const server = new TestServer(dataDir, options.staticDir ?? join(dataDir, 'no-app'), { ...defaultLimits(), ...options.limits });
    await server.listen(0);
    cleanup.add(() => server.running.destroy());
    return server;
  }

  get url() {
    return this.running.url;
  }

  get syncUrl() {
    return this.running.syncUrl;
  }

  get sqlitePath() {
    return join(this.dataDir, 'data', 'brick.sqlite');
  }

  /** Lines the server wrote that contain `text`. */
  logged(text: string): string[] {
    return this.lines.filter((line) => line.includes(text));
  }

  async stop(): Promise<void> {
    await this.running.destroy();
  }

  /** Starts again on the same port, so clients reconnect to it; `wipe` deletes its database first. */
  async restart({ wipe = false } = {}): Promise<void> {
    const port = this.running.port;
    await this.running.destroy();
    if (wipe) await rm(join(this.dataDir, 'data'), { recursive: true, force: true });
    await this.listen(port);
  }

  private async listen(port: number): Promise<void> {
    this.running = await startBrickServer({
      host: '127.0.0.1',
      port,
      sqlitePath: this.sqlitePath,
      staticDir: this.staticDir,
      limits: this.limits,
      log: (line) => {
        this.lines.push(line);
        if (process.env.BRICK_TEST_LOG) console.info(`[server] ${line}`);
      },
    });
  }
}

/**
 * `ws` as a browser's WebSocket behaves when closed while still connecting: the provider's cleanup
 * does that (a reconnect racing a disconnect), and `ws`, unlike a browser, then throws its
 * "closed before the connection was established" error when nothing listens for 'error': an
 * uncaught exception that failed a CI run after every test had passed. The provider's own
 * onerror still hears it.
 */
class BrowserLikeWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('error', () => undefined);
  }
}

/** One device: a Yjs document and its provider, on a socket of its own it can drop and bring back. */
export class Client {
  readonly doc = new Y.Doc();
  readonly socket: HocuspocusProviderWebsocket;
  readonly provider: HocuspocusProvider;
  authenticationFailed: string | null = null;

  constructor(cleanup: Cleanup, syncUrl: string, name: string, token: string | null) {
    this.socket = new HocuspocusProviderWebsocket({
      url: syncUrl,
      WebSocketPolyfill: BrowserLikeWebSocket,
      // Reconnect within tens of milliseconds, so a restarted server is found again quickly.
      delay: 30,
      minDelay: 30,
      maxDelay: 150,
      factor: 1.5,
      jitter: false,
    });
    this.provider = new HocuspocusProvider({ websocketProvider: this.socket, name, document: this.doc, token });
    this.provider.on('authenticationFailed', ({ reason }: { reason: string }) => (this.authenticationFailed = reason));
    this.provider.attach();
    cleanup.add(() => this.destroy());
  }

  get authenticated(): boolean {
    return this.provider.isAuthenticated;
  }

  /** Connected, authenticated, the first sync done and every change sent acknowledged. */
  get settled(): boolean {
    return this.provider.isAuthenticated && this.provider.isSynced && !this.provider.hasUnsyncedChanges;
  }

  /**
   * Drops the connection and waits until the socket is closed: the provider's connect() does
   * nothing while its socket still counts as connected, so a reconnect right after would be lost.
   */
  async disconnect(): Promise<void> {
    this.socket.disconnect();
    await eventually(() => expect(this.socket.status).toBe(WebSocketStatus.Disconnected));
  }

  connect(): void {
    void this.socket.connect();
  }

  private destroyed = false;

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    // ws (unlike a browser) reports a socket closed while still connecting as an 'error' event,
    // after the provider has removed its listeners: without one of ours that would be uncaught.
    (this.socket.webSocket as unknown as WebSocket | null)?.on('error', () => {});
    this.provider.destroy();
    this.socket.destroy();
  }
}

export function connectClient(cleanup: Cleanup, server: TestServer, name: string, token: string | null): Client {
  return new Client(cleanup, server.syncUrl, name, token);
}

/** Retries an assertion until it holds or the time is up (then its last failure is the test's). */
export async function eventually<T>(assertion: () => T | Promise<T>, { timeout = 10_000, interval = 20 } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}

/** The part of a document the tests edit, as plain data. */
export const contentOf = (doc: Y.Doc) => ({ fields: doc.getMap('fields').toJSON(), items: doc.getMap('items').toJSON() });

/** Which client ids and clocks a document has seen: equal for two documents holding the same edits. */
export const stateVectorOf = (doc: Y.Doc) => Object.fromEntries([...Y.decodeStateVector(Y.encodeStateVector(doc))].sort(([a], [b]) => a - b));

/** A raw WebSocket to the server (no provider), open or refused. */
export function rawSocket(cleanup: Cleanup, url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    cleanup.add(() => ws.terminate());
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_request, response) => reject(new Error(`refused with HTTP ${response.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Resolves with the close code once the socket closes. */
export const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

// lib0's encoding, the little of it the tests need to write messages by hand.
export function varUint(value: number): number[] {
  const bytes: number[] = [];
  while (value > 0x7f) {
    bytes.push((value & 0x7f) | 0x80);
    value = Math.floor(value / 128);
  }
  bytes.push(value);
  return bytes;
}

export const varBytes = (bytes: Uint8Array | number[]) => [...varUint(bytes.length), ...bytes];
export const varString = (text: string) => varBytes(new TextEncoder().encode(text));
