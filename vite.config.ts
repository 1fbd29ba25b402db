import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { checkConfig, configDefine, readConfig } from './src/config-schema';
import type { CheckedConfig } from './src/config';
import { ASSETS_CACHE_CONTROL, contentSecurityPolicy, staticHostHeaders } from './src/csp';

// The web app manifest: what the browser shows when Brick is installed to a home screen.
const manifest = {
  name: 'Brick',
  short_name: 'Brick',
  description: 'Build a small website from your pocket, online or on a plane.',
  start_url: '/',
  scope: '/',
  id: '/',
  display: 'standalone' as const,
  orientation: 'any' as const,
  theme_color: '#b5452b',
  background_color: '#faf7f2',
  lang: 'en',
  categories: ['productivity', 'design'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Dashboard', short_name: 'Dashboard', url: '/dashboard', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'New site', short_name: 'New site', url: '/template-selection', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
};

/** Serves the share viewer page at /s (share links are /s#data) in `vite preview` and dev. */
const shareViewerRoute: Plugin = {
  name: 'brick-share-viewer-route',
  configurePreviewServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === '/s' || req.url?.startsWith('/s?')) req.url = '/s/index.html';
      next();
    });
  },
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === '/s' || req.url?.startsWith('/s?')) req.url = '/s/index.html';
      next();
    });
  },
};

/**
 * `npm start` (vite preview) sends the cache rule of the build's hashed files that static hosts get
 * from `_headers`: without it, every visit asked again for each of the thirty-odd files a screen
 * loads (issue 38), answered "not modified" one round trip at a time, six at a time over HTTP/1.1.
 */
const assetsCacheRule: Plugin = {
  name: 'brick-assets-cache-rule',
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      // Set before the static file server answers, which keeps a header already set.
      if (req.url?.startsWith('/assets/')) res.setHeader('Cache-Control', ASSETS_CACHE_CONTROL);
      next();
    });
  },
};

/**
 * The Content Security Policy of this build's configuration (src/csp.ts): a meta tag in both pages,
 * and dist/_headers for static hosts. Build only: the dev server's hot reload needs inline script.
 */
function contentSecurity(checked: CheckedConfig): Plugin {
  // A wrong variable still builds: the app then shows the configuration error on screen (main.tsx),
  // under the policy of the defaults, which it never gets past.
  if ('problems' in checked) {
    console.warn(`Brick is misconfigured (${checked.problems.join('; ')}): the Content Security Policy uses the default services.`);
  }
  const appConfig = 'config' in checked ? checked.config : readConfig({});
  return {
    name: 'brick-content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const page = context.path.startsWith('/s/') ? 'share' : 'app';
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(appConfig, page)}" />`;
        // Right after the charset (which must come first), before any script or style it governs.
        const charset = /<meta charset="UTF-8" \/>/i;
        if (!charset.test(html)) throw new Error(`${context.path}: no <meta charset> to put the CSP after`);
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticHostHeaders(appConfig) });
    },
  };
}

/**
 * The app page's own stylesheet (3 KB gzip) inside index.html, not a file beside it: the first
 * paint waits for it either way, and as a file it is one more request before that paint (offline,
 * the last of the page's requests to the service worker; issue 38, "/").
 *
 * The fonts it declares (the display face of every screen's headings and the header's wordmark)
 * are preloaded beside the page's scripts. Found only by the first layout, after the scripts had
 * run and rendered, the font was asked for then, and Chromium painted no text until it came: "/"'s
 * first contentful paint followed the font's arrival by 15-20 ms in every trace (issue 38).
 */
const inlineAppStylesheet: Plugin = {
  name: 'brick-inline-app-stylesheet',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      if (context.path !== '/index.html' || !context.bundle) return html;
      const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g)];
      if (links.length !== 1) throw new Error(`${context.path}: expected one stylesheet link, found ${links.length}`);
      const [link, fileName] = links[0];
      const asset = context.bundle[fileName];
      if (asset?.type !== 'asset') throw new Error(`${context.path}: ${fileName} is not in the bundle`);
      if (!isAppStylesheet(fileName)) throw new Error(`${context.path}: ${fileName} is not the app entry's stylesheet (see loadedOnce)`);
      const css = String(asset.source);
      return html.replace(link, () => `${fontPreloads(css)}<style>${css}</style>`);
    },
  },
};

