import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearUnsavedText, forgetSavedText, rememberUnsavedText, unsavedTextFor,
} from '../../../src/features/manage/unsaved-text';

// The manage page's journal of typed text whose IndexedDB write may not have landed.
beforeEach(() => sessionStorage.clear());

/** Types `word` one character at a time after `start`, as the form remembers each keystroke. */
function type(start: string, word: string): string[] {
  const values: string[] = [];
  let shown = start;
  for (const char of word) {
    rememberUnsavedText('s1', 'title', shown, shown + char);
    shown += char;
    values.push(shown);
  }
  return values;
}

describe('unsaved text', () => {
  it('is forgotten once every typed value is committed', () => {
    const values = type('Studio', ' art');
    for (const value of values) forgetSavedText('s1', 'title', value);
    expect(sessionStorage.length).toBe(0);
    expect(unsavedTextFor('s1', { title: 'Studio art' })).toEqual({});
  });

  it('brings back the last typed value when the writes stopped part-way', () => {
    // No write landed at all.
    const values = type('Studio', ' art');
    expect(unsavedTextFor('s1', { title: 'Studio' })).toEqual({ title: 'Studio art' });
    // 'Studio ' landed (and was confirmed), the rest was dropped.
    forgetSavedText('s1', 'title', values[0]);
    expect(unsavedTextFor('s1', { title: 'Studio ' })).toEqual({ title: 'Studio art' });
    // 'Studio a' landed too, but the page went away before it was confirmed.
    expect(unsavedTextFor('s1', { title: 'Studio a' })).toEqual({ title: 'Studio art' });
  });

  it('leaves a value another tab saved since alone', () => {
    type('Studio', ' art');
    expect(unsavedTextFor('s1', { title: 'Renamed elsewhere' })).toEqual({});
  });

  it('keeps fields and sites apart, and is cleared once a load has decided', () => {
    type('Studio', '!');
    rememberUnsavedText('s1', 'description', 'Prints', 'Prints and mugs');
    rememberUnsavedText('s2', 'title', '', 'Other');
    expect(unsavedTextFor('s1', { title: 'Studio', description: 'Prints' })).toEqual({ title: 'Studio!', description: 'Prints and mugs' });
    clearUnsavedText('s1');
    expect(unsavedTextFor('s1', { title: 'Studio', description: 'Prints' })).toEqual({});
    expect(unsavedTextFor('s2', { title: '' })).toEqual({ title: 'Other' });
  });

  it('ignores a journal it cannot read', () => {
    sessionStorage.setItem('brick-unsaved-text:s1', '{not json');
    expect(unsavedTextFor('s1', { title: 'x' })).toEqual({});
    sessionStorage.setItem('brick-unsaved-text:s1', JSON.stringify({ title: [1, 2] }));
    expect(unsavedTextFor('s1', { title: '1' })).toEqual({});
  });
});
