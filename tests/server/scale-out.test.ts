// @vitest-environment node
// Scaled out: Brick instances on one Postgres and one Redis (both of the test's own, on 127.0.0.1).
// The Postgres storage alone, then two instances with a device on each, then an instance killed
// in the middle of a device's edits: every edit reaches every device and the database.
import { join } from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { onLoadDocumentPayload, onStoreDocumentPayload } from '@hocuspocus/server';
import { Redis as RedisClient } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { openPostgresStorage } from '../../server/src/storage/postgres';
import type { BrickStorage } from '../../server/src/storage/storage';
import { startBrickServer, type RunningBrickServer } from '../../server/src/sync';
import { buildServer } from '../support/brick-process';
import { POSTGRES_MISSING, postgresBinDir, startPostgres, type RunningPostgres } from '../support/postgres';
import { REDIS_MISSING, redisServerInstalled, startRedis, type RunningRedis } from '../support/redis';
import { freePort, servicesPresent } from '../support/services';
import { Cleanup, contentOf, defaultLimits, eventually, newSpace, siteDoc, stateVectorOf, tempDir, type Space } from './helpers';

const present = servicesPresent([...(postgresBinDir() ? [] : [POSTGRES_MISSING]), ...(redisServerInstalled() ? [] : [REDIS_MISSING])]);
let postgres: RunningPostgres;
let redis: RunningRedis;
beforeAll(async () => {
  if (!present) return;
  postgres = await startPostgres();
  redis = await startRedis();
}, 60_000);
afterAll(async () => {
  await redis?.stop();
  await postgres?.stop();
});

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const MAX_DOCUMENT_BYTES = defaultLimits().maxDocumentBytes;
/** The cluster trusts the loopback, so any password passes: it is here to be kept out of the log. */
const PASSWORD = 'not-for-the-log';
const withPassword = (url: string) => url.replace('postgres://brick@', `postgres://brick:${PASSWORD}@`);

async function openStorage(url: string): Promise<BrickStorage> {
  const storage = await openPostgresStorage(url, MAX_DOCUMENT_BYTES, () => {});
  cleanup.add(() => storage.close());
  return storage;
}

/** A Brick instance in this process on port 0, its log lines in `lines`. */
async function startInstance(databaseUrl: string, { redisUrl, lines = [] }: { redisUrl?: string; lines?: string[] } = {}): Promise<RunningBrickServer> {
  const dir = await tempDir(cleanup);
  const server = await startBrickServer({
    host: '127.0.0.1',
    port: 0,
    sqlitePath: join(dir, 'not-used.sqlite'),
    staticDir: join(dir, 'no-app'),
    databaseUrl,
    redisUrl,
    limits: defaultLimits(),
    log: (line) => lines.push(line),
  });
  cleanup.add(() => server.destroy());
  return server;
}

/** A device's provider on `doc` (a device moving to another instance keeps its doc and gets a new provider). */
function attach(doc: Y.Doc, syncUrl: string, name: string, space: Space) {
  const socket = new HocuspocusProviderWebsocket({ url: syncUrl, WebSocketPolyfill: WebSocket, delay: 30, minDelay: 30, maxDelay: 150, jitter: false });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name, document: doc, token: space.secret });
  provider.attach();
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    // ws reports a socket closed while connecting as an 'error', after the provider stopped listening.
    (socket.webSocket as unknown as WebSocket | null)?.on('error', () => {});
    provider.destroy();
    socket.destroy();
  };
  cleanup.add(destroy);
  return { doc, destroy, settled: () => provider.isAuthenticated && provider.isSynced && !provider.hasUnsyncedChanges };
}

type Device = ReturnType<typeof attach>;
const device = (syncUrl: string, name: string, space: Space) => attach(new Y.Doc(), syncUrl, name, space);
const fields = (device: { doc: Y.Doc }) => contentOf(device.doc).fields;

async function allSettledAndEqual(devices: Device[]): Promise<void> {
  await eventually(() => {
    for (const each of devices) expect(each.settled()).toBe(true);
    for (const each of devices.slice(1)) {
      expect(contentOf(each.doc)).toEqual(contentOf(devices[0].doc));
      expect(stateVectorOf(each.doc)).toEqual(stateVectorOf(devices[0].doc));
    }
  });
}

