/**
 * Issue 38: the slot editor opens on the localStorage mirror's copy of its page and takes keys
 * before storage's code is here. What was typed then is journaled at once, and sent when the
 * write path starts, merged with what storage holds (the mirror is up to a flush behind it).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { Block, Page } from '../../../src/domain/schemas';
import { slotEditorStore } from '../../../src/state/slot-editor';
import { resetStorageForTests } from '../../../src/storage/testing';
import { getPage, savePage } from '../../../src/storage/pages';
import { editsSettled, replayUnsavedEdits } from '../../../src/storage/edits';
import { persistBlocks } from '../../../src/features/slots/persist-blocks';
import { usePersistBlocks, type WriteLink } from '../../../src/features/slots/usePersistBlocks';

const text = (id: string, content: string) => ({ id, type: 'text', section: 'Section 1', content, align: 'left' }) as Block;
const page = (blocks: Block[]): Page => ({ id: 'page-1', siteId: 'site-1', type: 'artist', slotId: 1, title: 'Slot 1', blocks });
const contentOf = (blocks: readonly Block[] | undefined, id: string) => blocks?.find((block) => block.id === id)?.content;
const shown = (id: string) => contentOf(slotEditorStore.getState().blocks, id);

beforeEach(async () => {
  await resetStorageForTests();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  act(() => slotEditorStore.getState().load('other', []));
});

/** The editor opened on `mirrored` (the mirror's copy), as SlotEditorScreen does. */
function openOn(mirrored: Block[]): WriteLink {
  act(() => slotEditorStore.getState().load('page-1', mirrored));
  return { sent: slotEditorStore.getState().blocks, live: false };
}

describe('keys typed before the write path is here', () => {
  it('are merged with keystrokes storage holds that the mirror had not written yet: none is lost', async () => {
    await savePage(page([text('a', 'Intro 1 2 3'), text('b', 'Two')]));
    const link = openOn([text('a', 'Intro 1 2'), text('b', 'Two')]); // the mirror, a flush behind
    act(() => slotEditorStore.getState().update('a', { content: 'Intro 1 2 4' }));
    act(() => slotEditorStore.getState().update('b', { content: 'Two!' }));

    const writing = persistBlocks('page-1', link);
    await writing.tookOver;
    await editsSettled();
    const stored = (await getPage('page-1'))?.blocks;
    expect(contentOf(stored, 'a')).toBe('Intro 1 2 3 4');
    expect(contentOf(stored, 'b')).toBe('Two!');
    expect(shown('a')).toBe('Intro 1 2 3 4'); // the screen shows what is stored
    writing.stop();
  });

  it('keys this tab typed that the journal\'s replay stored meanwhile are not merged in twice', async () => {
    await savePage(page([text('a', 'Welcome')]));
    act(() => slotEditorStore.getState().load('page-1', [text('a', 'Welcome')]));
    const link: WriteLink = { sent: slotEditorStore.getState().blocks, live: false };
    renderHook(() => usePersistBlocks('page-1', false)); // journals while the write path is away
    act(() => slotEditorStore.getState().update('a', { content: 'Welcome b' }));
    await replayUnsavedEdits(); // storage starts while the person types: it stores "Welcome b"
    act(() => slotEditorStore.getState().update('a', { content: 'Welcome back' }));

    const writing = persistBlocks('page-1', link);
    await writing.tookOver;
    await editsSettled();
    expect(contentOf((await getPage('page-1'))?.blocks, 'a')).toBe('Welcome back');
    expect(shown('a')).toBe('Welcome back');
    writing.stop();
  });

  it('nothing typed: the editor shows what storage holds, and writes nothing', async () => {
    await savePage(page([text('a', 'Newer')]));
    const link = openOn([text('a', 'Older')]);
    const writing = persistBlocks('page-1', link);
    await writing.tookOver;
    expect(shown('a')).toBe('Newer');
    expect(contentOf((await getPage('page-1'))?.blocks, 'a')).toBe('Newer');
    writing.stop();
  });

  it('keys typed after the write path took over are sent as before', async () => {
    await savePage(page([text('a', 'One')]));
    const link = openOn([text('a', 'One')]);
    const writing = persistBlocks('page-1', link);
    await writing.tookOver;
    act(() => slotEditorStore.getState().update('a', { content: 'One more' }));
    await editsSettled();
    expect(contentOf((await getPage('page-1'))?.blocks, 'a')).toBe('One more');
    writing.stop();
  });

  it('are journaled at once, so a reload before the write path came saves them at the next start', async () => {
    await savePage(page([text('a', 'Intro')]));
    act(() => slotEditorStore.getState().load('page-1', [text('a', 'Intro')]));
    renderHook(() => usePersistBlocks('page-1', false)); // storage's code not here yet
    act(() => slotEditorStore.getState().update('a', { content: 'Intro 1' }));
    cleanup(); // the reload: nothing was written
    expect(contentOf((await getPage('page-1'))?.blocks, 'a')).toBe('Intro');

    await replayUnsavedEdits(); // the next start
    expect(contentOf((await getPage('page-1'))?.blocks, 'a')).toBe('Intro 1');
  });
});
