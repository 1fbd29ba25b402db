/**
 * The unsaved-text journal of the write path (issue 22): text typed into any editor, kept in this
 * tab's sessionStorage until IndexedDB has committed it. Each keystroke is its own IndexedDB
 * write, and the browser drops writes still under way when the page goes away (a reload right
 * after typing); sessionStorage is written at once, before the write starts, and survives the
 * reload, so the next start saves that text again (replayUnsavedEdits in edits.ts).
 *
 * Per record and field the journal lists the last value known saved, then every value typed
 * since. At the next start the last typed value is saved again only if the stored value is one of
 * that list (this tab's own writes stopped part-way); any other stored value was written later by
 * another tab, and it wins. Values longer than MAX_TEXT (an image as a data URL) are not kept:
 * a pick is one write, not a stream of keystrokes, and sessionStorage is small.
 */
import type { ContentRef } from './edits';

const KEY = 'brick-unsaved-edits';
const MAX_TEXT = 16 * 1024;

/** record key (see edits.ts) -> field path -> [value known saved, ...values typed since]. */
export type Journal = Record<string, Record<string, string[]>>;

function read(): Journal {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Journal) : {};
  } catch {
    return {};
  }
}

function write(journal: Journal): void {
  try {
    if (Object.keys(journal).length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(journal));
  } catch {
    // No sessionStorage (or it is full): the IndexedDB write still happens, only the net is missing.
  }
}

/** Whether the journal keeps this text (a picture's data URL it does not). */
export const journalKeeps = (text: string): boolean => text.length <= MAX_TEXT;

/** The key that names a record in the journal and the write queues (JSON of the ref, fields in a fixed order). */
export const recordKeyOf = (ref: ContentRef): string =>
  JSON.stringify([ref.table, ref.key, 'owner' in ref ? ref.owner : null, 'variant' in ref ? (ref.variant ?? null) : null]);

/**
 * Before the write starts: `text` replaces `before` (the value shown until now) at `path`. A
 * `before` the list does not hold yet joins it (the slot editor, merging keys typed while storage
 * opened, writes over a value this tab never typed), and the same text twice in a row is kept once.
 */
export function rememberText(record: string, path: string, before: string, text: string): void {
  if (!journalKeeps(text) || !journalKeeps(before)) return;
  const journal = read();
  const texts = [...(journal[record]?.[path] ?? [])];
  if (!texts.includes(before)) texts.push(before);
  if (texts[texts.length - 1] !== text) texts.push(text);
  if (texts.length < 2) return; // nothing typed over what is stored
  (journal[record] ??= {})[path] = texts;
  write(journal);
}

/** What the journal holds for one record, left in place: field path -> [value known saved, ...typed since]. */
export const journaledTexts = (record: string): Record<string, string[]> => read()[record] ?? {};

/** `text` is committed at `path`: it becomes the value known saved; the entry goes once nothing newer waits. */
export function forgetText(record: string, path: string, text: string): void {
  const journal = read();
  const texts = journal[record]?.[path];
  if (!Array.isArray(texts)) return;
  const index = texts.length < 2 ? 0 : texts.indexOf(text, 1); // a list too short to owe anything goes
  if (index < 0) return;
  const rest = texts.slice(index);
  if (rest.length > 1) journal[record][path] = rest;
  else delete journal[record][path];
  if (Object.keys(journal[record]).length === 0) delete journal[record];
  write(journal);
}

/** What the journal holds (the replay decides what to save again, and forgets each entry once done). */
export const readJournal = (): Journal => read();

/** The text to save again at `path`, given what is stored there now; null when nothing is owed. */
export function textOwed(texts: readonly string[], stored: unknown): string | null {
  const last = texts[texts.length - 1];
  const current = typeof stored === 'string' ? stored : stored == null ? '' : null;
  if (last === undefined || current === null || current === last || !texts.includes(current)) return null;
  return last;
}