/** A preload link for each WOFF2 font a stylesheet's @font-face rules name (the browser picks WOFF2 first). */
export function fontPreloads(css: string): string {
  const rules = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  const fonts = new Set(rules.flatMap((rule) => [...rule.matchAll(/url\(\s*["']?(\/assets\/[^"')\s]+\.woff2)/g)].map((found) => found[1])));
  if (rules.length > 0 && fonts.size === 0) throw new Error('the app stylesheet declares fonts, but no WOFF2 file of /assets/ was found in them to preload');
  return [...fonts].map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">\n    `).join('');
}

/**
 * The tab's icon (Brick's mark drawn at 64 px by `npm run icons`, 0.9 KB) inside the pages, not a
 * file beside them: the icon was one more request before a data page's largest paint, and requests
 * queue six at a time over HTTP/1.1 (Lighthouse's simulated LCP on a published blog: 2.92 s with
 * it and the header's mark as files, 2.69 s without; issue 38). A PNG, not the SVG: the browser
 * draws an SVG icon as a document of its own on the page's main thread.
 */
const inlineIcon: Plugin = {
  name: 'brick-inline-icon',
  transformIndexHtml: {
    order: 'pre',
    handler(html, context) {
      const icon = /<link rel="icon" href="\/(src\/ui\/[\w-]+\.png)" type="image\/png" \/>/;
      const found = icon.exec(html);
      if (!found) throw new Error(`${context.path}: no <link rel="icon"> with a PNG of src/ui to inline`);
      const png = readFileSync(fileURLToPath(new URL(`./${found[1]}`, import.meta.url))).toString('base64');
      return html.replace(found[0], () => `<link rel="icon" href="data:image/png;base64,${png}" type="image/png" />`);
    },
  },
};

const APP_ENTRY = 'main';
const isAppStylesheet = (fileName: string) => new RegExp(`^assets/${APP_ENTRY}-[\\w-]+\\.css$`).test(fileName);

/**
 * The app entry's stylesheet, which index.html holds inline (inlineAppStylesheet), is loaded once.
 * Vite lists it among the files to load before every lazy chunk that imports the entry's code, so
 * a data page fetched it again once its screen had painted, applied the whole app's CSS a second
 * time (a full style recalculation: a long task in Lighthouse's blocking time) and held storage's
 * start-up until the file had come (issue 38). Those lists are rewritten without it, after Vite
 * wrote them (its generateBundle); a chunk that still names the file fails the build.
 */
const loadedOnce: Plugin = {
  name: 'brick-app-stylesheet-loaded-once',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const stylesheet = Object.keys(bundle).find(isAppStylesheet);
      if (!stylesheet) return; // the service worker's own build
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        output.code = withoutPreloadOf(output.code, stylesheet);
        if (output.code.includes(stylesheet)) throw new Error(`${output.fileName} would load ${stylesheet}, which index.html holds inline`);
      }
    },
  },
};

/** `code` with `file` dropped from the list of files Vite loads before its lazy imports (`__vite__mapDeps`). */
export function withoutPreloadOf(code: string, file: string): string {
  const list = /\(m\.f=\[([^\]]*)\]/.exec(code);
  if (!list) return code;
  const files = JSON.parse(`[${list[1]}]`) as string[];
  const gone = files.indexOf(file);
  if (gone < 0) return code;
  const renumber = (indices: string) =>
    indices
      .split(',')
      .filter(Boolean)
      .map(Number)
      .filter((index) => index !== gone)
      .map((index) => (index > gone ? index - 1 : index))
      .join(',');
  return code
    .replace(list[0], () => `(m.f=${JSON.stringify(files.filter((_, index) => index !== gone))}`)
    .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, indices: string) => `__vite__mapDeps([${renumber(indices)}])`);
}

/**
 * The storage layer in one chunk. Left to itself the bundler gives every set of screens that shares
 * a storage module its own chunk: a data page fetched about twenty files of 1 KB each before it
 * could paint, each a round trip on a slow network. Dependencies stay where they were (Dexie has its
 * own chunk; zod and the domain are in chunks the share viewer also uses), and so do the storage
 * modules the app shell imports itself, which must not drag the rest into the landing page. The
 * chunk imports its dependencies' chunks, so they still run before it, as they did before. The
 * unsaved-text journal stays out too: the slot editor writes it while storage's code is on its way.
 */
function storageChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  if (!/[\\/]src[\\/]storage[\\/]/.test(id) || /[\\/]edit-journal\.ts$/.test(id)) return null;
  return inAppShell(id, context, new Set()) ? null : 'storage';
}

