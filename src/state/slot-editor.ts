/**
 * The slot editor in front of you (design.md: zustand holds the editor's undo history). The
 * blocks here are what the screen shows; the screen persists them with saveBlocks (debounced).
 *
 * Typing must cost the same on a page of 500 blocks as on one of 5: an edit copies the array
 * once and replaces only the changed block (found through `positions`, rebuilt only when the
 * order changes), so every other block keeps its identity. The screens draw the lists from
 * `sections` (ids, which typing leaves as they are) and each row and preview block reads its own
 * block (useBlock): a keystroke re-renders the one row and the one block, not the lists.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { createStore, useStore } from 'zustand';
import type { Block, BlockSection, BlockType } from '../domain/schemas';
import {
  createBlock, duplicateBlock, emptyHistory, inSectionOrder, moveBlockBy, moveBlockTo, patchBlock,
  recordChange, redoStep, removeBlock, sectionIds, undoStep, type History,
} from '../domain/slots';
import { newId } from '../domain/ids';

export interface SlotEditorState {
  pageId: string | null;
  blocks: Block[];
  history: History<Block[]>;
  /** Block id -> index in `blocks`. */
  positions: Map<string, number>;
  /** Each section's block ids, in order; a section's array is kept while its ids are. */
  sections: Record<BlockSection, string[]>;
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
      const { blocks, history, revision } = get();
      if (next === blocks) return;
      set({
        blocks: next,
        history: recordChange(history, blocks, next, key, now()),
        ...(samePositions ? {} : orderOf(next)),
        revision: revision + 1,
      });
    }
    function travel(step: typeof undoStep) {
      const { history, blocks, revision } = get();
      const result = step(history, blocks);
      if (!result) return;
      set({ blocks: result.present, history: result.history, ...orderOf(result.present), revision: revision + 1 });
    }
    /** The order's indexes for a new list of blocks. */
    function orderOf(blocks: Block[]) {
      return { positions: indexPositions(blocks), sections: sectionIds(blocks, get().sections) };
    }
    return {
      pageId: null,
      blocks: [],
      history: emptyHistory(),
      positions: new Map(),
      sections: sectionIds([]),
      revision: 0,
      load(pageId, blocks) {
        const ordered = inSectionOrder(blocks);
        set({ pageId, blocks: ordered, history: emptyHistory(), ...orderOf(ordered), revision: 0 });
      },
      follow(blocks) {
        // The undo steps hold whole block lists from before that change: undoing to one would
        // remove the other tab's work, so they go.
        set({ blocks, history: emptyHistory(), ...orderOf(blocks) });
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

/** A block's listeners (useBlock), by block id. */
const blockListeners = new Map<string, Set<() => void>>();

// Wakes the listeners of the blocks that changed: a keystroke wakes the one row and the one
// preview block of its block, not every block's (500 selectors a key on a long page). A new order
// wakes them all; each then compares its own block.
slotEditorStore.subscribe((state, previous) => {
  if (state.blocks === previous.blocks) return;
  const woken = state.positions === previous.positions
    ? state.blocks.filter((block, i) => block !== previous.blocks[i]).map((block) => blockListeners.get(block.id))
    : [...blockListeners.values()];
  for (const listeners of woken) listeners?.forEach((listener) => listener());
});

function blockOf(id: string): Block | undefined {
  const { blocks, positions } = slotEditorStore.getState();
  const block = blocks[positions.get(id) ?? -1];
  return block?.id === id ? block : undefined;
}

/** One block of the editor by id (undefined once it is gone): re-renders only when that block changes. */
export function useBlock(id: string): Block | undefined {
  const subscribe = useCallback((listener: () => void) => {
    const listeners = blockListeners.get(id) ?? new Set();
    blockListeners.set(id, listeners.add(listener));
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && blockListeners.get(id) === listeners) blockListeners.delete(id);
    };
  }, [id]);
  return useSyncExternalStore(subscribe, () => blockOf(id));
}
