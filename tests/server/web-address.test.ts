// @vitest-environment node
// Issue 37: web addresses and hosted pictures over HTTP, on a real Brick server (127.0.0.1, port
// 0, SQLite in a temp dir). A space is claimed the way a device claims it, by syncing once.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Cleanup, connectClient, eventually, newSpace, siteDoc, TestServer, type Space } from './helpers';

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const bearer = (space: Space) => `Bearer ${space.spaceId}.${space.secret}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function pairedSpace(server: TestServer): Promise<Space> {
  const space = newSpace();
  const device = connectClient(cleanup, server, siteDoc(space), space.secret);
  await eventually(() => expect(device.settled).toBe(true));
  return space;
}

const publish = (server: TestServer, space: Space | null, siteId: string, body: unknown) =>
  fetch(`${server.url}/api/sites/${siteId}/page`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(space ? { Authorization: bearer(space) } : {}) },
    body: JSON.stringify(body),
  });

function upload(server: TestServer, space: Space | null, bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'picture');
  form.append('upload_preset', 'brick_unsigned_upload');
  return fetch(`${server.url}/api/pictures`, { method: 'POST', headers: space ? { Authorization: bearer(space) } : {}, body: form });
}

const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`;

describe('web addresses', () => {
  it('publishes at the slug asked for, updates it, numbers a slug another site holds, and takes it down to a 404 "Site not found."', async () => {
    const server = await TestServer.start(cleanup);
    const ada = await pairedSpace(server);
    const bob = await pairedSpace(server);

    const first = await publish(server, ada, 'site-1', { slug: 'studio', exact: false, html: page('One') });
    expect(await first.json()).toEqual({ slug: 'studio' });
    const shown = await fetch(`${server.url}/p/studio`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // The exported file's policy as a header, its pictures allowed from this server too.
    expect(shown.headers.get('content-security-policy')).toBe(
      `default-src 'none'; img-src https: data: ${server.url}; media-src https: data:; style-src 'unsafe-inline'; font-src data:; frame-src https://www.youtube-nocookie.com https://player.vimeo.com; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(await shown.text()).toContain('<h1>One</h1>');

    // Renamed and republished: the site keeps its address unless the person changes it.
    expect(await (await publish(server, ada, 'site-1', { slug: 'new-name', exact: false, html: page('Two') })).json()).toEqual({ slug: 'studio' });
    expect(await (await fetch(`${server.url}/p/studio`)).text()).toContain('<h1>Two</h1>');

    // Another space's site wanting the same slug gets the next free one; asked for exactly, it is refused.
    expect(await (await publish(server, bob, 'site-1', { slug: 'studio', exact: false, html: page('Bob') })).json()).toEqual({ slug: 'studio-2' });
    const forced = await publish(server, bob, 'site-1', { slug: 'studio', exact: true, html: page('Forged') });
    expect(forced.status).toBe(409);
    expect(await forced.json()).toEqual({ error: { message: 'That address is taken. Try another.' } });
    expect(await (await fetch(`${server.url}/p/studio`)).text()).toContain('<h1>Two</h1>');

    // Bob's DELETE takes down Bob's page only.
    expect((await fetch(`${server.url}/api/sites/site-1/page`, { method: 'DELETE', headers: { Authorization: bearer(bob) } })).status).toBe(200);
    expect((await fetch(`${server.url}/p/studio`)).status).toBe(200);
    const gone = await fetch(`${server.url}/p/studio-2`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('<h1>Site not found.</h1>');

    // The person changes the address: the old one is free again.
    expect(await (await publish(server, ada, 'site-1', { slug: 'ada-paints', exact: true, html: page('Three') })).json()).toEqual({ slug: 'ada-paints' });
    expect((await fetch(`${server.url}/p/studio`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/p/ada-paints`)).text()).toContain('<h1>Three</h1>');
  });

  it('refuses a publish without a paired space, with a wrong secret, a malformed slug or a page over the limit', async () => {
    const server = await TestServer.start(cleanup, { limits: { maxPageBytes: 2048 } });
    const ada = await pairedSpace(server);
    const unclaimed = newSpace();
    expect((await publish(server, null, 'site-1', { slug: 'a', html: page('x') })).status).toBe(401);
    expect((await publish(server, unclaimed, 'site-1', { slug: 'a', html: page('x') })).status).toBe(401);
    expect((await publish(server, { ...ada, secret: unclaimed.secret }, 'site-1', { slug: 'a', html: page('x') })).status).toBe(401);
    expect((await publish(server, ada, 'site-1', { slug: 'Not A Slug', html: page('x') })).status).toBe(400);
    expect((await publish(server, ada, 'site-1', { slug: 'big', html: 'x'.repeat(4096) })).status).toBe(413);
    for (const slug of ['a', 'big']) expect((await fetch(`${server.url}/p/${slug}`)).status).toBe(404);
    expect(server.lines.some((line) => line.startsWith('refused:') && line.includes('no paired space'))).toBe(true);
  });

  it('answers a CORS preflight, so an app served elsewhere can publish and upload', async () => {
    const server = await TestServer.start(cleanup);
    const preflight = await fetch(`${server.url}/api/pictures`, { method: 'OPTIONS', headers: { Origin: 'http://elsewhere.example', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });
});

describe('hosted pictures', () => {
  it('stores a raster picture once by its hash, answers secure_url, and serves it with long caching', async () => {
    const server = await TestServer.start(cleanup);
    const ada = await pairedSpace(server);
    const answer = await upload(server, ada, PNG);
    expect(answer.status).toBe(200);
    const { secure_url: secureUrl } = (await answer.json()) as { secure_url: string };
    expect(secureUrl).toBe(`${server.url}/pictures/${sha256(PNG)}`);
    const again = await upload(server, ada, PNG);
    expect(((await again.json()) as { secure_url: string }).secure_url).toBe(secureUrl);
    const served = await fetch(secureUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses an upload without a paired space, an SVG, a text file named .png and a picture over the limit, and stores none of them', async () => {
    const server = await TestServer.start(cleanup, { limits: { maxPictureBytes: 4096 } });
    const ada = await pairedSpace(server);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const text = Buffer.from('not a picture at all');
    const large = Buffer.concat([PNG, Buffer.alloc(8192, 7)]);
    const unpaired = Buffer.concat([PNG, Buffer.from('x')]);
    const refused = [
      [await upload(server, null, unpaired), 401, unpaired, 'Only a paired space may do this: turn on sync first.'],
      [await upload(server, newSpace(), unpaired), 401, unpaired, 'Only a paired space may do this: turn on sync first.'],
      [await upload(server, ada, svg, 'image/svg+xml'), 415, svg, 'Only pictures can be uploaded (PNG, JPEG, GIF, WebP or AVIF).'],
      [await upload(server, ada, text, 'image/png'), 415, text, 'Only pictures can be uploaded (PNG, JPEG, GIF, WebP or AVIF).'],
      [await upload(server, ada, large), 413, large, "This picture is over the server's limit of 0 MB."],
    ] as const;
    for (const [response, status, bytes, message] of refused) {
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
      expect((await fetch(`${server.url}/pictures/${sha256(bytes)}`)).status).toBe(404);
    }
  });
});
