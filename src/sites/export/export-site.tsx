import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { SiteRecord } from '../../domain/schemas';
import { shortLine, siteDetails, TITLE_MAX } from '../../domain/site-details';
import { resolveSite } from '../resolve';
import { SiteView } from '../SiteView';
import { StaticRenderContext } from '../static-render';
import { loadKind } from '../kind-loaders';
import { MADE_WITH_BRICK } from '../../domain/messages';
import { exportedSitePolicy } from '../../domain/exported-site-policy';
import { fontFaces, pruneCss, structuralSelector, styleElementText } from './export-css';
import { embeddedFonts } from './export-fonts';
import templateFontsCss from '../site-fonts.css?inline';

/**
 * The site Views' style sheets as the build wrote them (site.css, then each kind's), and never the
 * app's own: a downloaded site is only its template. The fonts come from site-fonts.css, above.
 */
const SITE_SHEETS = import.meta.glob<string>(['../**/*.css', '!../site-fonts.css'], { query: '?inline', import: 'default', eager: true });
const SITE_CSS = '../site.css';
const siteCss = () =>
  Object.entries(SITE_SHEETS)
    .sort(([a], [b]) => Number(b === SITE_CSS) - Number(a === SITE_CSS) || a.localeCompare(b))
    .map(([, css]) => css)
    .join('\n');

/** The file's own frame around the site: the "Made with Brick" line, in the site's colours. */
const FILE_CSS = 'html{-webkit-text-size-adjust:100%}body{margin:0}.made-with{text-align:center;padding:1rem;font:14px system-ui,sans-serif}.made-with a{color:#8f3320}';

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

/**
 * Style attributes become rules of the file's sheet (a class each), so the markup carries no
 * inline style. `!important` keeps them above the sheet's rules, as a style attribute is.
 */
function moveInlineStyles(doc: Document): string {
  const classes = new Map<string, string>();
  for (const element of Array.from(doc.body.querySelectorAll<HTMLElement>('[style]'))) {
    const { style } = element;
    const declarations = Array.from({ length: style.length }, (_, i) => style.item(i)).map((name) => `${name}:${style.getPropertyValue(name)} !important`);
    element.removeAttribute('style');
    if (declarations.length === 0) continue;
    const text = declarations.join(';');
    let name = classes.get(text);
    if (!name) classes.set(text, (name = `s${classes.size + 1}`));
    element.classList.add(name);
  }
  return [...classes].map(([text, name]) => `.${name}{${text}}`).join('\n');
}

/** Phone numbers that never break across lines (no-break spaces and hyphens), as a file should write them. */
function unbreakablePhoneNumbers(doc: Document): void {
  for (const link of Array.from(doc.body.querySelectorAll('a[href^="tel:"]'))) {
    const walker = doc.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) node.nodeValue = node.nodeValue!.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
  }
}

/**
 * No line of the file ends in spaces: spaces before a line break show nowhere (the Views' text is
 * `normal` or `pre-line`, which drop them), and a lone CR is what the HTML parser reads as LF.
 */
const tidyLines = (text: string) => text.replace(/\r\n?/g, '\n').replace(/[ \t]+\n/g, '\n');

function tidyWhitespace(doc: Document): void {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) node.nodeValue = tidyLines(node.nodeValue!);
  for (const element of Array.from(doc.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) attribute.value = tidyLines(attribute.value);
  }
}

/** Whether anything in the page is what `selector` names (an invalid selector is kept, to be safe). */
function inPage(doc: Document, selector: string): boolean {
  try {
    return doc.querySelector(structuralSelector(selector)) !== null;
  } catch {
    return true;
  }
}

/** How long a text is as the file writes it (`&` is `&amp;`): what a title's limit counts. */
const writtenLength = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;').length;

/** The name cut to what a browser tab shows (TITLE_MAX characters as written). */
function tabTitle(name: string): string {
  for (let max = TITLE_MAX; ; max--) {
    const title = shortLine(name, max);
    if (writtenLength(title) <= TITLE_MAX || max <= 2) return title;
  }
}

