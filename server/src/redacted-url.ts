/** A database's or Redis's URL as the log and error messages may show it: without its password. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    parsed.searchParams.delete('password');
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}
