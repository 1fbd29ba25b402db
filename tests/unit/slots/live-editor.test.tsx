// The slot editor's rows and live preview read their own block from the editor's store (useBlock),
// woken only when that block changes: every kind of change must still reach the screen.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Block } from '../../../src/domain/schemas';
import { slotEditorStore } from '../../../src/state/slot-editor';
import { LivePreview } from '../../../src/features/slots/LivePreview';

const text = (id: string, content: string, section: Block['section'] = 'Section 1') =>
  ({ id, type: 'text', section, content, align: 'left' }) as Block;

const previewed = (id: string) => document.querySelector(`[data-block-id="${id}"]`)?.textContent ?? null;
const sectionOf = (id: string) => document.querySelector(`[data-block-id="${id}"]`)?.closest('[data-section]')?.getAttribute('data-section');

afterEach(() => {
  cleanup();
  act(() => slotEditorStore.getState().load('other', []));
});

describe('the live preview of the slot editor', () => {
  it('shows typing, moves, undo, another tab\'s blocks and a removal', () => {
    act(() => slotEditorStore.getState().load('page-1', [text('a', 'First'), text('b', 'Second')]));
    render(<LivePreview />);
    expect(previewed('a')).toBe('First');

    act(() => slotEditorStore.getState().update('b', { content: 'Second, typed' }));
    expect(previewed('b')).toBe('Second, typed');
    expect(previewed('a')).toBe('First');

    act(() => slotEditorStore.getState().moveTo('a', 'Footer'));
    expect(sectionOf('a')).toBe('Footer');

    act(() => slotEditorStore.getState().undo());
    expect(sectionOf('a')).toBe('Section 1');
    act(() => slotEditorStore.getState().undo());
    expect(previewed('b')).toBe('Second');

    act(() => slotEditorStore.getState().follow([text('a', 'From the other tab'), text('c', 'New there', 'Header Nav')]));
    expect(previewed('a')).toBe('From the other tab');
    expect(previewed('c')).toBe('New there');
    expect(previewed('b')).toBeNull();

    act(() => slotEditorStore.getState().remove('a'));
    expect(previewed('a')).toBeNull();
    act(() => slotEditorStore.getState().remove('c'));
    expect(screen.getByText(/no blocks/i)).toBeTruthy();
  });

});
