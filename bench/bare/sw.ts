/// <reference lib="webworker" />
// The bare page's service worker: Brick's (sw/sw.ts) without the image cache and update message.
// It takes control at once and answers every navigation with the precached shell, offline too.
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));
