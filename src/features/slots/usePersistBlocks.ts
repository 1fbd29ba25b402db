import { useCallback, useEffect, useRef } from 'react';
import { isTextSet, listEdits, valueAt } from '../../domain/edits';
import type { Block } from '../../domain/schemas';
import { inSectionOrder, sameJson } from '../../domain/slots';
import { editContent, editsSettled, readContent, type ContentRef } from '../../storage/edits';
import { watchPage } from '../../storage/pages';
import { slotEditorStore } from '../../state/slot-editor';
import { notifyError } from '../../state/notices';
import { BLOCKS_NOT_SAVED } from '../../domain/messages';
import { textOf } from '../../domain/text';

/** How often, at most, the editor reads the stored page to show another tab's change. */
const FOLLOW_EVERY_MS = 250;

/**
 * Saves the slot editor's changes through the write path (issue 22): each change the person makes
 * (a keystroke, an added, removed or moved block, an undo) is sent at once as the edits that turn
 * the blocks last sent into the blocks now shown, field by field, so another tab's change to
 * another block is kept and typed text is journaled before it is written.
 *
 * It also follows the stored page: when another tab changes it, the editor shows that change once
 * every edit of this tab is stored (while one is under way the stored page is behind this tab, and
 * its own next write brings the page back here anyway). Returns `flush`, which resolves once
 * everything sent is stored (Save).
 */
export function usePersistBlocks(pageId: string): () => Promise<void> {
  const sent = useRef<Block[] | null>(null);

  useEffect(() => {
    const ref: ContentRef = { table: 'pages', key: pageId };
    let pending = 0;
    let sends = 0;
    let stopped = false;

    /** Shows the stored blocks when they differ from what this tab last sent. */
    const follow = (stored: unknown) => {
      const storedBlocks = (stored as { blocks?: Block[] } | undefined)?.blocks;
      const state = slotEditorStore.getState();
      if (stopped || pending > 0 || !Array.isArray(storedBlocks) || !sent.current || state.pageId !== pageId) return;
      const blocks = inSectionOrder(storedBlocks); // as the editor shows them (see load)
      if (state.blocks !== sent.current || sameJson(blocks, sent.current)) return;
      sent.current = blocks;
      state.follow(blocks);
    };
    /**
     * Reads the page afresh and follows it, unless this tab sent an edit meanwhile: a read that
     * starts with none under way and ends before the next one is sent holds every edit of this
     * tab, so following it never takes back what the person just did.
     */
    const followStored = () => {
      if (pending > 0) return;
      const generation = sends;
      void readContent(ref).then((stored) => generation === sends && follow(stored), () => undefined);
    };

    sent.current = slotEditorStore.getState().pageId === pageId ? slotEditorStore.getState().blocks : null;
    const unsubscribe = slotEditorStore.subscribe((state, previous) => {
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
      const texts = Object.fromEntries(edits.filter(isTextSet).map((edit) => [edit.set, textOf(valueAt(before, edit.set))]));
      pending += 1;
      sends += 1;
      editContent(ref, edits, { before: texts, typing: true })
        .catch(() => notifyError(BLOCKS_NOT_SAVED))
        .finally(() => {
          pending -= 1;
          if (pending === 0) followSoon(); // what another tab wrote meanwhile
        });
    });
    /**
     * Follows the stored page soon, at most once every FOLLOW_EVERY_MS: each keystroke changes the
     * page, and reading 500 blocks after every one of them cost more than the keystroke itself.
     */
    let followTimer: ReturnType<typeof setTimeout> | null = null;
    const followSoon = () => {
      if (followTimer !== null) return;
      followTimer = setTimeout(() => {
        followTimer = null;
        followStored();
      }, FOLLOW_EVERY_MS);
    };
    // A change of the page (this tab's or another's) wakes the follower.
    const stopWatching = watchPage(pageId, followSoon);
    return () => {
      stopped = true;
      unsubscribe();
      stopWatching();
      if (followTimer !== null) clearTimeout(followTimer);
    };
  }, [pageId]);

  return useCallback(() => editsSettled(), []);
}
