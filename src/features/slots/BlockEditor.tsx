import { memo, startTransition, useCallback, useEffect, useId, useRef, useState, type FormEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { BLOCK_SECTIONS, BLOCK_TYPES, type BlockSection, type BlockType } from '../../domain/schemas';
import { slotEditorStore, useSlotEditor } from '../../state/slot-editor';
import { blockKinds } from '../../sites/blocks/registry';
import { BlockRow } from './BlockRow';
import { focusRowControl } from './focus';

export interface DropTarget {
  section: BlockSection;
  /** Insert before this block; null = at the end of the section. */
  beforeId: string | null;
}

/** Where a block landed, read out to screen readers after a move. */
function describePosition(id: string): string {
  const blocks = slotEditorStore.getState().blocks;
  const block = blocks.find((b) => b.id === id);
  if (!block) return '';
  const list = blocks.filter((b) => b.section === block.section);
  return `${blockKinds[block.type].label} block moved to ${block.section}, position ${list.indexOf(block) + 1} of ${list.length}.`;
}

/** A section's height until it is first shown (it is not laid out off screen): about its rows'. */
const SECTION_HEAD_PX = 60;
const ROW_PX = 250;
const FOLDED_ROW_PX = 62;

/** Rows rendered at once; the rest follow in background batches, so a long page opens fast. */
const FIRST_ROWS = 40;
const ROW_BATCH = 120;

/**
 * The block list: add blocks, edit them, reorder by buttons, section select or dragging.
 * `foldable` (a phone): each block is one line, its type and first words, and one is open at a time.
 */
export function BlockEditor({ pageId, foldable = false }: { pageId: string; foldable?: boolean }) {
  // The lists, not the blocks: typing changes a block, and only its row re-renders (useBlock).
  const groups = useSlotEditor((s) => s.sections);
  const count = useSlotEditor((s) => s.blocks.length);
  const [openId, setOpenId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [drag, setDrag] = useState<{ id: string; target: DropTarget | null } | null>(null);
  const dragRef = useRef(drag);
  dragRef.current = drag;

  const [rowLimit, setRowLimit] = useState(FIRST_ROWS);
  useEffect(() => {
    if (rowLimit >= count) return;
    const timer = setTimeout(() => startTransition(() => setRowLimit((n) => n + ROW_BATCH)), 0);
    return () => clearTimeout(timer);
  }, [rowLimit, count]);

  const announceMove = useCallback((id: string) => setAnnouncement(describePosition(id)), []);

  // ---- Dragging with pointer events (mouse, touch, pen): the handle captures the pointer,
  // the row under it says where the block would land.
  const onDragStart = useCallback((event: ReactPointerEvent<HTMLElement>, id: string) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    setDrag({ id, target: null });

    const targetAt = (x: number, y: number): DropTarget | null => {
      const element = document.elementFromPoint(x, y);
      const row = element?.closest<HTMLElement>('[data-row-id]');
      const state = slotEditorStore.getState();
      if (row) {
        const overId = row.dataset.rowId!;
        const over = state.blocks.find((b) => b.id === overId);
        if (!over) return null;
        if (overId === id) return null;
        const rect = row.getBoundingClientRect();
        if (y < rect.top + rect.height / 2) return { section: over.section, beforeId: overId };
        const list = state.blocks.filter((b) => b.section === over.section && b.id !== id);
        const next = list[list.indexOf(over) + 1];
        return { section: over.section, beforeId: next?.id ?? null };
      }
      const section = element?.closest<HTMLElement>('[data-drop-section]')?.dataset.dropSection as BlockSection | undefined;
      return section ? { section, beforeId: null } : null;
    };

    const onMove = (e: PointerEvent) => {
      if (e.clientY < 60) window.scrollBy(0, -12);
      else if (e.clientY > window.innerHeight - 60) window.scrollBy(0, 12);
      const target = targetAt(e.clientX, e.clientY);
      const current = dragRef.current?.target;
      if (current?.section !== target?.section || current?.beforeId !== target?.beforeId) setDrag({ id, target });
    };
    const finish = (e: PointerEvent, drop: boolean) => {
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onUp);
      handle.removeEventListener('pointercancel', onCancel);
      const target = drop ? targetAt(e.clientX, e.clientY) : null;
      setDrag(null);
      if (target) {
        slotEditorStore.getState().moveTo(id, target.section, target.beforeId);
        announceMove(id);
      }
    };
    const onUp = (e: PointerEvent) => finish(e, true);
    const onCancel = (e: PointerEvent) => finish(e, false);
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onUp);
    handle.addEventListener('pointercancel', onCancel);
  }, [announceMove]);

  const target = drag?.target;
  let rowsBefore = 0;
  return (
    <section className="slot-editor" aria-labelledby="slot-editor-title">
      <h2 id="slot-editor-title">Blocks</h2>
      <AddBlockForm onAdded={setOpenId} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {BLOCK_SECTIONS.map((section, index) => {
        const list = groups[section];
        const shown = Math.max(0, Math.min(list.length, rowLimit - rowsBefore));
        rowsBefore += list.length;
        const targetHere = target?.section === section ? target : null;
        return (
          <EditorSection
            key={section}
            section={section}
            index={index}
            list={list}
            shown={shown}
            pageId={pageId}
            draggingId={drag?.id ?? null}
            dropBeforeId={targetHere ? targetHere.beforeId : undefined}
            onDragStart={onDragStart}
            onMoved={announceMove}
            foldable={foldable}
            openId={openId}
            onOpen={setOpenId}
          />
        );
      })}
    </section>
  );
}

