// @vitest-environment node
// A database that stops answering (Postgres restarted, a disk full) must not end the server: a
// store that fails is one line in the log, and the next edit stores the whole document again.
import { Database } from '@hocuspocus/extension-database';
import { Server } from '@hocuspocus/server';
import { afterEach, expect, it } from 'vitest';
import { Cleanup, connectClient, eventually, newSpace, siteDoc, type TestServer } from './helpers';
import { guardedDocumentStorage } from '../../server/src/storage/storage';
import { spaceAuthentication } from '../../server/src/auth/spaces';

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

it('logs a failed store and keeps serving; the next store after the database is back writes every edit', async () => {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const stored = new Map<string, Uint8Array>();
  let down = true;
  const rows = {
    read: (name: string) => Promise.resolve(stored.get(name) ?? null),
    write: (name: string, state: Uint8Array) => (down ? Promise.reject(new Error('connection refused')) : Promise.resolve(void stored.set(name, state))),
  };
  const spaces = new Map<string, Buffer>();
  const server = new Server({
    port: 0,
    address: '127.0.0.1',
    quiet: true,
    stopOnSignals: false,
    debounce: 50,
    maxDebounce: 100,
    extensions: [
      spaceAuthentication({ secretHash: (id) => Promise.resolve(spaces.get(id) ?? null), claim: (id, hash) => Promise.resolve(!spaces.has(id) && !!spaces.set(id, hash)) }, log),
      new Database(guardedDocumentStorage(rows, 1024 * 1024, log)),
    ],
  });
  await server.listen();
  cleanup.add(() => server.destroy());
  const unhandled: unknown[] = [];
  const note = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', note);
  cleanup.add(() => void process.off('unhandledRejection', note));

  const space = newSpace();
  const fake = { syncUrl: `ws://127.0.0.1:${server.address.port}` } as TestServer;
  const device = connectClient(cleanup, fake, siteDoc(space), space.secret);
  await eventually(() => expect(device.settled).toBe(true));
  device.doc.getMap('fields').set('title', 'While the database was down');
  await eventually(() => expect(lines.some((line) => line.startsWith('storage: could not store') && line.includes('connection refused'))).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(unhandled).toEqual([]);

  down = false;
  device.doc.getMap('fields').set('description', 'After it came back');
  await eventually(() => expect(stored.size).toBe(1));
  expect(device.settled).toBe(true);
});
