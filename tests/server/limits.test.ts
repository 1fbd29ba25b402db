// @vitest-environment node
// The server refuses what would hurt it, says so in one log line, and keeps serving everyone else:
// a document over the size limit, a message over the frame limit, malformed messages, a flood of
// connections from one address, a flood of messages before authentication, a WebSocket elsewhere
// than /sync.
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  Cleanup,
  closed,
  connectClient,
  contentOf,
  eventually,
  newSpace,
  rawSocket,
  siteDoc,
  TestServer,
  varBytes,
  varString,
  varUint,
  type Space,
} from './helpers';

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const KiB = 1024;

/** Two devices editing one document, and a check that edits still pass between them. */
async function bystanders(server: TestServer, space: Space = newSpace()) {
  const name = siteDoc(space, 'bystander');
  const [one, two] = [connectClient(cleanup, server, name, space.secret), connectClient(cleanup, server, name, space.secret)];
  await eventually(() => expect(one.settled && two.settled).toBe(true));
  return async function stillServed(value: string) {
    one.doc.getMap('fields').set('title', value);
    await eventually(() => expect(two.doc.getMap('fields').get('title')).toBe(value));
  };
}

/** Sends a WebSocket upgrade request for `target` over plain TCP; resolves with the answer's text. */
function rawUpgrade(server: TestServer, target: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    cleanup.add(() => void socket.destroy());
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
  });
}

/** A device's document with one field of `bytes` random characters (random, so it does not compress). */
function bigEdit(doc: Y.Doc, bytes: number): void {
  const text = Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 256))).toString('base64').slice(0, bytes);
  doc.getMap('fields').set('big', text);
}

describe('limits', () => {
  it('refuses an update that would grow a document over the size limit, and serves the others', async () => {
    const server = await TestServer.start(cleanup, { limits: { maxDocumentBytes: 64 * KiB, maxMessageBytes: 1024 * KiB } });
    const space = newSpace();
    const stillServed = await bystanders(server, space);
    const name = siteDoc(space);
    const writer = connectClient(cleanup, server, name, space.secret);
    writer.doc.getMap('fields').set('title', 'Small enough');
    await eventually(() => expect(writer.settled).toBe(true));

    bigEdit(writer.doc, 100 * KiB);
    await eventually(() => expect(server.logged('over the limit of 65536')).toHaveLength(1));
    expect(server.logged('over the limit of 65536')[0]).toMatch(/^refused: an update of \d+ bytes to [0-9a-f]{8}…\/site:site-1 from /);

    await stillServed('after the refusal');
    const reader = connectClient(cleanup, server, name, space.secret);
    await eventually(() => expect(reader.settled).toBe(true));
    expect(contentOf(reader.doc).fields).toEqual({ title: 'Small enough' });
  });

  it('lets a document grow up to the limit in many small updates, then refuses the one past it', async () => {
    const server = await TestServer.start(cleanup, { limits: { maxDocumentBytes: 16 * KiB, maxMessageBytes: 1024 * KiB } });
    const space = newSpace();
    const writer = connectClient(cleanup, server, siteDoc(space), space.secret);
    await eventually(() => expect(writer.settled).toBe(true));
    let written = 0;
    while (server.logged('over the limit').length === 0 && written < 64) {
      writer.doc.getMap('fields').set(`part-${written++}`, 'x'.repeat(1000));
      await eventually(() => expect(writer.settled || server.logged('over the limit').length > 0).toBe(true));
    }
    // Each part is about 1 KB: fifteen fit in 16 KiB, and the refusal comes at the part that does not.
    expect(written).toBeGreaterThanOrEqual(15);
    expect(written).toBeLessThanOrEqual(17);
  });

  it('measures a document again near the limit: one that shrank takes new content up to the limit', async () => {
    const server = await TestServer.start(cleanup, { limits: { maxDocumentBytes: 16 * KiB, maxMessageBytes: 1024 * KiB } });
    const space = newSpace();
    const writer = connectClient(cleanup, server, siteDoc(space), space.secret);
    const fields = writer.doc.getMap('fields');
    for (let round = 0; round < 3; round++) {
      // About 12 KB in, then all of it deleted: the document is small again each time.
      for (let part = 0; part < 12; part++) fields.set(`part-${part}`, `${round}`.repeat(1000));
      await eventually(() => expect(writer.settled).toBe(true));
      for (let part = 0; part < 12; part++) fields.delete(`part-${part}`);
      await eventually(() => expect(writer.settled).toBe(true));
    }
    expect(server.logged('over the limit')).toEqual([]);
  });

  it('closes a socket that sends a message over the frame limit, and serves the others', async () => {
    const server = await TestServer.start(cleanup, { limits: { maxDocumentBytes: 1024 * KiB, maxMessageBytes: 16 * KiB } });
    const stillServed = await bystanders(server);
    const space = newSpace();
    const writer = connectClient(cleanup, server, siteDoc(space), space.secret);
    await eventually(() => expect(writer.settled).toBe(true));
    const socket = writer.socket.webSocket as unknown as import('ws').WebSocket;
    const code = closed(socket);

    bigEdit(writer.doc, 32 * KiB);
    expect(await code).toBe(1009);
    await eventually(() => expect(server.logged('a message over the limit of 16384 bytes')).toHaveLength(1));
    await stillServed('after the big message');
  });

  it('refuses more WebSockets from one address than the limit, and takes new ones once some close', async () => {
    const server = await TestServer.start(cleanup, { limits: { maxConnectionsPerIp: 3 } });
    const sockets = await Promise.all([1, 2, 3].map(() => rawSocket(cleanup, server.syncUrl)));
    await expect(rawSocket(cleanup, server.syncUrl)).rejects.toThrow('refused with HTTP 429');
    expect(server.logged('limit per address')).toHaveLength(1);
    // A forwarded-for header is anyone's to write: it buys no more sockets.
    await expect(rawSocket(cleanup, server.syncUrl, { 'X-Forwarded-For': '203.0.113.9' })).rejects.toThrow('429');

    sockets[0].close();
    await closed(sockets[0]);
    await eventually(() => rawSocket(cleanup, server.syncUrl));
  });

  it('closes a socket that sends more than a message of bytes for documents it never opened', async () => {
    const server = await TestServer.start(cleanup, { limits: { maxMessageBytes: 8 * KiB } });
    const stillServed = await bystanders(server);
    const ws = await rawSocket(cleanup, server.syncUrl);
    const code = closed(ws);
    // Updates for a document, never authenticated: Hocuspocus would queue them for ever.
    const update = Uint8Array.from([...varString(siteDoc(newSpace())), ...varUint(0), ...varUint(2), ...varBytes(new Uint8Array(1000))]);
    for (let i = 0; i < 10; i++) ws.send(update);
    expect(await code).toBe(1008);
    expect(server.logged('for documents it has not opened')).toHaveLength(1);
    await stillServed('after the flood');
  });

  it('refuses WebSockets on any path but /sync', async () => {
    const server = await TestServer.start(cleanup);
    await expect(rawSocket(cleanup, `${server.url.replace('http', 'ws')}/elsewhere`)).rejects.toThrow('refused with HTTP 404');
    expect(server.logged('only /sync takes WebSockets')).toHaveLength(1);
    // A target no URL can be made of is refused like any other path, and the server stays up.
    expect(await rawUpgrade(server, '//[')).toMatch(/^HTTP\/1.1 404/);
    await rawSocket(cleanup, server.syncUrl);
  });
});

