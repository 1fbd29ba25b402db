import type { Config } from './config';
import { exportedSitePolicy, VIDEO_PLAYERS } from './domain/exported-site-policy';

/**
 * Brick's Content Security Policy, built from the one configuration (src/config.ts) so that the
 * image host, e-mail API and payment SDK a build is pointed at are the only outside origins its
 * pages may talk to or run code from. vite.config.ts writes it into index.html and s/index.html
 * as a meta tag and into dist/_headers (with the directives a meta tag cannot carry).
 *
 * Deliberate allowances, each because a person's own content needs it (see SECURITY.md):
 * - img-src and media-src allow any https: address: sites show images and videos by address,
 *   including addresses kept from earlier versions; an image or video cannot run code. img-src
 *   also allows http:, where a Brick server on a laptop or a LAN hosts pictures.
 * - connect-src allows any ws: and wss: address: sync goes to the Brick server a person chose.
 * - style-src allows inline styles: colours and fonts a person picks are style attributes, and
 *   the PayPal buttons inject their own; CSS in a current browser cannot run code.
 * - frame-src allows the two video players a slot page can embed, and PayPal's checkout frames.
 */

/** PayPal's own hosts, when the SDK comes from PayPal (its checkout frames and assets live there). */
const PAYPAL_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

export type PolicyPage = 'app' | 'share';

const origin = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

function paymentSources(payment: Config['payment']): string[] {
  return payment.sdkUrl ? [origin(payment.sdkUrl)] : PAYPAL_HOSTS;
}

/** The directives, in order; `forHeader` adds the ones browsers ignore in a meta tag. */
export function policyDirectives(config: Config, page: PolicyPage, forHeader = false): [string, string[]][] {
  const payment = page === 'app' ? paymentSources(config.payment) : [];
  const services = page === 'app' ? [origin(config.imageHost.uploadUrl), origin(config.email.origin)] : [];
  // Sync (issue 36) opens a WebSocket to the Brick server a person chose, this origin or another.
  // Its HTTP side (web addresses, hosted pictures: issue 37) is used only when it served the app
  // ('self'), so no fetch may go anywhere else.
  const sync = page === 'app' ? ['ws:', 'wss:'] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...payment])],
    ['connect-src', unique(["'self'", ...services, ...payment, ...sync])],
    // http: too: a Brick server on a laptop or a LAN hosts pictures at plain http:// (issue 37).
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', 'http:']],
    ['media-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['font-src', ["'self'", 'data:']],
    ['frame-src', unique([...VIDEO_PLAYERS, ...payment])],
    // canvas-confetti draws off the main thread in a worker it makes from a blob.
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  if (forHeader) directives.push(['frame-ancestors', ["'none'"]]);
  return directives;
}

export function contentSecurityPolicy(config: Config, page: PolicyPage, forHeader = false): string {
  return policyDirectives(config, page, forHeader)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The policy written into a downloaded site (src/domain/exported-site-policy.ts). */
export const EXPORTED_SITE_POLICY = exportedSitePolicy();

/**
 * How long a browser keeps a file of /assets/: for good, since a changed file gets a new name (its
 * content hash). Static hosts read it from `_headers`; `npm start` (vite.config.ts) sends it too.
 */
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A `_headers` file (the format Netlify and Cloudflare Pages read; README shows the same headers
 * for other hosts): the policies as real headers, plus the cache rules updates depend on.
 */
export function staticHostHeaders(config: Config): string {
  const common = [
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy: camera=(), microphone=(), geolocation=()',
  ];
  const block = (path: string, lines: string[]) => [path, ...lines.map((line) => `  ${line}`)].join('\n');
  return [
    block('/*', [`Content-Security-Policy: ${contentSecurityPolicy(config, 'app', true)}`, ...common]),
    block('/s', [`Content-Security-Policy: ${contentSecurityPolicy(config, 'share', true)}`, 'Referrer-Policy: no-referrer']),
    block('/s/*', [`Content-Security-Policy: ${contentSecurityPolicy(config, 'share', true)}`, 'Referrer-Policy: no-referrer']),
    block('/sw.js', ['Cache-Control: no-cache']),
    block('/index.html', ['Cache-Control: no-cache']),
    block('/manifest.webmanifest', ['Cache-Control: no-cache', 'Content-Type: application/manifest+json']),
    block('/assets/*', [`Cache-Control: ${ASSETS_CACHE_CONTROL}`]),
  ].join('\n\n') + '\n';
}
