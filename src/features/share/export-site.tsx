import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { SiteRecord } from '../../domain/schemas';
import { resolveSite } from '../../sites/resolve';
import { SiteView } from '../../sites/SiteView';
import { loadKind } from '../../sites/kind-loaders';
import { MADE_WITH_BRICK } from '../../domain/messages';
import { EXPORTED_SITE_POLICY } from '../../csp';

/** The CSS this page has loaded (the app's and the site Views'), to inline in the export. */
function loadedCss(): string {
  const parts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) parts.push(rule.cssText);
    } catch {
      // a cross-origin sheet cannot be read; Brick has none
    }
  }
  return parts.join('\n');
}

/**
 * The markup a View renders, by rendering it once into a detached element with the React the
 * page already has (react-dom/server would add 60 KB gzip for this one button). The browser's
 * own serialiser writes the HTML, so text and attribute values come out escaped.
 */
function renderToMarkup(element: ReactElement): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  try {
    flushSync(() => root.render(element));
    return container.innerHTML;
  } finally {
    root.unmount();
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One self-contained HTML file of a site: its View rendered to static markup, the CSS inlined,
 * images as they are stored (hosted addresses, or the local copy when not uploaded yet), no script.
 */
export async function exportSiteHtml(site: SiteRecord): Promise<string> {
  const resolved = resolveSite(site);
  await loadKind(resolved.kind); // rendered once, at once: its View must be here
  const body = renderToMarkup(<SiteView {...resolved} />);
  const title = escapeHtml(site.name || 'My Brick site');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${EXPORTED_SITE_POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { margin: 0; }
${loadedCss()}
</style>
</head>
<body>
<main>${body}</main>
<footer style="text-align:center;padding:1rem;font:14px system-ui,sans-serif"><a href="https://brick.app/" style="color:#8f3320">${MADE_WITH_BRICK}</a></footer>
</body>
</html>
`;
}