describe('malformed messages', () => {
  it('closes a socket whose message has no readable document name, and serves the others', async () => {
    const server = await TestServer.start(cleanup);
    const stillServed = await bystanders(server);
    const ws = await rawSocket(cleanup, server.syncUrl);
    const code = closed(ws);
    ws.send(Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]));
    // Closed (Hocuspocus, which reads the name first, closes it too, with its own code).
    expect(await code).toBeGreaterThanOrEqual(1000);
    expect(server.logged('refused: malformed message from')).toHaveLength(1);
    await stillServed('after the garbage');
  });

  it('refuses a broken Yjs update on an open document, and serves the others', async () => {
    const server = await TestServer.start(cleanup);
    const space = newSpace();
    const stillServed = await bystanders(server, space);
    const name = siteDoc(space);
    const owner = connectClient(cleanup, server, name, space.secret);
    owner.doc.getMap('fields').set('title', 'Intact');
    await eventually(() => expect(owner.settled).toBe(true));

    const broken = [
      [...varUint(0), ...varUint(2), ...varBytes([5, 1, 2])], // an update that ends in the middle
      [...varUint(0), ...varUint(9), ...varBytes([0, 0])], // a sync step that does not exist
      [...varUint(42)], // a message type that does not exist
    ];
    // Each from a device of its own: a refused message closes its device's connection to the document.
    for (const message of broken) {
      const device = connectClient(cleanup, server, name, space.secret);
      await eventually(() => expect(device.settled).toBe(true));
      (device.socket.webSocket as unknown as import('ws').WebSocket).send(Uint8Array.from([...varString(name), ...message]));
    }
    await eventually(() => expect(server.logged(`refused: malformed message for`)).toHaveLength(3));
    expect(server.lines.join('\n')).toMatch(/its Yjs update does not decode[\s\S]*no sync step 9 exists[\s\S]*no message type 42 exists/);

    await stillServed('after the broken update');
    const reader = connectClient(cleanup, server, name, space.secret);
    await eventually(() => expect(reader.settled).toBe(true));
    expect(contentOf(reader.doc).fields).toEqual({ title: 'Intact' });
  });
});
