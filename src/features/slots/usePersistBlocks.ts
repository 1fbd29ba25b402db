import { useCallback, useEffect, useRef, useState } from 'react';
import { isTextSet, listEdits, valueAt } from '../../domain/edits';
import type { Block } from '../../domain/schemas';
import { textOf } from '../../domain/text';
import { recordKeyOf, rememberText } from '../../storage/edit-journal';
import { slotEditorStore } from '../../state/slot-editor';
import { loadWhenOnline } from '../../state/load-code';

/** What the editor and its write path share about one page. */
export interface WriteLink {
  /** The blocks storage was last sent (at first: the blocks the editor opened with). */
  sent: Block[] | null;
  /** Whether the write path sends the changes (else they are journaled, waiting for it). */
  live: boolean;
}

type WritePath = typeof import('./persist-blocks');
let loadedWritePath: WritePath | null = null;
const loadWritePath = (onFailure?: () => void) =>
  loadWhenOnline(() => import('./persist-blocks'), onFailure).then((writePath) => (loadedWritePath = writePath));

/**
 * Saves the slot editor's changes (persist-blocks.ts, the write path) once `writable`: the page
 * the editor shows is the one storage holds (issue 38: before that, it may be the localStorage
 * mirror's copy). Until the write path takes over, the editor still takes every key: text typed is
 * journaled at once (edit-journal.ts, no storage code), so a reload meanwhile loses nothing, and
 * the write path sends everything changed since the editor opened when it starts. Returns `flush`,
 * which resolves once everything sent is stored (Save), and whether the write path's code is
 * still to come after it failed to load (offline before the service worker held it).
 */
export function usePersistBlocks(pageId: string, writable: boolean): { flush: () => Promise<void>; codeMissing: boolean } {
  const [codeMissing, setCodeMissing] = useState(false);
  const link = useRef<WriteLink>({ sent: null, live: false }).current;
  const started = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  if (started.current === null) {
    let resolve!: () => void;
    started.current = { promise: new Promise<void>((done) => (resolve = done)), resolve };
  }

  useEffect(() => {
    const state = slotEditorStore.getState();
    if (link.sent === null && state.pageId === pageId) link.sent = state.blocks;
    const record = recordKeyOf({ table: 'pages', key: pageId });
    return slotEditorStore.subscribe((next, previous) => {
      if (link.live || next.pageId !== pageId || previous.pageId !== pageId || next.blocks === previous.blocks) return;
      const before = { blocks: previous.blocks };
      for (const edit of listEdits('blocks', previous.blocks, next.blocks).filter(isTextSet)) {
        rememberText(record, edit.set, textOf(valueAt(before, edit.set)), edit.value);
      }
    });
  }, [pageId, link]);

  useEffect(() => {
    if (!writable) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadWritePath(() => !cancelled && setCodeMissing(true)).then((writePath) => {
      if (cancelled) return;
      setCodeMissing(false);
      const writing = writePath.persistBlocks(pageId, link);
      stop = writing.stop;
      void writing.tookOver.then(started.current?.resolve);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pageId, writable, link]);

  const flush = useCallback(() => {
    const writePath = loadedWritePath;
    // Once here, at once: Save reloads the page right after, and an extra wait would let it race.
    if (writePath && link.live) return writePath.editsSettled();
    return started.current!.promise.then(() => loadWritePath()).then((loaded) => loaded.editsSettled());
  }, [link]);
  return { flush, codeMissing };
}