/** The document as the database holds it now. */
async function storedFields(storage: BrickStorage, name: string, space: Space) {
  const doc = new Y.Doc();
  await storage.documents.onLoadDocument!({ documentName: name, context: { spaceId: space.spaceId }, document: doc } as unknown as onLoadDocumentPayload);
  return fields({ doc });
}

describe.skipIf(!present)('the Postgres storage', () => {
  it('keeps documents: after a restart a new device reads them from the database alone', async () => {
    const url = withPassword(await postgres.newDatabase());
    const lines: string[] = [];
    const first = await startInstance(url, { lines });
    const space = newSpace();
    const writer = device(first.syncUrl, siteDoc(space), space);
    writer.doc.getMap('fields').set('title', 'Kept in Postgres');
    await eventually(() => expect(writer.settled()).toBe(true));
    writer.destroy();
    await first.destroy();

    const second = await startInstance(url, { lines });
    const reader = device(second.syncUrl, siteDoc(space), space);
    await eventually(() => expect(reader.settled()).toBe(true));
    expect(fields(reader)).toEqual({ title: 'Kept in Postgres' });
    expect(lines).toContain(`storage: Postgres database postgres://brick:***@127.0.0.1:${postgres.port}/${new URL(url).pathname.slice(1)}`);
    expect(lines.join('\n')).not.toContain(PASSWORD);
  });

  it("merges each store with the stored copy: a copy that lacks another instance's edits does not drop them", async () => {
    const url = await postgres.newDatabase();
    const [one, two] = [await openStorage(url), await openStorage(url)];
    const space = newSpace();
    const name = siteDoc(space);
    const store = (storage: BrickStorage, doc: Y.Doc) =>
      storage.documents.onStoreDocument!({ documentName: name, context: { spaceId: space.spaceId }, document: doc } as unknown as onStoreDocumentPayload);
    const [onOne, onTwo] = [new Y.Doc(), new Y.Doc()];
    onOne.getMap('fields').set('from-one', 'first');
    await store(one, onOne);
    onTwo.getMap('fields').set('from-two', 'second');
    await store(two, onTwo);
    expect(await storedFields(one, name, space)).toEqual({ 'from-one': 'first', 'from-two': 'second' });
  });

  it('starts several instances at once on a fresh database (one makes the tables, the others wait)', async () => {
    const url = await postgres.newDatabase();
    const storages = await Promise.all(Array.from({ length: 4 }, () => openStorage(url)));
    expect(storages).toHaveLength(4);
  });

  it('lets exactly one of two instances claim a space', async () => {
    const url = await postgres.newDatabase();
    const [one, two] = [await openStorage(url), await openStorage(url)];
    for (let n = 0; n < 10; n++) {
      const { spaceId } = newSpace();
      const claims = await Promise.all([one.spaces.claim(spaceId, Buffer.alloc(32, 1)), two.spaces.claim(spaceId, Buffer.alloc(32, 2))]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await two.spaces.secretHash(spaceId)).toEqual(Buffer.alloc(32, claims[0] ? 1 : 2));
    }
  });

  it('stops the start when the database is out of reach, naming BRICK_DATABASE_URL without its password', async () => {
    const url = `postgres://brick:${PASSWORD}@127.0.0.1:${await freePort()}/brick`;
    const started = startInstance(url);
    await expect(started).rejects.toThrow(/^Cannot use the Postgres database of BRICK_DATABASE_URL \(postgres:\/\/brick:\*\*\*@127\.0\.0\.1:\d+\/brick\): .*ECONNREFUSED/);
    await expect(started).rejects.not.toThrow(PASSWORD);
  });
});