/**
 * What the share viewer renders every link with (SiteView, the site frame and parts, the link's
 * decoder, the kind loaders) in one chunk. Left to itself the bundler split it into about ten
 * files under 1 KB, each with its own import lines and compression start: a visitor of a link
 * downloaded about 1 KB more for the split alone. Modules the app shell imports stay where they are.
 */
function shareViewerChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  if (!/[\\/]src[\\/]/.test(id) || /[\\/]src[\\/]share[\\/]/.test(id)) return null;
  if (!importedBy(id, context, new Set(), isShareViewerPage)) return null;
  return importedBy(id, context, new Set(), (info) => info.isEntry && !isShareViewerPage(info)) ? null : 'site-view';
}

/**
 * The app page's own start-up modules that the bundler left in files of their own (the store
 * library, the storage status, the loading frame: under 1 KB together), back in its entry file.
 * Each file is a request the page makes before it can run: offline, each costs the page's main
 * thread about 2 ms at a phone's speed to request from the service worker (issue 38, "/"). What
 * the share viewer also loads stays shared, so a link's visitor downloads nothing more.
 */
function appEntryChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  if (!inAppShell(id, context, new Set()) || reachedFromShareViewer(id, context, new Set())) return null;
  return APP_ENTRY;
}

/**
 * The published and show pages' own modules (the screens, their state and error pages, the mirror
 * boundary, the deferred buttons) in one chunk. Left to itself the bundler split them into about
 * ten files of under 1 KB each, shared with other screens: a published page fetched them all
 * before its site could paint, six at a time over HTTP/1.1 (issue 38). Modules the app shell or
 * the share viewer take stay where those put them.
 */
function dataPagesChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  if (!/[\\/]src[\\/]/.test(id) || inAppShell(id, context, new Set()) || reachedFromShareViewer(id, context, new Set())) return null;
  return importedBy(id, context, new Set(), (info) => isDataPage.test(info.id)) ? 'data-pages' : null;
}

/** Whether the share viewer's page loads a module, statically or through a dynamic import (a kind's code). */
function reachedFromShareViewer(id: string, context: Rolldown.ChunkingContext, seen: Set<string>): boolean {
  const info = context.getModuleInfo(id);
  if (!info || seen.has(id)) return false;
  seen.add(id);
  return isShareViewerPage(info) || [...info.importers, ...info.dynamicImporters].some((importer) => reachedFromShareViewer(importer, context, seen));
}

const isDataPage = /[\\/]src[\\/]features[\\/](layouts[\\/]PublishPage|previews[\\/]ShowPages)\.tsx$/;

/**
 * The event's RSVP rules and its RSVP context: two files under 1 KB that a published page and an
 * event's RSVP button take together (a published event's site waited for thirteen files, six at a
 * time over HTTP/1.1; issue 38). Storage takes the rules alone, and with this chunk the context's
 * 226 bytes too. The content helpers stay out: a blog's or a business's share
 * link takes them without these, and with them it downloaded 0.5 KB more (90.16 KB against its
 * budget of 90). Not in the site view's chunk either: the log-in page takes the site view and zod,
 * and painted later when the content rules and zod were put there (Lighthouse's LCP 2.15-2.27 s
 * before, 2.41-2.44 s after).
 */
