import type { IncomingMessage } from 'node:http';
import { exportedSitePolicy } from '../../../src/domain/exported-site-policy.js';
import { isSlug, numberedSlug, siteIdOfPagePath, WEB_ADDRESS_MESSAGES, WEB_ADDRESS_PREFIX } from '../../../src/sync/web-address.js';
import { spaceOfRequest, type SpaceRecords } from '../auth/spaces.js';
import type { Limits } from '../config.js';
import { spaceLabel, type Log } from '../log.js';
import type { PageRecords } from '../storage/storage.js';
import { answerJson, answerPreflight, answerStored, BodyTooLarge, closeAfterAnswer, originOf, readBody, refuse } from './answers.js';
import { pathOf, type Route } from './routes.js';

/**
 * Web addresses (issue 37): a published site's page at /p/{slug}, put there, updated and taken
 * down by the space that owns the site (PUT and DELETE /api/sites/{siteId}/page). The page is the
 * site's own static download, made on the device; the server stores it as it came and serves it
 * under a strict policy: no script runs in it, whatever it holds.
 */

/** How many numbered slugs (name-2, name-3…) are tried before a name is given up on. */
const NUMBERED_SLUGS = 50;

/** A page's headers: the exported file's policy as a header (it cannot be loosened by the file). */
function pageHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    // Pictures the server hosts are on its own origin, plain http:// on a laptop or a LAN.
    'Content-Security-Policy': `${exportedSitePolicy([originOf(request)])}; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    // A republish shows at once: browsers ask again each time (the ETag makes that cheap).
    'Cache-Control': 'no-cache',
  };
}

const NOT_FOUND_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${WEB_ADDRESS_MESSAGES.siteNotFound}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font:18px/1.5 system-ui,sans-serif;color:#2b2118;background:#fbf7f2}</style></head>
<body><main><h1>${WEB_ADDRESS_MESSAGES.siteNotFound}</h1></main></body></html>
`;

function slugOfPagePath(path: string): string | null {
  if (!path.startsWith(WEB_ADDRESS_PREFIX)) return null;
  const slug = path.slice(WEB_ADDRESS_PREFIX.length).replace(/\/$/, '');
  return slug;
}

function servePage(pages: PageRecords): Route {
  return async (request, response) => {
    const slug = slugOfPagePath(pathOf(request));
    if (slug === null || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const page = isSlug(slug) ? await pages.bySlug(slug) : null;
    if (!page?.html) {
      response.writeHead(404, { ...pageHeaders(request), 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : NOT_FOUND_PAGE);
      return true;
    }
    const etag = `"${page.updatedAt.toString(36)}-${Buffer.byteLength(page.html).toString(36)}"`;
    return answerStored(request, response, etag, pageHeaders(request), page.html);
  };
}

interface PublishRequest {
  html: string;
  slug: string;
  /** The person typed this slug: a taken one is refused instead of numbered. */
  exact: boolean;
}

function parsePublishRequest(body: Buffer): PublishRequest | null {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const { html, slug, exact } = (value ?? {}) as Partial<Record<keyof PublishRequest, unknown>>;
  if (typeof html !== 'string' || html.length === 0 || !isSlug(slug)) return null;
  return { html, slug, exact: exact === true };
}

/** The slugs to try, in order: the site's own first (kept across renames), then the wanted one, numbered. */
function* candidateSlugs(wanted: PublishRequest, current: string | undefined): Generator<string> {
  if (wanted.exact) {
    yield wanted.slug;
    return;
  }
  if (current) yield current;
  yield wanted.slug;
  for (let n = 2; n <= NUMBERED_SLUGS; n++) yield numberedSlug(wanted.slug, n);
}

function sitePageApi(pages: PageRecords, spaces: SpaceRecords, limits: Limits, log: Log): Route {
  return async (request, response) => {
    const siteId = siteIdOfPagePath(pathOf(request));
    if (siteId === null) return false;
    if (request.method === 'OPTIONS') return answerPreflight(response, 'PUT, DELETE');
    if (request.method !== 'PUT' && request.method !== 'DELETE') return refuse(response, 405, 'Use PUT to publish or DELETE to take down.');
    const spaceId = await spaceOfRequest(spaces, request.headers.authorization);
    if (!spaceId) {
      log(`refused: ${request.method} page of site ${siteId}: no paired space`);
      closeAfterAnswer(response);
      return refuse(response, 401, WEB_ADDRESS_MESSAGES.notPaired);
    }
    if (request.method === 'DELETE') {
      const page = await pages.bySite(spaceId, siteId);
      if (!page || !(await pages.takeDown(spaceId, siteId, Date.now()))) return refuse(response, 404, WEB_ADDRESS_MESSAGES.siteNotFound);
      log(`page /p/${page.slug} taken down by space ${spaceLabel(spaceId)}`);
      return answerJson(response, 200, { slug: page.slug });
    }
    let body: Buffer;
    try {
      body = await readBody(request, limits.maxPageBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      log(`refused: page of site ${siteId} from space ${spaceLabel(spaceId)}: over the limit of ${limits.maxPageBytes} bytes`);
      closeAfterAnswer(response);
      return refuse(response, 413, `This site is over the server's limit of ${Math.round(limits.maxPageBytes / 1024 / 1024)} MB for one page.`);
    }
    const wanted = parsePublishRequest(body);
    if (!wanted) return refuse(response, 400, WEB_ADDRESS_MESSAGES.badSlug);
    const current = await pages.bySite(spaceId, siteId);
    for (const slug of candidateSlugs(wanted, current?.slug)) {
      if (await pages.put({ slug, spaceId, siteId, html: wanted.html, updatedAt: Date.now() })) {
        log(`page /p/${slug} ${current?.html ? 'updated' : 'published'} by space ${spaceLabel(spaceId)}`);
        return answerJson(response, 200, { slug });
      }
    }
    return refuse(response, 409, WEB_ADDRESS_MESSAGES.slugTaken);
  };
}

export function webAddressRoutes(pages: PageRecords, spaces: SpaceRecords, limits: Limits, log: Log): Route[] {
  return [servePage(pages), sitePageApi(pages, spaces, limits, log)];
}

