import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '@fontsource/fraunces/latin-600.css';
import './ui/app.css';
import { config, ConfigError } from './config';
import { routes } from './routes';
import { ConfigErrorScreen } from './ui/ConfigErrorScreen';
import { watchBrowserStatus } from './state/app-status';
import { registerServiceWorker } from './pwa';
import { somethingStored } from './storage/presence';

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  try {
    config();
  } catch (error) {
    if (error instanceof ConfigError) {
      root.render(<ConfigErrorScreen problems={error.problems} />);
      return;
    }
    throw error;
  }
  watchBrowserStatus();
  // After the page has loaded (Workbox's advice): installing the worker downloads the whole
  // precache, which must not compete with this first visit's own scripts, styles and fonts.
  afterLoad(registerServiceWorker);
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  startStorageWhenNeeded(router);
}

// Storage (Dexie, zod schemas) loads beside the first render, not in front of it, and the session
// store says when it is ready. The landing and help pages need none of it: there it waits until the
// browser is idle, so the page's own chunk, styles and font come first; and on a first visit, when
// nothing is stored yet, until the visitor goes to a page that needs it or another tab stores
// something. Creating the database costs a phone about a second of CPU that the landing can skip.
const PAGES_WITHOUT_DATA = new Set(['/', '/help']);

function startStorageWhenNeeded(router: ReturnType<typeof createBrowserRouter>) {
  const needsData = (path: string) => !PAGES_WITHOUT_DATA.has(path);
  if (needsData(window.location.pathname)) return startStorage();
  router.subscribe(({ location }) => {
    if (needsData(location.pathname)) startStorage();
  });
  window.addEventListener('storage', startStorage, { once: true });
  whenIdle(() => void somethingStored().then((stored) => stored && startStorage()));
}

let storageStarted = false;

function startStorage() {
  if (storageStarted) return;
  storageStarted = true;
  void import('./storage/boot').then(async (storage) => {
    await storage.startStorage();
    // The outbox sends what earlier visits queued; a moment later is as good, and its code
    // then stays out of the way of the first screen.
    whenIdle(() => void import('./outbox/start').then((outbox) => outbox.startOutbox()));
  });
}

function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 1500 });
  else setTimeout(task, 200);
}

void boot();
