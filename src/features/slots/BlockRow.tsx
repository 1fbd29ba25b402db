import { memo, useId, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { BLOCK_SECTIONS, type Block, type BlockSection } from '../../domain/schemas';
import { blockSummary } from '../../domain/slots';
import { valueAt, type Edit } from '../../domain/edits';
import { slotEditorStore, useBlock } from '../../state/slot-editor';
import { notify } from '../../state/notices';
import { FieldsEditor } from '../../ui/FieldsEditor';
import { onFirstPress } from '../../ui/first-press';
import { blockKinds } from '../../sites/blocks/registry';
import { focusRowControl } from './focus';

interface BlockRowProps {
  /** The block's id: the row reads the block itself (useBlock), so typing re-renders only it. */
  id: string;
  pageId: string;
  position: string;
  canUp: boolean;
  canDown: boolean;
  dragging: boolean;
  dropBefore: boolean;
  onDragStart(event: ReactPointerEvent<HTMLElement>, id: string): void;
  onMoved(id: string): void;
  /** A phone: the row folds to one line (its type and first words) unless it is the open one. */
  foldable: boolean;
  open: boolean;
  onOpen(id: string | null): void;
}

/** A field's edit, as a patch of the block it belongs to (the editor's store sends it on to storage). */
const editBlock = (id: string) => (edit: Edit) => {
  if (!('set' in edit)) return;
  const { blocks, update } = slotEditorStore.getState();
  // A picture's hosted address goes only where the block still holds its data URL (see pictureSet).
  if (edit.ifNow !== undefined && valueAt(blocks.find((block) => block.id === id), edit.set) !== edit.ifNow) return;
  update(id, { [edit.set]: edit.value });
};

/**
 * One block in the editor. Memoised, and it reads its own block: typing in another block neither
 * changes its props nor its block, so this row does not render again.
 */
export const BlockRow = memo(function BlockRow({ id: blockId, ...props }: BlockRowProps) {
  const block = useBlock(blockId);
  return block ? <BlockRowOf block={block} {...props} /> : null;
});

function BlockRowOf({ block, pageId, position, canUp, canDown, dragging, dropBefore, onDragStart, onMoved, foldable, open, onOpen }: Omit<BlockRowProps, 'id'> & { block: Block }) {
  const id = useId();
  const [styling, setStyling] = useState(false);
  const kind = blockKinds[block.type];
  const headingId = `${id}-heading`;
  const optionsId = `${id}-options`;
  const bodyId = `${id}-body`;
  const fieldProps = { value: block, onEdit: editBlock(block.id), imageTarget: { table: 'pages', key: pageId }, fieldClassName: 'slot-field' } as const;

  function move(control: 'move-up' | 'move-down') {
    slotEditorStore.getState().moveBy(block.id, control === 'move-up' ? -1 : 1);
    onMoved(block.id);
    focusRowControl(block.id, control);
  }
  function moveToSection(section: BlockSection) {
    slotEditorStore.getState().moveTo(block.id, section, null);
    onMoved(block.id);
    focusRowControl(block.id, 'section');
  }
  function duplicate() {
    const copy = slotEditorStore.getState().duplicate(block.id);
    if (!copy) return;
    if (foldable) onOpen(copy);
    focusRowControl(copy, 'primary');
  }
  function remove() {
    slotEditorStore.getState().remove(block.id);
    notify(`${kind.label} block deleted. Undo brings it back.`);
  }

  return (
    <li
      className={`slot-row${dragging ? ' slot-row--dragging' : ''}${dropBefore ? ' slot-row--drop-before' : ''}${open ? '' : ' slot-row--folded'}`}
      data-row-id={block.id}
    >
      <div role="group" aria-labelledby={headingId} className="slot-row-card">
        <div className="slot-row-head">
          <span className="slot-drag" aria-hidden="true" title="Drag to reorder" onPointerDown={(e) => onDragStart(e, block.id)}>
            ⠿
          </span>
          {foldable ? (
            <h4 id={headingId} className="slot-row-title">
              <button type="button" className="slot-row-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => onOpen(open ? null : block.id)}>
                <span className="slot-row-type">{kind.label}</span>
                <span className="slot-row-summary">{blockSummary(block) ?? 'Empty'}</span>
                <span className="visually-hidden">, {position}</span>
                <svg className="slot-row-chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h4>
          ) : (
            <h4 id={headingId} className="slot-row-title">
              {kind.label} <span className="muted slot-row-position">{position}</span>
            </h4>
          )}
          {open && (
            <div className="slot-row-tools">
              <button type="button" className="slot-icon-button" aria-label="Move up" title="Move up" data-control="move-up" disabled={!canUp} onClick={() => move('move-up')}>
                ↑
              </button>
              <button type="button" className="slot-icon-button" aria-label="Move down" title="Move down" data-control="move-down" disabled={!canDown} onClick={() => move('move-down')}>
                ↓
              </button>
            </div>
          )}
        </div>
        {open && (
          <div id={bodyId} className="slot-row-body">
            <FieldsEditor fields={[kind.primary]} {...fieldProps} />
            <div className="slot-row-bar">
              <label className="slot-inline-field">
                <span>Section</span>
                <select value={block.section} data-control="section" onChange={(e) => moveToSection(e.target.value as BlockSection)}>
                  {BLOCK_SECTIONS.map((s) => (
                    <option key={s}>{s}</option>
                  ))}
                </select>
              </label>
              <button type="button" className="slot-text-button" aria-expanded={styling} aria-controls={optionsId} onClick={() => setStyling(!styling)}>
                {styling ? 'Hide style' : 'Style and options'}
              </button>
              <button type="button" className="slot-text-button" onClick={duplicate}>
                Duplicate
              </button>
              <button type="button" className="slot-text-button slot-delete" onClick={onFirstPress(remove)}>
                Delete
              </button>
            </div>
            {styling && (
              <div id={optionsId} className="slot-row-options">
                <FieldsEditor fields={kind.fields} {...fieldProps} />
              </div>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
