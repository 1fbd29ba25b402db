/**
 * Two changes to one text, made from the same starting text without either seeing the other, put
 * together (issue 38: the slot editor takes keystrokes while storage opens, against the copy the
 * localStorage mirror last wrote, and storage may hold a few keystrokes more). Each side's change
 * is the one stretch of the starting text it replaced; when the stretches do not overlap, both are
 * kept, the stored side's first where they meet (keys typed after End follow the stored end).
 * When they overlap, both rewrote the same words and the person typing now wins.
 */

/** The stretch of `base` that `changed` replaced: [start, end) and what stands there instead. */
function changedStretch(base: string, changed: string): { start: number; end: number; text: string } {
  const most = Math.min(base.length, changed.length);
  let start = 0;
  while (start < most && base[start] === changed[start]) start += 1;
  let tail = 0;
  while (tail < most - start && base[base.length - 1 - tail] === changed[changed.length - 1 - tail]) tail += 1;
  return { start, end: base.length - tail, text: changed.slice(start, changed.length - tail) };
}

/** `mine` and `theirs`, both changed from `base`, as one text. */
export function mergeText(base: string, theirs: string, mine: string): string {
  if (theirs === base || theirs === mine) return mine;
  if (mine === base) return theirs;
  const ours = changedStretch(base, mine);
  const stored = changedStretch(base, theirs);
  const [first, second] = stored.end <= ours.start ? [stored, ours] : ours.end <= stored.start ? [ours, stored] : [null, null];
  if (!first || !second) return mine;
  return base.slice(0, first.start) + first.text + base.slice(first.end, second.start) + second.text + base.slice(second.end);
}
