/**
 * CSS for the downloaded site, worked on as text. The browser's CSSOM is not used to write CSS
 * out: it prints a shorthand whose value holds var() as empty longhands (`border-top-color: ;`).
 * Pure functions of strings, so they are tested without a browser.
 */

export interface CssRule {
  /** What comes before `{`: a selector list, or an at-rule with its condition. */
  prelude: string;
  /** What is between the braces, as written. */
  body: string;
}

/** The top-level rules of a style sheet, comments dropped. Statements (`@import …;`) are left out. */
export function splitRules(css: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  let start = 0;
  let open = -1;
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') {
      if (depth++ === 0) open = i;
    } else if (c === '}') {
      if (depth > 0 && --depth === 0) {
        rules.push({ prelude: text.slice(start, open).trim(), body: text.slice(open + 1, i).trim() });
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) start = i + 1;
  }
  return rules;
}

/** Splits on `separator` where it is not inside brackets or quotes (selector lists, declarations). */
export function splitTopLevel(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** At-rules whose body is more rules, pruned like the sheet itself. */
const GROUPING = /^@(media|supports|container|layer)\b/i;

/**
 * Only the rules a page can use: a style rule keeps the selectors `matches` says something on the
 * page answers to, and goes when none does; grouping rules keep what is left inside them; other
 * at-rules (@font-face, @keyframes) are the caller's business and are kept.
 */
export function pruneCss(css: string, matches: (selector: string) => boolean): string {
  const kept: string[] = [];
  for (const rule of splitRules(css)) {
    if (GROUPING.test(rule.prelude)) {
      const inner = pruneCss(rule.body, matches);
      if (inner) kept.push(`${rule.prelude}{${inner}}`);
    } else if (rule.prelude.startsWith('@')) {
      kept.push(`${rule.prelude}{${rule.body}}`);
    } else {
      const selectors = splitTopLevel(rule.prelude, ',').filter(matches);
      if (selectors.length > 0) kept.push(`${selectors.join(',')}{${rule.body}}`);
    }
  }
  return kept.join('\n');
}

/** Pseudo-classes of a state (hover, focus…) and pseudo-elements: not something a page holds. */
const STATEFUL = /::?(?:hover|focus-visible|focus-within|focus|active|visited|link|any-link|target|checked|disabled|enabled|placeholder-shown|autofill|before|after|first-line|first-letter|marker|placeholder|selection|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)(?![\w-])/gi;

/** The selector to look for in the page: what an element must be, whatever state it is in. */
export function structuralSelector(selector: string): string {
  const plain = selector.replace(STATEFUL, '').trim();
  // A selector of only states (`::selection`) applies to anything; a combinator left dangling
  // (`.a > ::before`) means "any child".
  return plain === '' ? '*' : /[>+~]$/.test(plain) ? `${plain} *` : plain;
}

/**
 * CSS text made safe inside a `<style>` element: `<` is written as the CSS escape `\3c `, which
 * means the same character in strings, names and url() alike, so no text can close the element.
 */
export const styleElementText = (css: string) => css.replace(/</g, '\\3c ');

/** One `@font-face` of a style sheet: its descriptors and the WOFF2 file it loads. */
export interface FontFaceSource {
  family: string;
  weight: string;
  style: string;
  /** The WOFF2 file's address, as the sheet writes it. */
  url: string;
  /** The other descriptors (unicode-range, font-display…), as written. */
  rest: string[];
}

const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The WOFF2 address among a `src` list (`url(a.woff2) format('woff2'), url(a.woff) …`). */
function woff2Url(src: string): string | undefined {
  for (const source of splitTopLevel(src, ',')) {
    const url = /url\(\s*(['"]?)([^'")]+)\1\s*\)/i.exec(source)?.[2];
    if (url && (/format\(\s*['"]?woff2/i.test(source) || /\.woff2(?:[?#]|$)/i.test(url))) return url;
  }
  return undefined;
}

/** The @font-face rules of a sheet that have a WOFF2 file. */
export function fontFaces(css: string): FontFaceSource[] {
  const faces: FontFaceSource[] = [];
  for (const rule of splitRules(css)) {
    if (rule.prelude.toLowerCase() !== '@font-face') continue;
    const descriptors = new Map<string, string>();
    for (const declaration of splitTopLevel(rule.body, ';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) descriptors.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
    }
    const url = woff2Url(descriptors.get('src') ?? '');
    const family = descriptors.get('font-family');
    if (!url || !family) continue;
    const rest = [...descriptors].filter(([name]) => !['src', 'font-family', 'font-weight', 'font-style'].includes(name)).map(([name, value]) => `${name}:${value}`);
    faces.push({ family: unquote(family), weight: descriptors.get('font-weight') ?? '400', style: descriptors.get('font-style') ?? 'normal', url, rest });
  }
  return faces;
}

/** The same face, its file written into the rule (a `data:font/woff2;base64,…` address). */
export function embeddedFontFace(face: FontFaceSource, dataUrl: string): string {
  const family = face.family.replace(/["\\]/g, '');
  return `@font-face{font-family:"${family}";font-style:${face.style};font-weight:${face.weight};src:url(${dataUrl}) format("woff2");${face.rest.join(';')}}`;
}

/** Whether a FontFace of the browser (quoted family, weight, style) is this rule's face. */
export const sameFace = (face: FontFaceSource, other: { family: string; weight: string; style: string }) =>
  unquote(other.family) === face.family && other.weight === face.weight && other.style === face.style;
