// @vitest-environment node
// The built app beside the sync endpoint: files with their content types, page addresses answered
// with the app, /s with the share viewer, and the very headers the static build ships in
// dist/_headers (made here by the same src/csp.ts the build uses).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config-schema';
import { contentSecurityPolicy, staticHostHeaders } from '../../src/csp';
import { Cleanup, rawSocket, tempDir, TestServer } from './helpers';

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const buildConfig = readConfig({});
const APP_POLICY = contentSecurityPolicy(buildConfig, 'app', true);
const SHARE_POLICY = contentSecurityPolicy(buildConfig, 'share', true);

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Brick app</title>',
  's/index.html': '<!doctype html><title>Brick share viewer</title>',
  'assets/index-Bx1a2b3c.js': 'console.log("app")',
  'sw.js': 'self.addEventListener("fetch", () => {})',
  'manifest.webmanifest': '{"name":"Brick"}',
  'icons/icon-192.png': 'png',
  '_headers': staticHostHeaders(buildConfig),
};

let server: TestServer;
let root: string;

beforeEach(async () => {
  const dir = await tempDir(cleanup);
  root = join(dir, 'dist');
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  await writeFile(join(dir, 'secret.txt'), 'outside the app');
  server = await TestServer.start(cleanup, { staticDir: root });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

function expectSecurityHeaders(response: Response, page: 'app' | 'share'): void {
  expect(response.headers.get('content-security-policy')).toBe(page === 'app' ? APP_POLICY : SHARE_POLICY);
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe(page === 'app' ? 'strict-origin-when-cross-origin' : 'no-referrer');
  expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
}

describe('the built app, served beside the sync endpoint', () => {
  it('serves the app at / and at every page address, with the security headers, revalidated', async () => {
    for (const path of ['/', '/dashboard', '/builder/business/abc', '/index.html']) {
      const response = await get(path, { Accept: 'text/html' });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(FILES['index.html']);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(response, 'app');
    }
    // A page address without an Accept header too (curl, a link preview): it has no file extension.
    expect(await (await get('/settings')).text()).toBe(FILES['index.html']);
  });

  it('serves the share viewer at /s, /s?… and /s/, with its own policy', async () => {
    for (const path of ['/s', '/s?from=qr', '/s/', '/s/index.html']) {
      const response = await get(path, { Accept: 'text/html' });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(FILES['s/index.html']);
      expectSecurityHeaders(response, 'share');
    }
  });

  it('serves files with their content types and the cache rules updates depend on', async () => {
    const asset = await get('/assets/index-Bx1a2b3c.js');
    expect(await asset.text()).toBe(FILES['assets/index-Bx1a2b3c.js']);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset, 'app');

    const worker = await get('/sw.js');
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');

    expect((await get('/icons/icon-192.png')).headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers a revalidation with 304 when the file is unchanged', async () => {
    const first = await get('/sw.js');
    const again = await get('/sw.js', { 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing script or picture with 404, never with the app page', async () => {
    for (const path of ['/assets/index-gone.js', '/icons/missing.png']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('Brick app');
    }
  });

  it('serves nothing outside the built app, and not the _headers file', async () => {
    for (const path of ['/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await get(path);
      expect(await response.text(), path).not.toContain('outside the app');
    }
    expect(await (await get('/_headers')).text()).not.toContain('Content-Security-Policy');
  });

  it('answers a plain request to /sync with 426 Upgrade Required, and takes WebSockets there only', async () => {
    expect((await get('/sync')).status).toBe(426);
    await rawSocket(cleanup, server.syncUrl);
    await expect(rawSocket(cleanup, `${server.url.replace('http', 'ws')}/`)).rejects.toThrow('refused with HTTP 404');
  });

  it('serves the sync endpoint alone where no app is built, and says so in the log', async () => {
    const bare = await TestServer.start(cleanup);
    expect(bare.logged('static: no built app')).toHaveLength(1);
    expect((await fetch(`${bare.url}/`)).status).toBe(404);
    await rawSocket(cleanup, bare.syncUrl);
  });
});
