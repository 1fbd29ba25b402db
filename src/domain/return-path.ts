/**
 * Where a visitor sent to /login was going (spec.md section 6: registered users build, so the
 * screens that create or edit a site ask for a log-in first). The address travels in the log-in
 * page's query (?next=) and is only ever a path of this app: anything that could leave it
 * (`//host`, `/\host`, `https://…`, `javascript:`) is ignored.
 */

export const RETURN_PARAM = 'next';

/** The path (with its query) if it stays in this app, else null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null;
  // Only a path: one slash, then not a slash or a backslash (which browsers read as a slash).
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // No backslashes or control characters anywhere: URL parsers disagree about them.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = 'https://brick.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** "/login?next=…" (or "/signup?next=…") for a person who asked for `path`. */
export function withReturnPath(page: '/login' | '/signup' | '/onboarding/complete', path: string | null | undefined): string {
  const safe = safeReturnPath(path);
  return safe ? `${page}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : page;
}
