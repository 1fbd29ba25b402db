// One formatter for every date: each toLocaleDateString call with options builds a new one.
let dayMonthYear: Intl.DateTimeFormat | undefined;

/** "1 May 2024" in the person's locale; empty for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dayMonthYear ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
  return dayMonthYear.format(date);
}
