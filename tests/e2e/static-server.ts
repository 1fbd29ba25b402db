import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

/**
 * A throwaway static host for dist/ on a free port, for tests that need to "deploy" a new
 * version while a page is open: `deployNextVersion()` changes the service worker script by a
 * few bytes, as a real deploy would.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

export interface DistServer {
  url: string;
  deployNextVersion(): void;
  close(): Promise<void>;
}

export async function serveDist(root = 'dist'): Promise<DistServer> {
  let version = 0;
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = extname(path) ? path : '/index.html';
    try {
      let body: Buffer | string = await readFile(join(root, file));
      if (file === '/sw.js' && version > 0) body = `${body.toString()}\n// version ${version}\n`;
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  };
  const server: Server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}`,
    deployNextVersion: () => {
      version += 1;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
