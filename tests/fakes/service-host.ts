import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * One HTTPS server on 127.0.0.1 that answers, for the test running now, the external services'
 * host names (the image host, the e-mail API), which Chromium is told resolve to it
 * (`chromiumArgs`). In place of Playwright's request routing: with any route set on a context,
 * Playwright intercepts every request of it and turns its HTTP cache off, and a test of 40 reloads
 * took twice as long (median 99 s against 53 s). The fakes keep their own API (tests/fakes).
 */
export interface FakeRequest {
  method: string;
  body: Buffer;
}
export interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}
/** How one host name is answered: by the fake of the test running now. */
export type Answerer = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface ServiceHost {
  port: number;
  /** Answers these host names so, until the function it returns is called (the test's end). */
  answer(byHost: Record<string, Answerer>): () => void;
  close(): Promise<void>;
}

export async function startServiceHost(): Promise<ServiceHost> {
  const answerers = new Map<string, Answerer>();
  const server: Server = createServer(selfSignedCertificate(), (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '');
      const answerer = answerers.get(host);
      const answered = answerer
        ? Promise.resolve(answerer({ method: request.method ?? 'GET', body: Buffer.concat(chunks) }))
        : Promise.resolve<FakeAnswer>({ status: 503, body: `no fake answers ${host} now` });
      void answered.then(
        ({ status, headers, body }) => response.writeHead(status, headers).end(body),
        (error: Error) => response.writeHead(500).end(error.message),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    answer(byHost) {
      for (const [host, answerer] of Object.entries(byHost)) answerers.set(host, answerer);
      return () => Object.keys(byHost).forEach((host) => answerers.delete(host));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Chromium's arguments that send these host names to the service host, and take its certificate
 * (made for this run, so it is trusted by no one else).
 */
export function chromiumArgs(port: number, hosts: string[]): string[] {
  return [`--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ')}`, '--ignore-certificate-errors'];
}

/** A key and certificate for this run only, made by openssl in a folder removed at once. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), 'brick-fakes-'));
  try {
    const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=brick-test-fakes'], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
