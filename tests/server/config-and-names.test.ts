// @vitest-environment node
// The server's configuration (defaults that need no set-up, a clear line for a wrong value) and
// the names the app and the server share (src/sync/names.ts).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '../../server/src/config';
import {
  ACCOUNT_DOC_KEY,
  documentName,
  imageDocKey,
  type DocKey,
  isSpaceId,
  isSpaceSecret,
  parseDocumentName,
  routeKey,
  siteDocKey,
  SYNC_PATH,
} from '../../src/sync/names';
import { syncSocketUrl } from '../../src/sync/pairing';
import { SERVER_PATHS } from '../../src/sync/web-address';

describe('server configuration', () => {
  it('needs no variable: port 4173, every address, a SQLite file under data/, the app from dist/', () => {
    expect(parseServerConfig({})).toEqual({
      config: {
        port: 4173,
        host: '0.0.0.0',
        dataDir: 'data/',
        sqlitePath: 'data/brick.sqlite',
        staticDir: 'dist/',
        databaseUrl: undefined,
        redisUrl: undefined,
        limits: {
          maxDocumentBytes: 8 * 1024 * 1024, maxMessageBytes: 9 * 1024 * 1024, maxConnectionsPerIp: 64, maxPictureBytes: 10 * 1024 * 1024, maxPageBytes: 16 * 1024 * 1024,
        },
      },
    });
  });

  it('keeps documents in Postgres and joins instances through Redis only when told, by URL', () => {
    const scaled = parseServerConfig({ BRICK_DATABASE_URL: 'postgres://brick:pw@db.internal:5432/brick', BRICK_REDIS_URL: 'redis://cache.internal:6379' });
    expect(scaled).toMatchObject({ config: { databaseUrl: 'postgres://brick:pw@db.internal:5432/brick', redisUrl: 'redis://cache.internal:6379' } });
    expect(parseServerConfig({ BRICK_DATABASE_URL: 'mysql://db/brick', BRICK_REDIS_URL: 'cache:6379' })).toEqual({
      problems: ['BRICK_DATABASE_URL must be a postgres:// URL', 'BRICK_REDIS_URL must be a redis:// URL'],
    });
  });

  it('takes each variable, the SQLite file following the data folder unless given', () => {
    const checked = parseServerConfig({ PORT: '4199', HOST: '127.0.0.1', BRICK_DATA_DIR: '/var/brick', BRICK_MAX_DOCUMENT_BYTES: '2048', BRICK_MAX_CONNECTIONS_PER_IP: '5', BRICK_STATIC_DIR: '' });
    expect(checked).toMatchObject({
      config: { port: 4199, host: '127.0.0.1', sqlitePath: '/var/brick/brick.sqlite', staticDir: 'dist/', limits: { maxDocumentBytes: 2048, maxMessageBytes: 2048 + 1024 * 1024, maxConnectionsPerIp: 5 } },
    });
    expect(parseServerConfig({ BRICK_SQLITE_PATH: '/elsewhere/db.sqlite' })).toMatchObject({ config: { sqlitePath: '/elsewhere/db.sqlite' } });
  });

  it('names the variable and what a good value looks like when one is wrong', () => {
    expect(parseServerConfig({ PORT: 'eighty' })).toEqual({ problems: ['PORT must be a port number, 0 to 65535'] });
    expect(parseServerConfig({ PORT: '70000' })).toEqual({ problems: ['PORT must be a port number, 0 to 65535'] });
    expect(parseServerConfig({ BRICK_MAX_CONNECTIONS_PER_IP: '0', BRICK_MAX_DOCUMENT_BYTES: '1.5' })).toEqual({
      problems: ['BRICK_MAX_DOCUMENT_BYTES must be a whole number (a size in bytes)', 'BRICK_MAX_CONNECTIONS_PER_IP must be at least 1'],
    });
  });
});

describe('sync names', () => {
  const spaceId = randomBytes(16).toString('hex');
  const secret = randomBytes(32).toString('base64url');

  it('knows a space id (128 bits, lowercase hex) and a space secret (256 bits, base64url)', () => {
    expect(SYNC_PATH).toBe('/sync');
    expect(isSpaceId(spaceId)).toBe(true);
    expect(isSpaceSecret(secret)).toBe(true);
    for (const bad of [spaceId.toUpperCase(), spaceId.slice(1), `${spaceId}0`, '', 42, null]) expect(isSpaceId(bad), String(bad)).toBe(false);
    for (const bad of [secret.slice(1), `${secret}A`, `${secret.slice(1)}=`, `${secret.slice(1)}+`, '', undefined]) expect(isSpaceSecret(bad), String(bad)).toBe(false);
  });

  it('names documents space/key and reads the names back', () => {
    const sha = 'a'.repeat(64);
    const keys: DocKey[] = [ACCOUNT_DOC_KEY, siteDocKey('site_1-A'), imageDocKey(sha)];
    for (const key of keys) {
      const name = documentName(spaceId, key);
      expect(name).toBe(`${spaceId}/${key}`);
      expect(parseDocumentName(name)).toEqual({ spaceId, docKey: key });
    }
  });

  it('refuses names Brick never makes', () => {
    for (const name of [
      `${spaceId}`,
      `${spaceId}/`,
      `${spaceId}/profile`,
      `${spaceId}/site:`,
      `${spaceId}/site:${'x'.repeat(101)}`,
      `${spaceId}/site:a/b`,
      `${spaceId}/site:../x`,
      `${spaceId}/image:${'A'.repeat(64)}`,
      `${spaceId}/image:abc`,
      `${spaceId.toUpperCase()}/account`,
      `/${spaceId}/account`,
      `${spaceId}/account/`,
    ]) {
      expect(parseDocumentName(name), name).toBeNull();
    }
    expect(() => siteDocKey('a/b')).toThrow();
    expect(() => imageDocKey('abc')).toThrow();
    expect(() => documentName('nope', ACCOUNT_DOC_KEY)).toThrow();
  });

  it("gives a space's socket one route key on every device, the same in every version, and not its id", () => {
    // Pinned (FNV-1a of 32 zeros, worked out apart): a load balancer picks a space's instance by this key, so a new spelling would move spaces.
    expect(routeKey('0'.repeat(32))).toBe('f0c86445');
    expect(routeKey(spaceId)).toMatch(/^[0-9a-f]{8}$/);
    expect(spaceId.includes(routeKey(spaceId))).toBe(false);
    // 2,000 random spaces over two instances (nginx: hash $arg_route): neither takes more than 55 %.
    const onFirst = Array.from({ length: 2000 }, () => parseInt(routeKey(randomBytes(16).toString('hex')), 16) % 2).filter((i) => i === 0).length;
    expect(onFirst).toBeGreaterThan(900);
    expect(onFirst).toBeLessThan(1100);
  });

  it('opens the socket at /sync under the server, ws or wss, with the route key as its query', () => {
    const route = routeKey(spaceId);
    expect(syncSocketUrl('http://localhost:4173', spaceId)).toBe(`ws://localhost:4173/sync?route=${route}`);
    expect(syncSocketUrl('https://brick.example.org/team/?x=1#k', spaceId)).toBe(`wss://brick.example.org/team/sync?route=${route}`);
    // The service worker leaves it to the network, query and all (Workbox matches path and query).
    const serverPath = (path: string) => SERVER_PATHS.some((pattern) => pattern.test(path));
    expect(serverPath(`/sync?route=${route}`)).toBe(true);
    expect(serverPath('/sync')).toBe(true);
    expect(serverPath('/synced')).toBe(false);
  });
});