interface EditorSectionProps {
  section: BlockSection;
  index: number;
  /** Its blocks' ids, in order. */
  list: string[];
  /** How many of its rows are rendered yet (a long page renders in batches). */
  shown: number;
  pageId: string;
  draggingId: string | null;
  /** Where a dragged block would land in this section: before a block, at the end (null), or not here. */
  dropBeforeId: string | null | undefined;
  onDragStart: (event: ReactPointerEvent<HTMLElement>, id: string) => void;
  onMoved: (id: string) => void;
  foldable: boolean;
  /** The one open block of a folded list. */
  openId: string | null;
  onOpen: (id: string | null) => void;
}

/** One section of the list; memoised, so typing in one block leaves the other sections alone. */
const EditorSection = memo(function EditorSection({ section, index, list, shown, pageId, draggingId, dropBeforeId, onDragStart, onMoved, foldable, openId, onOpen }: EditorSectionProps) {
  const headingId = `slot-section-${index}`;
  return (
    <section
      className={`slot-section${dropBeforeId === null ? ' slot-section--drop-end' : ''}`}
      data-drop-section={section}
      aria-labelledby={headingId}
      style={{ containIntrinsicSize: `auto ${SECTION_HEAD_PX + list.length * (foldable ? FOLDED_ROW_PX : ROW_PX)}px` }}
    >
      <h3 id={headingId}>
        {section} <span className="muted slot-count">({list.length})</span>
      </h3>
      {list.length === 0 ? (
        <p className="slot-section-empty muted">No blocks here yet. Add one above, or drag one here.</p>
      ) : (
        <ol className="slot-rows">
          {list.slice(0, shown).map((blockId, i) => (
            <BlockRow
              key={blockId}
              id={blockId}
              pageId={pageId}
              position={`${i + 1} of ${list.length}`}
              canUp={i > 0 || index > 0}
              canDown={i < list.length - 1 || index < BLOCK_SECTIONS.length - 1}
              dragging={draggingId === blockId}
              dropBefore={dropBeforeId === blockId}
              onDragStart={onDragStart}
              onMoved={onMoved}
              foldable={foldable}
              open={!foldable || openId === blockId}
              onOpen={onOpen}
            />
          ))}
        </ol>
      )}
      {shown < list.length && <p className="muted slot-section-empty">Loading {list.length - shown} more blocks…</p>}
    </section>
  );
});

function AddBlockForm({ onAdded }: { onAdded: (id: string) => void }) {
  const id = useId();
  const [type, setType] = useState<BlockType>('title');
  const [section, setSection] = useState<BlockSection>('Section 1');
  function add(event: FormEvent) {
    event.preventDefault();
    const blockId = slotEditorStore.getState().add(type, section);
    onAdded(blockId); // a folded list opens the new block, to fill it in
    focusRowControl(blockId, 'primary');
  }
  return (
    <form className="slot-add card" onSubmit={add} aria-label="Add a block">
      <div className="field">
        <label htmlFor={`${id}-type`}>Block type</label>
        <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as BlockType)}>
          {BLOCK_TYPES.map((t) => (
            <option key={t} value={t}>
              {blockKinds[t].label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-section`}>Add to section</label>
        <select id={`${id}-section`} value={section} onChange={(e) => setSection(e.target.value as BlockSection)}>
          {BLOCK_SECTIONS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        Add block
      </button>
    </form>
  );
}
