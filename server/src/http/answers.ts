import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Small pieces the HTTP API (web addresses, pictures) shares: answers in JSON, the CORS headers a
 * Brick app on another origin needs (a person may sync with a server other than the one that
 * served the app), and request bodies read with a size cap.
 */

const API_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

export function answerJson(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { ...API_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
  return true;
}

/** A refusal in the image host's shape (`{ error: { message } }`), which the app shows as it is. */
export const refuse = (response: ServerResponse, status: number, message: string) => answerJson(response, status, { error: { message } });

/** The answer to a CORS preflight: the API's methods, and the Authorization header that names a space. */
export function answerPreflight(response: ServerResponse, methods: string): true {
  response.writeHead(204, {
    ...API_HEADERS,
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
  });
  response.end();
  return true;
}

/**
 * A stored body with its ETag: 304 when the browser has it already, no body for HEAD. (The built
 * app's files are streamed by static.ts, which does the same for files.)
 */
export function answerStored(request: IncomingMessage, response: ServerResponse, etag: string, headers: Record<string, string>, body: string | Uint8Array): true {
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, { ...headers, ETag: etag }).end();
    return true;
  }
  response.writeHead(200, { ...headers, ETag: etag, 'Content-Length': Buffer.byteLength(body) });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

export class BodyTooLarge extends Error {}

/**
 * The request's body, at most `maxBytes`: a Content-Length over it is refused before anything is
 * read, and a body that grows past it is cut off (BodyTooLarge), so nothing large is held.
 */
export async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Ends a request whose body is not wanted: the answer goes out, and the connection closes instead
 * of reading the rest (a client sending megabytes the server refused).
 */
export function closeAfterAnswer(response: ServerResponse): void {
  response.setHeader('Connection', 'close');
}

/** The origin a request was made to, as the browser sees it (behind a TLS proxy: X-Forwarded-Proto). */
export function originOf(request: IncomingMessage): string {
  const forwarded = String(request.headers['x-forwarded-proto'] ?? '').split(',')[0].trim();
  const protocol = forwarded === 'https' ? 'https' : 'http';
  const host = String(request.headers.host ?? 'localhost').replace(/[^A-Za-z0-9.:[\]-]/g, '');
  return `${protocol}://${host}`;
}
