import { applyEdits, isTextSet, listEdits, valueAt, type Edit } from '../../domain/edits';
import type { Block } from '../../domain/schemas';
import { inSectionOrder, sameJson } from '../../domain/slots';
import { mergeText } from '../../domain/text-merge';
import { textOf } from '../../domain/text';
import { BLOCKS_NOT_SAVED } from '../../domain/messages';
import { editContent, readContent, type ContentRef } from '../../storage/edits';
import { journaledTexts, recordKeyOf } from '../../storage/edit-journal';
import { watchPage } from '../../storage/pages';
import { slotEditorStore } from '../../state/slot-editor';
import { notifyError } from '../../state/notices';
import type { WriteLink } from './usePersistBlocks';

export { editsSettled } from '../../storage/edits';

/** How often, at most, the editor reads the stored page to show another tab's change. */
const FOLLOW_EVERY_MS = 250;

/**
 * The slot editor's write path (issue 22), its own chunk (issue 38: the editor paints, and takes
 * keys, before storage's code is here). Each change the person makes (a keystroke, an added,
 * removed or moved block, an undo) is sent at once as the edits that turn the blocks last sent
 * into the blocks now shown, field by field, so another tab's change to another block is kept and
 * typed text is journaled before it is written.
 *
 * It starts by sending what the person changed before it was here, against `link.sent` (the
 * blocks the editor opened with, from the localStorage mirror): a text the stored page changed
 * meanwhile (the mirror is up to a flush behind) is merged with it (mergeText), not written over.
 *
 * It also follows the stored page: when another tab changes it, the editor shows that change once
 * every edit of this tab is stored (while one is under way the stored page is behind this tab, and
 * its own next write brings the page back here anyway). Returns what stops it, and `tookOver`,
 * which resolves once what came before it is sent.
 */
export function persistBlocks(pageId: string, link: WriteLink): { stop: () => void; tookOver: Promise<void> } {
  const ref: ContentRef = { table: 'pages', key: pageId };
  let pending = 0;
  let sends = 0;
  let stopped = false;

  const ours = () => !stopped && slotEditorStore.getState().pageId === pageId;

  function send(edits: Edit[], before: Record<string, string>) {
    pending += 1;
    sends += 1;
    editContent(ref, edits, { before, typing: true })
      .catch(() => notifyError(BLOCKS_NOT_SAVED))
      .finally(() => {
        pending -= 1;
        if (pending === 0) followSoon(); // what another tab wrote meanwhile
      });
  }
  /** What each text edit replaces in `record`, for the journal. */
  const textsBefore = (edits: Edit[], record: unknown) =>
    Object.fromEntries(edits.filter(isTextSet).map((edit) => [edit.set, textOf(valueAt(record, edit.set))]));

  /** Shows the stored blocks when they differ from what this tab last sent. */
  const follow = (stored: unknown) => {
    const storedBlocks = (stored as { blocks?: Block[] } | undefined)?.blocks;
    const state = slotEditorStore.getState();
    if (!ours() || !link.live || pending > 0 || !Array.isArray(storedBlocks) || !link.sent) return;
    const blocks = inSectionOrder(storedBlocks); // as the editor shows them (see load)
    if (state.blocks !== link.sent || sameJson(blocks, link.sent)) return;
    link.sent = blocks;
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

  /** Sends what was changed before the write path was here, merged with what is stored now. */
  const takeOver = (stored: unknown) => {
    if (!ours() || !link.sent) return;
    const state = slotEditorStore.getState();
    const opened = { blocks: link.sent };
    // This tab's own text, stored meanwhile (the journal's replay as storage started), is not
    // another writer's: it is the start of what the person is still typing.
    const typedHere = journaledTexts(recordKeyOf(ref));
    const edits = listEdits('blocks', link.sent, state.blocks).map((edit) => {
      if (!isTextSet(edit)) return edit;
      const storedText = valueAt(stored, edit.set);
      const openedText = textOf(valueAt(opened, edit.set));
      if (typeof storedText !== 'string' || storedText === openedText || typedHere[edit.set]?.includes(storedText)) return edit;
      return { set: edit.set, value: mergeText(openedText, storedText, edit.value) };
    });
    let shown = state.blocks;
    const merged = edits.filter((edit) => isTextSet(edit) && edit.value !== textOf(valueAt({ blocks: shown }, edit.set)));
    if (merged.length > 0) {
      shown = applyEdits({ blocks: shown }, merged).blocks;
      state.follow(shown);
    }
    link.sent = shown;
    link.live = true;
    if (edits.length > 0) send(edits, { ...textsBefore(edits, opened), ...textsBefore(merged, stored) });
    else follow(stored);
  };
  const tookOver = readContent(ref).then(takeOver, () => takeOver(undefined));

  const unsubscribe = slotEditorStore.subscribe((state, previous) => {
    if (state.pageId !== pageId) return;
    if (state.revision === 0 || previous.pageId !== pageId) {
      link.sent = state.blocks; // loaded, not changed: nothing to send
      return;
    }
    if (!link.live || state.revision === previous.revision || !link.sent) return;
    const before = { blocks: link.sent };
    const edits = listEdits('blocks', link.sent, state.blocks);
    link.sent = state.blocks;
    if (edits.length > 0) send(edits, textsBefore(edits, before));
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
  const stop = () => {
    stopped = true;
    link.live = false;
    unsubscribe();
    stopWatching();
    if (followTimer !== null) clearTimeout(followTimer);
  };
  return { stop, tookOver };
}
