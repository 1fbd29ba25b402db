import { useCallback, useEffect, useRef } from 'react';
import { saveBlocks } from '../../storage/pages';
import { slotEditorStore } from '../../state/slot-editor';
import { notifyError } from '../../state/notices';
import { BLOCKS_NOT_SAVED } from '../../domain/messages';

/** How long typing may pause before the blocks are written (flushed at once on pagehide/Save). */
export const SAVE_DEBOUNCE_MS = 250;

/**
 * Writes the editor's blocks with saveBlocks shortly after each change; returns `flush`, which
 * writes any pending change now (Save, leaving the page, the tab going to the background).
 */
export function usePersistBlocks(pageId: string): () => Promise<void> {
  const flushRef = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    const flush = async () => {
      clearTimeout(timer);
      if (!pending) return;
      pending = false;
      const { blocks, pageId: current } = slotEditorStore.getState();
      if (current !== pageId) return;
      try {
        await saveBlocks(pageId, blocks);
      } catch {
        notifyError(BLOCKS_NOT_SAVED);
      }
    };
    flushRef.current = flush;
    const unsubscribe = slotEditorStore.subscribe((state, previous) => {
      if (state.pageId !== pageId || state.revision === previous.revision || state.revision === 0) return;
      pending = true;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS);
    });
    const onHide = () => void flush();
    const onVisibility = () => document.visibilityState === 'hidden' && void flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      void flush();
    };
  }, [pageId]);

  return useCallback(() => flushRef.current(), []);
}
