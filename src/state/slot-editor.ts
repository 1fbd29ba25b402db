/**
 * The slot editor in front of you (design.md: zustand holds the editor's undo history). The
 * blocks here are what the screen shows; the screen persists them with saveBlocks (debounced).
 *
 * Typing must cost the same on a page of 500 blocks as on one of 5: an edit copies the array
 * once and replaces only the changed block (found through `positions`, rebuilt only when the
 * order changes), so every other block keeps its identity and its memoised row.
 */
import { createStore, useStore } from 'zustand';
import type { Block, BlockSection, BlockType } from '../domain/schemas';
import {
  createBlock, duplicateBlock, emptyHistory, inSectionOrder, moveBlockBy, moveBlockTo, patchBlock,
  recordChange, redoStep, removeBlock, undoStep, type History,
} from '../domain/slots';
import { newId } from '../domain/ids';

export interface SlotEditorState {
  pageId: string | null;
  blocks: Block[];
  history: History<Block[]>;
  /** Block id -> index in `blocks`. */
  positions: Map<string, number>;
  /** Counts the person's changes (not loads), so the screen knows when to save. */
  revision: number;
  load(pageId: string, blocks: Block[]): void;
  /** Shows blocks another tab stored (not the person's change: nothing to save, nothing to undo). */
  follow(blocks: Block[]): void;
  add(type: BlockType, section: BlockSection): string;
  update(id: string, patch: Partial<Block>): void;
  duplicate(id: string): string | null;
  remove(id: string): void;
  moveBy(id: string, delta: -1 | 1): void;
  moveTo(id: string, section: BlockSection, beforeId?: string | null): void;
  undo(): void;
  redo(): void;
}

const indexPositions = (blocks: readonly Block[]) => new Map(blocks.map((b, i) => [b.id, i]));

export function createSlotEditorStore(now: () => number = Date.now) {
  return createStore<SlotEditorState>()((set, get) => {
    /** Applies a change and records it; `key` groups typing into one undo step. */
    function commit(next: Block[], key: string | null, samePositions = false) {
      const { blocks, history, positions, revision } = get();
      if (next === blocks) return;
      set({
        blocks: next,
        history: recordChange(history, blocks, next, key, now()),
        positions: samePositions ? positions : indexPositions(next),
        revision: revision + 1,
      });
    }
    function travel(step: typeof undoStep) {
      const { history, blocks, revision } = get();
      const result = step(history, blocks);
      if (!result) return;
      set({ blocks: result.present, history: result.history, positions: indexPositions(result.present), revision: revision + 1 });
    }
    return {
      pageId: null,
      blocks: [],
      history: emptyHistory(),
      positions: new Map(),
      revision: 0,
      load(pageId, blocks) {
        const ordered = inSectionOrder(blocks);
        set({ pageId, blocks: ordered, history: emptyHistory(), positions: indexPositions(ordered), revision: 0 });
      },
      follow(blocks) {
        // The undo steps hold whole block lists from before that change: undoing to one would
        // remove the other tab's work, so they go.
        set({ blocks, history: emptyHistory(), positions: indexPositions(blocks) });
      },
      add(type, section) {
        const block = createBlock(type, section, newId());
        commit(moveBlockTo([...get().blocks, block], block.id, section, null), null);
        return block.id;
      },
      update(id, patch) {
        const { blocks, positions } = get();
        let index = positions.get(id) ?? -1;
        if (blocks[index]?.id !== id) index = blocks.findIndex((b) => b.id === id);
        const block = blocks[index];
        if (!block) return;
        const changed = patchBlock(block, patch);
        if (changed === block) return;
        const next = blocks.slice();
        next[index] = changed;
        // A section change reorders; anything else keeps every position.
        if (changed.section !== block.section) {
          commit(moveBlockTo(next, id, changed.section, null), null);
          return;
        }
        commit(next, `${id}:${Object.keys(patch).sort().join(',')}`, true);
      },
      duplicate(id) {
        const copyId = newId();
        const next = duplicateBlock(get().blocks, id, copyId);
        commit(next, null);
        return next === get().blocks && next.some((b) => b.id === copyId) ? copyId : null;
      },
      remove(id) {
        commit(removeBlock(get().blocks, id), null);
      },
      moveBy(id, delta) {
        commit(moveBlockBy(get().blocks, id, delta), null);
      },
      moveTo(id, section, beforeId = null) {
        commit(moveBlockTo(get().blocks, id, section, beforeId), null);
      },
      undo: () => travel(undoStep),
      redo: () => travel(redoStep),
    };
  });
}

export type SlotEditorStore = ReturnType<typeof createSlotEditorStore>;

/** The one editor store the slot screens use. */
export const slotEditorStore = createSlotEditorStore();

export function useSlotEditor<T>(selector: (state: SlotEditorState) => T): T {
  return useStore(slotEditorStore, selector);
}
