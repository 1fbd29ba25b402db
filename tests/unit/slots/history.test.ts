import { describe, expect, it } from 'vitest';
import { emptyHistory, recordChange, redoStep, undoStep, TYPING_GROUP_MS } from '../../../src/domain/slots';
import { createSlotEditorStore } from '../../../src/state/slot-editor';
import { createBlock } from '../../../src/domain/slots';

describe('history rules', () => {
  it('a change to nothing is no step', () => {
    const state = ['a'];
    expect(recordChange(emptyHistory<string[]>(), state, state, 'k', 0).past).toHaveLength(0);
  });
  it('edits of one field within a second are one step; another field or a pause starts a new one', () => {
    let h = emptyHistory<string>();
    h = recordChange(h, 'a', 'ab', 'x:content', 0);
    h = recordChange(h, 'ab', 'abc', 'x:content', 500);
    h = recordChange(h, 'abc', 'abcd', 'x:content', 1400);
    expect(h.past).toEqual(['a']);
    h = recordChange(h, 'abcd', 'abcde', 'x:content', 1400 + TYPING_GROUP_MS + 1);
    expect(h.past).toEqual(['a', 'abcd']);
    h = recordChange(h, 'abcde', 'X', 'x:color', 2500);
    expect(h.past).toEqual(['a', 'abcd', 'abcde']);
  });
  it('undo and redo walk the steps, and a new change clears redo', () => {
    let h = recordChange(emptyHistory<string>(), 'a', 'b', null, 0);
    const undone = undoStep(h, 'b')!;
    expect(undone.present).toBe('a');
    const redone = redoStep(undone.history, 'a')!;
    expect(redone.present).toBe('b');
    h = recordChange(undone.history, 'a', 'c', null, 10);
    expect(h.future).toEqual([]);
    expect(undoStep(emptyHistory<string>(), 'x')).toBeNull();
  });
});

describe('slot editor store', () => {
  function setup() {
    let clock = 0;
    const store = createSlotEditorStore(() => clock);
    store.getState().load('p', [createBlock('title', 'Section 1', 't'), createBlock('text', 'Footer', 'f')]);
    return { store, tick: (ms: number) => (clock += ms), get: () => store.getState() };
  }
  it('typing into one block is one undo step and keeps every other block object', () => {
    const { get, tick } = setup();
    const footer = get().blocks[1];
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      get().update('t', { content: text });
      tick(200);
    }
    expect(get().blocks[0].content).toBe('Hello');
    expect(get().blocks[1]).toBe(footer);
    expect(get().history.past).toHaveLength(1);
    get().undo();
    expect(get().blocks[0].content).toBe('Your title');
    get().redo();
    expect(get().blocks[0].content).toBe('Hello');
  });
  it('a no-op update changes nothing and records nothing', () => {
    const { get } = setup();
    const before = get().blocks;
    get().update('t', { content: 'Your title', align: 'left' });
    expect(get().blocks).toBe(before);
    expect(get().history.past).toHaveLength(0);
    expect(get().revision).toBe(0);
  });
  it('add, duplicate, move, remove are steps that undo in order', () => {
    const { get } = setup();
    const id = get().add('image', 'Header Nav');
    expect(get().blocks[0].id).toBe(id);
    const copy = get().duplicate('t')!;
    expect(get().blocks.map((b) => b.id)).toEqual([id, 't', copy, 'f']);
    get().moveBy('f', -1);
    expect(get().blocks.map((b) => `${b.id}@${b.section}`)).toEqual([`${id}@Header Nav`, 't@Section 1', `${copy}@Section 1`, 'f@Section 3']);
    get().remove('t');
    expect(get().blocks.map((b) => b.id)).toEqual([id, copy, 'f']);
    get().undo();
    get().undo();
    get().undo();
    expect(get().blocks.map((b) => b.id)).toEqual([id, 't', 'f']);
    get().update('t', { section: 'Footer' });
    expect(get().blocks.map((b) => `${b.id}@${b.section}`)).toEqual([`${id}@Header Nav`, 'f@Footer', 't@Footer']);
    expect(get().history.future).toEqual([]);
  });
});
