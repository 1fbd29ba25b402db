// @vitest-environment node
// Devices in step through a real Brick server: edits made offline on each device meet once they
// reconnect, and a server restarted or wiped in the middle is filled again by the devices.
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { startBrickServer } from '../../server/src/sync';
import { Cleanup, Client, connectClient, contentOf, defaultLimits, eventually, newSpace, siteDoc, stateVectorOf, tempDir, TestServer } from './helpers';

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

function addItem(client: Client, id: string, order: number, text: string): void {
  client.doc.transact(() => {
    client.doc.getMap('items').set(
      id,
      new Y.Map<unknown>([
        ['order', order],
        ['text', text],
      ]),
    );
  });
}

async function allEqual(clients: Client[]): Promise<void> {
  await eventually(() => {
    for (const client of clients) expect(client.settled).toBe(true);
    for (const client of clients.slice(1)) {
      expect(contentOf(client.doc)).toEqual(contentOf(clients[0].doc));
      expect(stateVectorOf(client.doc)).toEqual(stateVectorOf(clients[0].doc));
    }
  });
}

/** A new device reading the document from the server alone. */
async function serverCopy(server: TestServer, name: string, secret: string) {
  const reader = connectClient(cleanup, server, name, secret);
  await eventually(() => expect(reader.settled).toBe(true));
  return contentOf(reader.doc);
}

describe('devices in step through the server', () => {
  it.each([2, 3])('%i devices edit offline, reconnect, and end with the same document', async (count) => {
    const server = await TestServer.start(cleanup);
    const space = newSpace();
    const name = siteDoc(space);
    const clients = Array.from({ length: count }, () => connectClient(cleanup, server, name, space.secret));
    await allEqual(clients);

    clients[0].doc.getMap('fields').set('title', 'Online title');
    addItem(clients[0], 'shared', 1, 'made online');
    await allEqual(clients);

    await Promise.all(clients.map((client) => client.disconnect()));
    clients.forEach((client, index) => {
      client.doc.getMap('fields').set(`note-${index}`, `offline on ${index}`);
      client.doc.getMap('fields').set('title', `Title from ${index}`);
      addItem(client, `item-${index}`, 10 + index, `added offline on ${index}`);
      (client.doc.getMap('items').get('shared') as Y.Map<unknown>).set('order', 100 + index);
    });
    clients[count - 1].doc.getMap('items').delete('shared');
    for (const client of clients) client.connect();

    await allEqual(clients);
    const merged = contentOf(clients[0].doc);
    for (let index = 0; index < count; index++) {
      expect(merged.fields[`note-${index}`]).toBe(`offline on ${index}`);
      expect(merged.items[`item-${index}`]).toEqual({ order: 10 + index, text: `added offline on ${index}` });
    }
    expect(clients.map((_, index) => `Title from ${index}`)).toContain(merged.fields.title);
    expect(merged.items.shared).toBeUndefined();
    expect(await serverCopy(server, name, space.secret)).toEqual(merged);
  });

  it('keeps documents in its SQLite file: after a restart a new device reads them with no other device online', async () => {
    const server = await TestServer.start(cleanup);
    const space = newSpace();
    const name = siteDoc(space);
    const writer = connectClient(cleanup, server, name, space.secret);
    writer.doc.getMap('fields').set('title', 'Kept by the server');
    addItem(writer, 'one', 1, 'an item');
    await eventually(() => expect(writer.settled).toBe(true));
    writer.destroy();
    await server.restart();

    expect(await serverCopy(server, name, space.secret)).toEqual({ fields: { title: 'Kept by the server' }, items: { one: { order: 1, text: 'an item' } } });
  });

  it.each([
    ['restarted (same SQLite file)', false],
    ['wiped (database deleted)', true],
  ])('a server %s mid-sync is filled again by the devices, nothing lost', async (_, wipe) => {
    const server = await TestServer.start(cleanup);
    const space = newSpace();
    const name = siteDoc(space);
    const [a, b] = [connectClient(cleanup, server, name, space.secret), connectClient(cleanup, server, name, space.secret)];
    await allEqual([a, b]);
    a.doc.getMap('fields').set('before', 'stored before the restart');
    await allEqual([a, b]);

    // Edits in flight on both devices as the server goes, and more while it is away.
    for (let i = 0; i < 20; i++) {
      a.doc.getMap('fields').set(`a-${i}`, i);
      addItem(b, `b-${i}`, i, `from b ${i}`);
    }
    const restarted = server.restart({ wipe });
    a.doc.getMap('fields').set('during', 'made while the server was away');
    await restarted;
    addItem(b, 'after', 99, 'made after it came back');

    await allEqual([a, b]);
    const merged = contentOf(a.doc);
    expect(merged.fields.before).toBe('stored before the restart');
    expect(merged.fields.during).toBe('made while the server was away');
    for (let i = 0; i < 20; i++) {
      expect(merged.fields[`a-${i}`]).toBe(i);
      expect(merged.items[`b-${i}`]).toEqual({ order: i, text: `from b ${i}` });
    }
    expect(merged.items.after).toEqual({ order: 99, text: 'made after it came back' });
    expect(await serverCopy(server, name, space.secret)).toEqual(merged);
    // The same devices sync again after a wipe: the first to reconnect claimed the space anew.
    if (wipe) expect(server.logged('claimed')).toHaveLength(2);
  });

  it('refuses to start on a port already taken, with the reason', async () => {
    const server = await TestServer.start(cleanup);
    const dir = await tempDir(cleanup);
    const port = Number(new URL(server.url).port);
    await expect(
      startBrickServer({ host: '127.0.0.1', port, sqlitePath: `${dir}/brick.sqlite`, staticDir: dir, limits: defaultLimits(), log: () => {} }),
    ).rejects.toThrow('EADDRINUSE');
  });
});
