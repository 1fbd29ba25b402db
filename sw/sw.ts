/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { PICTURES_PREFIX, SERVER_PATHS } from '../src/sync/web-address';
import { RETRY_PARAMETER } from '../src/state/chunk-retry';

declare const self: ServiceWorkerGlobalScope;

// The shell, every lazy route chunk, fonts and icons: listed by vite-plugin-pwa at build time.
// The first version takes control of the open page at once, so it works offline from the first
// visit. Later versions still wait for "Reload" (no skipWaiting until the person asks).
clientsClaim();
// A chunk fetched again after a failed fetch (src/state/load-code.ts) is the same file. Workbox's
// default list of parameters to ignore (utm_*, fbclid) is kept.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, new RegExp(`^${RETRY_PARAMETER}$`)] });
cleanupOutdatedCaches();

// Every app route is the same single-page shell, so any navigation is answered with it,
// online or not. (Files with an extension are real assets and are not navigations.)
// The share viewer (/s#data) is its own small page. The Brick server's own addresses (a site's
// web address /p/…, its API, hosted pictures, sync) are never the app: they go to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('s/index.html'), { allowlist: [/^\/s\/?$/] }));
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/\/[^/?]+\.[^/]+$/, /^\/s\/?$/, ...SERVER_PATHS] }));

// Hosted images (uploads, shared sites) are immutable: keep the ones we have seen, bounded.
const IMAGE_CACHE = 'brick-hosted-images';
registerRoute(
  // Pictures the Brick server hosts (/pictures/{sha256}) never change either.
  ({ request, url }) => request.destination === 'image' && (url.origin !== self.location.origin || url.pathname.startsWith(PICTURES_PREFIX)),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 90, purgeOnQuotaError: true }),
    ],
  }),
);

// A new version waits until the person chooses "Reload" (registerType 'prompt').
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