function addToHead(doc: Document, tag: string, attributes: Record<string, string>): void {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  doc.head.append(element);
}

/** The page without its style: the document, its <head> filled in, the site in <main>. */
function pageOf(site: SiteRecord, body: string, content: unknown, policy: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.documentElement.lang = 'en';
  doc.head.replaceChildren();
  addToHead(doc, 'meta', { charset: 'utf-8' });
  addToHead(doc, 'meta', { 'http-equiv': 'Content-Security-Policy', content: policy });
  addToHead(doc, 'meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' });
  const title = site.name || 'My Brick site';
  const details = siteDetails(content);
  const description = details.description ?? title;
  doc.title = tabTitle(title); // link previews (og:title) carry the whole name
  addToHead(doc, 'meta', { name: 'description', content: description });
  addToHead(doc, 'meta', { property: 'og:type', content: 'website' });
  addToHead(doc, 'meta', { property: 'og:title', content: title });
  addToHead(doc, 'meta', { property: 'og:description', content: description });
  if (details.image) addToHead(doc, 'meta', { property: 'og:image', content: details.image });
  if (details.icon) addToHead(doc, 'link', { rel: 'icon', href: details.icon });
  const main = doc.createElement('main');
  main.innerHTML = body;
  const footer = doc.createElement('footer');
  footer.className = 'made-with';
  const link = doc.createElement('a');
  link.href = 'https://brick.app/';
  link.textContent = MADE_WITH_BRICK;
  footer.append(link);
  doc.body.replaceChildren(main, footer);
  return doc;
}

const serialise = (doc: Document) => `<!DOCTYPE html>\n${doc.documentElement.outerHTML}\n`;

/** A blank pixel: the page as laid out to find its fonts needs no picture from anywhere. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * The page as laid out to find the faces it uses: the template faces declared by their addresses
 * on Brick's origin (the app's own policy governs it, not the file's), no picture fetched.
 */
function fontProbe(doc: Document, css: string, fontsCss: string): string {
  const probe = doc.cloneNode(true) as Document;
  probe.head.querySelector('meta[http-equiv]')?.remove();
  for (const img of Array.from(probe.images)) img.src = BLANK;
  setStyle(probe, `${fontsCss}\n${css.replace(/url\([^)]*\)/g, 'none')}`);
  return serialise(probe);
}

function setStyle(doc: Document, css: string): void {
  doc.head.querySelector('style')?.remove();
  const style = doc.createElement('style');
  style.textContent = styleElementText(css);
  doc.head.append(style);
}

/**
 * One self-contained HTML file of a site: its View rendered to static markup, as it renders with
 * no script (RSVP is an e-mail, or absent); the CSS of its template that the page uses; the
 * template fonts it uses, embedded; images as they are stored (hosted addresses, or the local
 * copy as a data URL). Nothing in it asks Brick's origin for anything, and no script runs in it.
 */
export interface ExportOptions {
  /** Where else its pictures may come from (the Brick server hosting a web address's pictures). */
  imageOrigins?: readonly string[];
}

export async function exportSiteHtml(site: SiteRecord, { imageOrigins = [] }: ExportOptions = {}): Promise<string> {
  const resolved = resolveSite(site);
  await loadKind(resolved.kind); // rendered once, at once: its View must be here
  const body = renderToMarkup(
    <StaticRenderContext.Provider value={true}>
      <SiteView {...resolved} />
    </StaticRenderContext.Provider>,
  );
  const doc = pageOf(site, body, resolved.content, exportedSitePolicy(imageOrigins));
  unbreakablePhoneNumbers(doc);
  tidyWhitespace(doc);
  const moved = moveInlineStyles(doc);
  const css = [FILE_CSS, pruneCss(siteCss(), (selector) => inPage(doc, selector)), moved].join('\n');

  const faces = fontFaces(templateFontsCss);
  const fonts = faces.length > 0 ? await embeddedFonts(fontProbe(doc, css, templateFontsCss), faces) : [];
  setStyle(doc, [...fonts, css].join('\n'));
  return serialise(doc);
}