const rsvpParts = /[\\/](src[\\/]domain[\\/]rsvp\.ts|src[\\/]sites[\\/]event[\\/]rsvp-context\.ts)$/;

/**
 * The preview data's view and its blocks, which the view always takes (five kinds show them): one
 * chunk. Not the variant lookup beside them, which a business card takes alone: with it, a card's
 * share link fetched the blocks and their stylesheet too.
 */
const previewDataParts = /[\\/]src[\\/]sites[\\/]preview-data[\\/](PreviewDataView|blocks)\.tsx$/;

/** The blog kind's two folders, which its loader always fetches together (src/sites/manifest.ts): one chunk. */
const blogKind = /[\\/]src[\\/]sites[\\/]blog(-layouts)?[\\/]/;

const isShareViewerPage = (info: Rolldown.ModuleInfo) => /[\\/]s[\\/]index\.html$/.test(info.id);

/** Whether a module is imported, statically, by one of the pages' entries. */
function inAppShell(id: string, context: Rolldown.ChunkingContext, seen: Set<string>): boolean {
  return importedBy(id, context, seen, (info) => info.isEntry);
}

/** Whether a module is, or is imported statically (through any chain) by, a module that `is`. */
function importedBy(id: string, context: Rolldown.ChunkingContext, seen: Set<string>, is: (info: Rolldown.ModuleInfo) => boolean): boolean {
  const info = context.getModuleInfo(id);
  if (!info || seen.has(id)) return false;
  seen.add(id);
  return is(info) || info.importers.some((importer) => importedBy(importer, context, seen, is));
}

/**
 * react-router's package exports only its development build, whose developer warnings and
 * "Hey developer" error screen would ship to people. Its production build sits beside it; the
 * dev server keeps the warnings, which are for us.
 */
const routerProductionBuild = [
  { find: /^react-router$/, replacement: 'index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/react-router/dist/production/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ command, mode }) => {
  const checked = checkConfig(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    // The app's configuration, validated here once (the variables are fixed at build): src/config.ts.
    define: configDefine(checked),
    resolve: { alias: command === 'build' ? routerProductionBuild : [] },
    plugins: [
      react(),
      shareViewerRoute,
      assetsCacheRule,
      contentSecurity(checked),
      inlineAppStylesheet,
      inlineIcon,
      loadedOnce,
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest,
        includeManifestIcons: false,
        injectManifest: {
          // Precache the shell, every lazy route chunk and fonts (the tab's icon is inside the pages).
          // Not the install icons: the browser fetches those once, online, when Brick is installed.
          globPatterns: ['**/*.{js,css,html,woff2,svg,webmanifest}'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    ],
    build: {
      target: 'es2022',
      // Two pages: the app, and the share viewer (s/index.html) that a visitor of a link loads.
      rollupOptions: {
        input: { [APP_ENTRY]: 'index.html', share: 's/index.html' },
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            // Dexie's group only names its chunk, which the bundler would name after its import wrapper.
            groups: [{ name: appEntryChunk }, { name: storageChunk }, { name: shareViewerChunk }, { name: 'rsvp', test: rsvpParts }, { name: 'preview-data', test: previewDataParts }, { name: 'blog', test: blogKind }, { name: dataPagesChunk }, { name: 'dexie', test: /[\\/]node_modules[\\/]dexie[\\/]/ }],
          },
        },
      },
      // Every browser with native modulepreload preloads the chunks itself; the polyfill would add
      // its bytes to both pages for browsers (Safari before 17) where chunks still load, only later.
      modulePreload: { polyfill: false },
      sourcemap: false,
    },
    preview: {
      port: Number(process.env.PORT ?? 4173),
      strictPort: true,
    },
  };
});
