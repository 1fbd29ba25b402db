import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Log } from '../log.js';
import { headersForPath, parseHeadersFile, type HeaderRule } from './headers-file.js';
import type { Route } from './routes.js';

/**
 * The built app (vite build's dist/), served as a static host would: files as they are, every
 * other page address answered with index.html (the app routes itself), /s with the share viewer,
 * and the headers of the build's `_headers` file: the security headers and the cache rules that
 * updates depend on (hashed /assets/* kept forever, the service worker and pages revalidated).
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Cache rules for what `_headers` says nothing about: icons for a day, anything else revalidated. */
function defaultCacheControl(path: string): string {
  if (path.startsWith('/icons/')) return 'public, max-age=86400';
  return 'no-cache';
}

/** Files the build writes for the host, not for browsers. */
const isHidden = (path: string) => path.split('/').some((segment) => segment.startsWith('.')) || path === '/_headers';

export async function staticApp(dir: string, log: Log): Promise<Route> {
  const root = resolve(dir);
  if (!(await isFile(join(root, 'index.html')))) {
    log(`static: no built app in ${root} (npm run build makes it); serving the sync endpoint only`);
    return () => Promise.resolve(false);
  }
  const rules = await readHeaderRules(root, log);
  log(`static: serving ${root}`);

  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = requestPath(request);
    if (path === null) return false;
    const file = await findFile(root, path, request);
    if (!file) return false;
    await send(request, response, file, headersForPath(rules, path));
    return true;
  };
}

async function readHeaderRules(root: string, log: Log): Promise<HeaderRule[]> {
  try {
    return parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    log(`static: no _headers in ${root}: pages go out without the build's security headers (rebuild with npm run build)`);
    return [];
  }
}

/** The decoded path of a request, or null for one that does not decode or could leave the folder. */
function requestPath(request: IncomingMessage): string | null {
  try {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

/** The file answering a path: itself, the share viewer for /s, a folder's index.html, or the app for a page address. */
async function findFile(root: string, path: string, request: IncomingMessage): Promise<{ path: string; size: number; modified: Date } | null> {
  const wanted = path === '/s' ? '/s/index.html' : path.endsWith('/') ? `${path}index.html` : path;
  if (!isHidden(wanted)) {
    const full = resolve(root, `.${wanted}`);
    if (full.startsWith(root + sep)) {
      const found = await fileStat(full);
      if (found) return { path: full, ...found };
    }
  }
  // A page address the app routes itself (/dashboard, /builder/…), but never a missing script or
  // picture: answering those with a page would hide the error behind a wrong content type.
  const isPage = !extname(path) || (request.headers.accept ?? '').includes('text/html');
  if (!isPage) return null;
  const index = join(root, 'index.html');
  const found = await fileStat(index);
  return found ? { path: index, ...found } : null;
}

async function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: { path: string; size: number; modified: Date },
  ruleHeaders: Map<string, [string, string]>,
): Promise<void> {
  const etag = `W/"${file.size.toString(16)}-${file.modified.getTime().toString(16)}"`;
  const headers: Record<string, string | number> = {
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': file.path.endsWith('.html') ? 'no-cache' : defaultCacheControl(requestPath(request) ?? '/'),
    ETag: etag,
    'Last-Modified': file.modified.toUTCString(),
  };
  for (const [key, [name, value]] of ruleHeaders) {
    const existing = Object.keys(headers).find((header) => header.toLowerCase() === key);
    if (existing) delete headers[existing];
    headers[name] = value;
  }
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers).end();
    return;
  }
  response.writeHead(200, { ...headers, 'Content-Length': file.size });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  try {
    await pipeline(createReadStream(file.path), response);
  } catch (error) {
    // A reader who went away mid-file is no failure of ours.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}

async function fileStat(path: string): Promise<{ size: number; modified: Date } | null> {
  try {
    const found = await stat(path);
    return found.isFile() ? { size: found.size, modified: found.mtime } : null;
  } catch {
    return null;
  }
}

async function isFile(path: string): Promise<boolean> {
  return (await fileStat(path)) !== null;
}
