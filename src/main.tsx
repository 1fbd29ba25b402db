import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import '@fontsource/fraunces/latin-600.css';
import './ui/app.css';
import { config, ConfigError } from './config';
import { preloadScreensFor, routes } from './routes';
import { ConfigErrorScreen } from './ui/ConfigErrorScreen';
import { watchBrowserStatus } from './state/app-status';
import { registerServiceWorker } from './pwa';
import { somethingStored } from './storage/presence';
import { startStorage, whenIdle } from './state/storage-start';
import { afterScreenPainted } from './state/screen-shown';

function boot() {
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
  // Installing the worker downloads the whole precache (about 1 MB in 166 files), which must not
  // compete with a first visit's own scripts, styles, fonts and data. Workbox's advice is to wait
  // for "load", but an app's screen and data come after it (lazy chunks, IndexedDB): so a little
  // longer on a first visit. A page the worker already controls only checks for a new version,
  // when the browser is idle: "load" can come before React's first render, and the check's code
  // (workbox-window) was fetched and run ahead of the first paint (issue 38, "/" offline).
  afterLoad(() => {
    if (navigator.serviceWorker?.controller) whenIdle(registerServiceWorker);
    else setTimeout(registerServiceWorker, FIRST_INSTALL_DELAY_MS);
  });
  // The screen's code is fetched now, beside React's first render, not once that render has
  // committed and the screen asks for it: a published page's site paints one step sooner (issue
  // 38). Screens for logged-in people wait for storage as before (RequireUser is no lazy screen).
  preloadScreensFor(window.location.pathname);
  // The declarative router: the data router (createBrowserRouter) brings loaders, actions and
  // fetchers Brick does not use, 17 KB gzip before every first paint.
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // On a page that shows data, React's first render is the frame while the screen's code is on its
  // way, about 30 ms at full speed in one task (the router's first match, the header, code not yet
  // optimised): as a transition it renders in slices of 5 ms, so the arriving code and a tap run
  // between them (a published page's blocking time in Lighthouse, issue 38). The landing page
  // renders at once: it is in the entry, and its first render is what the visitor came for.
  if (needsData(window.location.pathname)) startTransition(() => root.render(app));
  else root.render(app);
  startStorageWhenNeeded();
}

function App() {
  const location = useLocation();
  useEffect(() => onPageShown(location.pathname), [location.pathname]);
  return useRoutes(routes);
}

// Storage (Dexie, zod schemas) loads beside the first render, not in front of it, and the session
// store says when it is ready. The pages below show no data: there it waits until the browser is
// idle, so the page's own chunk, styles and font come first; and when nothing is stored yet (a first
// visit), until the visitor goes to a page that needs it, submits a form, or another tab stores
// something. Creating the database costs a phone about a second of CPU that these pages skip.
const PAGES_WITHOUT_DATA = new Set(['/', '/help', '/login', '/signup']);
const FIRST_INSTALL_DELAY_MS = 2000;

const needsData = (path: string) => !PAGES_WITHOUT_DATA.has(path);

/**
 * A page that shows data starts storage once its screen has painted (what it can show from the
 * mirror, or its frame; src/state/screen-shown.ts); startStorage is idempotent. By then the page
 * may be another one: a guard sends a first visitor (nothing stored) from a guarded page to log in
 * at once, and storage then waits as on any page without data.
 */
const startStorageAfterScreen = () =>
  void afterScreenPainted().then(() => (needsData(window.location.pathname) ? startStorage() : startStorageWithoutData()));

/** Each page the router shows. */
function onPageShown(path: string) {
  if (needsData(path)) startStorageAfterScreen();
}

function startStorageWhenNeeded() {
  if (needsData(window.location.pathname)) return startStorageAfterScreen();
  startStorageWithoutData();
}

let waitingWithoutData = false;
function startStorageWithoutData() {
  if (waitingWithoutData) return;
  waitingWithoutData = true;
  window.addEventListener('storage', () => void startStorage(), { once: true });
  whenIdle(() => {
    void somethingStored().then(async (stored) => {
      if (stored) await startStorage();
    });
  });
}

function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

boot();
