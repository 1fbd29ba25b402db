/**
 * The `_headers` file the static build writes (vite.config.ts, from src/csp.ts), in the format
 * Netlify and Cloudflare Pages read: a path pattern on its own line, then its headers indented,
 * `Name: value`. The server reads it at start, so it sends the very headers the build ships.
 */

export interface HeaderRule {
  pattern: RegExp;
  headers: [name: string, value: string][];
}

/** A path pattern: `*` matches anything (slashes too), `:name` one path segment. */
function patternOf(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z0-9_]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(trimmed), headers: [] });
      continue;
    }
    const colon = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (colon <= 0 || !rule) throw new Error(`_headers: a header line without a path above it, or without "Name: value": ${JSON.stringify(trimmed)}`);
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers for a path: those of every rule that matches it, a later rule's value replacing an
 * earlier one's for the same header (as Netlify's own local server does), so `/s` gets the share
 * page's policy over the app's from `/*`. Keys are lower case.
 */
export function headersForPath(rules: HeaderRule[], path: string): Map<string, [name: string, value: string]> {
  const headers = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.headers) headers.set(name.toLowerCase(), [name, value]);
  }
  return headers;
}
