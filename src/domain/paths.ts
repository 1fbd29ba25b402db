/** Reading and writing a field of a content object by a dotted path ('contact.email', 'portfolio.0'). */

export function getAtPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => (current == null ? undefined : (current as Record<string, unknown>)[key]), value);
}

/** A copy of `value` with the field at `path` set; arrays stay arrays. Never mutates. */
export function setAtPath<T>(value: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split('.');
  const container: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as object) };
  const child = (container as Record<string, unknown>)[key];
  const nested = rest.length ? setAtPath(child ?? (/^\d+$/.test(rest[0]) ? [] : {}), rest.join('.'), next) : next;
  (container as Record<string, unknown>)[key] = nested;
  return container as T;
}