describe.skipIf(!present)('two instances on one Postgres and one Redis', () => {
  it('carry an edit from a device on one to a device on the other, and converge on concurrent edits', async () => {
    const url = await postgres.newDatabase();
    const lines: string[] = [];
    const instances = [await startInstance(url, { redisUrl: redis.url, lines }), await startInstance(url, { redisUrl: redis.url, lines })];
    expect(lines.filter((line) => line.startsWith('instances: joined through Redis'))).toHaveLength(2);
    const space = newSpace();
    const name = siteDoc(space);
    const [left, right] = instances.map((instance) => device(instance.syncUrl, name, space));
    await allSettledAndEqual([left, right]);

    left.doc.getMap('fields').set('title', 'Typed on the left');
    await eventually(() => expect(fields(right)).toEqual({ title: 'Typed on the left' }));

    for (let n = 0; n < 20; n++) {
      left.doc.getMap('fields').set(`left-${n}`, n);
      right.doc.getMap('fields').set(`right-${n}`, n);
      left.doc.getMap('fields').set('title', `left ${n}`);
      right.doc.getMap('fields').set('title', `right ${n}`);
    }
    await allSettledAndEqual([left, right]);
    const merged = fields(left);
    expect(Object.keys(merged)).toHaveLength(41);
    expect(['left 19', 'right 19']).toContain(merged.title);

    // What both instances stored, in whichever order, is every edit.
    left.destroy();
    right.destroy();
    await Promise.all(instances.map((instance) => instance.destroy()));
    expect(await storedFields(await openStorage(url), name, space)).toEqual(merged);
  });

  it('bring an instance whose Redis subscription dropped up to date once it is back', async () => {
    const url = await postgres.newDatabase();
    const lines: string[] = [];
    const instances = [await startInstance(url, { redisUrl: redis.url, lines }), await startInstance(url, { redisUrl: redis.url, lines })];
    const space = newSpace();
    const name = siteDoc(space);
    const [left, right] = instances.map((instance) => device(instance.syncUrl, name, space));
    await allSettledAndEqual([left, right]);

    // Both instances' subscriptions dropped; the right device's edit is published meanwhile, and
    // Redis keeps no message for a subscriber that is away.
    const admin = new RedisClient(redis.url);
    cleanup.add(() => void admin.disconnect());
    expect(await admin.client('KILL', 'TYPE', 'pubsub')).toBe(2);
    right.doc.getMap('fields').set('title', 'Typed while the left was away');
    await eventually(() => expect(fields(left)).toEqual({ title: 'Typed while the left was away' }));
    await allSettledAndEqual([left, right]);
  });

  it('serve a page published, and a picture uploaded, through the other instance; a take-down through one is seen on both', async () => {
    const url = await postgres.newDatabase();
    const [one, other] = [await startInstance(url, { redisUrl: redis.url }), await startInstance(url, { redisUrl: redis.url })];
    const space = newSpace();
    const claimed = device(one.syncUrl, siteDoc(space), space);
    await eventually(() => expect(claimed.settled()).toBe(true));
    const authorization = `Bearer ${space.spaceId}.${space.secret}`;

    const html = '<!DOCTYPE html><html><body><main><h1>Served by either</h1></main></body></html>';
    const put = await fetch(`${one.url}/api/sites/site-1/page`, { method: 'PUT', headers: { Authorization: authorization, 'Content-Type': 'application/json' }, body: JSON.stringify({ slug: 'either', exact: false, html }) });
    expect(await put.json()).toEqual({ slug: 'either' });
    expect(await (await fetch(`${other.url}/p/either`)).text()).toBe(html);

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
    form.append('upload_preset', 'brick_unsigned_upload');
    const uploaded = (await (await fetch(`${one.url}/api/pictures`, { method: 'POST', headers: { Authorization: authorization }, body: form })).json()) as { secure_url: string };
    const picture = await fetch(uploaded.secure_url.replace(one.url, other.url));
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(png)).toBe(true);

    expect((await fetch(`${other.url}/api/sites/site-1/page`, { method: 'DELETE', headers: { Authorization: authorization } })).status).toBe(200);
    for (const instance of [one, other]) expect((await fetch(`${instance.url}/p/either`)).status).toBe(404);
  });

  it('closes both Redis connections of an instance when it is destroyed', async () => {
    const url = await postgres.newDatabase();
    const watcher = new RedisClient(redis.url);
    cleanup.add(() => void watcher.disconnect());
    const connections = async () => String(await watcher.client('LIST')).trim().split('\n').length - 1;
    const before = await connections();
    const instance = await startInstance(url, { redisUrl: redis.url });
    expect(await connections()).toBe(before + 2);
    await instance.destroy();
    await eventually(async () => expect(await connections()).toBe(before));
  });

  it("stores a device's edit even while another instance holds the document's store lock", async () => {
    const url = await postgres.newDatabase();
    const instance = await startInstance(url, { redisUrl: redis.url });
    const space = newSpace();
    const name = siteDoc(space);
    // The stock extension's lock (what an instance storing the document holds): with it, a store skips.
    const other = new RedisClient(redis.url);
    cleanup.add(() => void other.disconnect());
    await other.set(`brick:${name}:lock`, 'another instance', 'PX', 20_000);
    const writer = device(instance.syncUrl, name, space);
    writer.doc.getMap('fields').set('title', 'Stored all the same');
    await eventually(() => expect(writer.settled()).toBe(true));
    const database = await openStorage(url);
    await eventually(async () => expect(await storedFields(database, name, space)).toEqual({ title: 'Stored all the same' }), { timeout: 6000 });
  });

  it('stops the start when Redis is out of reach, naming BRICK_REDIS_URL without its password', async () => {
    const started = startInstance(await postgres.newDatabase(), { redisUrl: `redis://:${PASSWORD}@127.0.0.1:${await freePort()}` });
    await expect(started).rejects.toThrow(/^Cannot reach the Redis of BRICK_REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\): .*ECONNREFUSED/);
    await expect(started).rejects.not.toThrow(PASSWORD);
  });

  it('loses nothing when an instance is killed in the middle of edits: the device moves to the other one', async () => {
    const url = await postgres.newDatabase();
    const built = await buildServer();
    cleanup.add(() => built.remove());
    const dataDir = await tempDir(cleanup);
    const doomed = await built.start({
      PORT: '0',
      HOST: '127.0.0.1',
      BRICK_DATA_DIR: dataDir,
      BRICK_STATIC_DIR: join(dataDir, 'no-app'),
      BRICK_DATABASE_URL: url,
      BRICK_REDIS_URL: redis.url,
    });
    cleanup.add(() => doomed.kill());
    const survivor = await startInstance(url, { redisUrl: redis.url });
    const database = await openStorage(url);
    const space = newSpace();
    const name = siteDoc(space);
    const moving = device(doomed.syncUrl, name, space);
    const staying = device(survivor.syncUrl, name, space);
    await allSettledAndEqual([moving, staying]);

    for (let n = 1; n <= 3; n++) moving.doc.getMap('fields').set(`before-${n}`, n);
    await eventually(() => expect(fields(staying)).toEqual({ 'before-1': 1, 'before-2': 2, 'before-3': 3 }));
    await doomed.kill();
    // Killed before its store (debounced by 2 s): the database has none of these edits yet...
    expect(await storedFields(database, name, space)).toEqual({});
    // ...and gets them from the survivor, which had them through Redis.
    await eventually(async () => expect(await storedFields(database, name, space)).toEqual({ 'before-1': 1, 'before-2': 2, 'before-3': 3 }));

    // The device goes on editing, offline, then reconnects: to the survivor (a load balancer's choice).
    moving.doc.getMap('fields').set('after', 'typed while the server was gone');
    staying.doc.getMap('fields').set('meanwhile', 'typed on the survivor');
    moving.destroy();
    const moved = attach(moving.doc, survivor.syncUrl, name, space);
    await allSettledAndEqual([moved, staying]);
    const everything = { 'before-1': 1, 'before-2': 2, 'before-3': 3, after: 'typed while the server was gone', meanwhile: 'typed on the survivor' };
    const fresh = device(survivor.syncUrl, name, space);
    await eventually(() => expect(fresh.settled()).toBe(true));
    expect(fields(fresh)).toEqual(everything);

    for (const each of [moved, staying, fresh]) each.destroy();
    await survivor.destroy();
    expect(await storedFields(database, name, space)).toEqual(everything);
  }, 60_000);
});
