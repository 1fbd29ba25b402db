import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergeText } from '../../../src/domain/text-merge';

const seed = Number(process.env.BRICK_SEED ?? Date.now() % 2 ** 31);
console.log(`text-merge property: seed ${seed} (BRICK_SEED=${seed} replays it)`);

/** `text` with `insert` put at `at` (clamped). */
const insertAt = (text: string, at: number, insert: string) => {
  const place = Math.min(at, text.length);
  return text.slice(0, place) + insert + text.slice(place);
};

/** Whether every character of `part` appears in `text`, in the same order. */
const holdsInOrder = (text: string, part: string) => {
  let at = 0;
  for (const char of text) if (char === part[at]) at += 1;
  return at === part.length;
};

describe('mergeText', () => {
  it('keeps keys typed after the end when storage holds more than the copy they were typed on', () => {
    expect(mergeText('Intro 1 2', 'Intro 1 2 3', 'Intro 1 2 4')).toBe('Intro 1 2 3 4');
  });

  it('keeps both when the two changes are in different words', () => {
    expect(mergeText('red fox jumps', 'red fox leaps', 'big red fox jumps')).toBe('big red fox leaps');
    expect(mergeText('red fox jumps', 'the red fox jumps', 'red fox jumps high')).toBe('the red fox jumps high');
  });

  it('takes one side whole when the other did not change, and the person’s when both rewrote the same words', () => {
    expect(mergeText('abc', 'abc', 'abX')).toBe('abX');
    expect(mergeText('abc', 'abZ', 'abc')).toBe('abZ');
    expect(mergeText('the cat', 'the dog', 'the cow')).toBe('the cow');
  });

  it('keeps both insertions, wherever each was made (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.nat(12), fc.string({ minLength: 1, maxLength: 4 }), fc.nat(12), fc.string({ minLength: 1, maxLength: 4 }), (base, theirsAt, theirText, mineAt, myText) => {
        const theirs = insertAt(base, theirsAt, theirText);
        const mine = insertAt(base, mineAt, myText);
        fc.pre(theirs !== mine); // the same change made on both sides is one change
        const merged = mergeText(base, theirs, mine);
        // Nothing typed is lost on either side: the result is longer by both insertions and holds
        // each side's whole text in order (an insertion can sit a letter earlier or later where
        // the text repeats: 'r' + 'r!' at 0 is 'r' + '!r' at 1).
        expect(merged.length).toBe(base.length + theirText.length + myText.length);
        expect(holdsInOrder(merged, mine) && holdsInOrder(merged, theirs)).toBe(true);
      }),
      { seed, numRuns: 300 },
    );
  });

  it('gives the person’s text whenever storage did not change, and storage’s whenever the person did not (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), (base, other) => {
        expect(mergeText(base, base, other)).toBe(other);
        expect(mergeText(base, other, base)).toBe(other);
      }),
      { seed, numRuns: 300 },
    );
  });
});
