/**
 * Text typed on the manage page, kept in this tab's sessionStorage until IndexedDB has committed
 * it. Each keystroke is its own IndexedDB write, and writes still waiting their turn when the page
 * goes away (a reload right after typing) are dropped by the browser; sessionStorage is written at
 * once and survives the reload, so the next load can save that text again.
 *
 * Per field the journal lists the last value known saved, then every value typed since. On the
 * next load the last typed value is saved again only if the stored value is one of that list
 * (this tab's own writes stopped part-way); any other stored value was written by another tab
 * later, and it wins.
 */
export type TextField = 'title' | 'description';
export type UnsavedText = Partial<Record<TextField, string>>;
type Journal = Partial<Record<TextField, string[]>>;

const FIELDS: TextField[] = ['title', 'description'];
const keyOf = (siteId: string) => `brick-unsaved-text:${siteId}`;

function read(siteId: string): Journal {
  try {
    const value = JSON.parse(sessionStorage.getItem(keyOf(siteId)) ?? '{}') as Record<string, unknown> | null;
    const journal: Journal = {};
    for (const field of FIELDS) {
      const texts = value?.[field];
      if (Array.isArray(texts) && texts.length > 1 && texts.every((t) => typeof t === 'string')) journal[field] = texts;
    }
    return journal;
  } catch {
    return {};
  }
}

function write(siteId: string, journal: Journal): void {
  try {
    if (Object.keys(journal).length === 0) sessionStorage.removeItem(keyOf(siteId));
    else sessionStorage.setItem(keyOf(siteId), JSON.stringify(journal));
  } catch {
    // No sessionStorage here: the IndexedDB write still happens, only this safety net is missing.
  }
}

/** Before its write starts: `text` replaces `before` (the value shown until now) in `field`. */
export function rememberUnsavedText(siteId: string, field: TextField, before: string, text: string): void {
  const journal = read(siteId);
  journal[field] = [...(journal[field] ?? [before]), text];
  write(siteId, journal);
}

/** `text` is committed: it is now the value known saved; drop the entry once nothing newer waits. */
export function forgetSavedText(siteId: string, field: TextField, text: string): void {
  const journal = read(siteId);
  const texts = journal[field];
  const index = texts ? texts.indexOf(text, 1) : -1;
  if (!texts || index < 0) return;
  const rest = texts.slice(index);
  if (rest.length > 1) journal[field] = rest;
  else delete journal[field];
  write(siteId, journal);
}

/** On load, with the stored values: the text typed here whose write did not land (to show and save again). */
export function unsavedTextFor(siteId: string, stored: Partial<Record<TextField, unknown>>): UnsavedText {
  const journal = read(siteId);
  const unsaved: UnsavedText = {};
  for (const field of FIELDS) {
    const texts = journal[field];
    const last = texts?.[texts.length - 1];
    const current = String(stored[field] ?? '');
    if (texts && last !== undefined && current !== last && texts.includes(current)) unsaved[field] = last;
  }
  return unsaved;
}

/** Once the load has decided: saving again starts a new journal. */
export function clearUnsavedText(siteId: string): void {
  write(siteId, {});
}
