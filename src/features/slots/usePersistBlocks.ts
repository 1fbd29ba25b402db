import { useCallback, useEffect, useRef } from 'react';
import { isTextSet, listEdits, valueAt } from '../../domain/edits';
import type { Block } from '../../domain/schemas';
import { editContent, editsSettled } from '../../storage/edits';
import { slotEditorStore } from '../../state/slot-editor';
import { notifyError } from '../../state/notices';
import { BLOCKS_NOT_SAVED } from '../../domain/messages';

/**
 * Saves the slot editor's changes through the write path (issue 22): each change the person makes
 * (a keystroke, an added, removed or moved block, an undo) is sent at once as the edits that turn
 * the blocks last sent into the blocks now shown, field by field, so another tab's change to
 * another block is kept and typed text is journaled before it is written. Returns `flush`, which
 * resolves once everything sent is stored (Save).
 */
export function usePersistBlocks(pageId: string): () => Promise<void> {
  const sent = useRef<Block[] | null>(null);

  useEffect(() => {
    sent.current = slotEditorStore.getState().pageId === pageId ? slotEditorStore.getState().blocks : null;
    return slotEditorStore.subscribe((state, previous) => {
      if (state.pageId !== pageId) return;
      if (state.revision === 0 || previous.pageId !== pageId) {
        sent.current = state.blocks; // loaded, not changed: nothing to send
        return;
      }
      if (state.revision === previous.revision || !sent.current) return;
      const before = { blocks: sent.current };
      const edits = listEdits('blocks', sent.current, state.blocks);
      sent.current = state.blocks;
      if (edits.length === 0) return;
      const texts = Object.fromEntries(edits.filter(isTextSet).map((edit) => [edit.set, String(valueAt(before, edit.set) ?? '')]));
      editContent({ table: 'pages', key: pageId }, edits, { before: texts }).catch(() => notifyError(BLOCKS_NOT_SAVED));
    });
  }, [pageId]);

  return useCallback(() => editsSettled(), []);
}
