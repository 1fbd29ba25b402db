import { memo, useId, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { BLOCK_SECTIONS, type Block, type BlockSection } from '../../domain/schemas';
import { blockSummary, isSafeColor, videoEmbed } from '../../domain/slots';
import { safeUrl } from '../../domain/safe-url';
import { VIDEO_NOT_ALLOWED } from '../../domain/messages';
import { slotEditorStore } from '../../state/slot-editor';
import { notify } from '../../state/notices';
import { ImageInput } from '../../ui/ImageInput';
import { blockKinds, type BlockField } from '../../sites/blocks/registry';
import { focusRowControl } from './focus';
import { textOf } from '../../domain/text';

interface BlockRowProps {
  block: Block;
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

const update = (id: string, patch: Partial<Block>) => slotEditorStore.getState().update(id, patch);

/**
 * One block in the editor. Memoised: typing in another block passes the same props here (the
 * same block object), so this row does not render again.
 */
export const BlockRow = memo(function BlockRow({ block, pageId, position, canUp, canDown, dragging, dropBefore, onDragStart, onMoved, foldable, open, onOpen }: BlockRowProps) {
  const id = useId();
  const [styling, setStyling] = useState(false);
  const kind = blockKinds[block.type];
  const headingId = `${id}-heading`;
  const optionsId = `${id}-options`;
  const bodyId = `${id}-body`;

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
            <BlockFieldInput field={kind.primary} block={block} pageId={pageId} primary />
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
              <button type="button" className="slot-text-button slot-delete" onClick={remove}>
                Delete
              </button>
            </div>
            {styling && (
              <div id={optionsId} className="slot-row-options">
                {kind.fields.map((field) => (
                  <BlockFieldInput key={field.key} field={field} block={block} pageId={pageId} />
                ))}
              </div>
            )}
          </div>
        )}
      </div>
    </li>
  );
});

function fieldProblem(field: BlockField, value: string): string | null {
  if (value.trim() === '') return null;
  if (field.kind === 'video' && !videoEmbed(value)) return VIDEO_NOT_ALLOWED;
  if (field.kind === 'url' && !safeUrl(value)) return 'This address cannot be used as a link. Use https://…, mailto: or tel:.';
  if (field.kind === 'color' && !isSafeColor(value)) return 'Use a colour such as #8f3320, rgb(20, 40, 60) or navy.';
  return null;
}

const HEX6 = /^#[0-9a-f]{6}$/i;

function BlockFieldInput({ field, block, pageId, primary = false }: { field: BlockField; block: Block; pageId: string; primary?: boolean }) {
  const id = useId();
  const raw = block[field.key];
  const set = (value: unknown) => update(block.id, { [field.key]: value });
  const control = primary ? { 'data-control': 'primary' } : {};

  if (field.kind === 'image') {
    return (
      <div className="field slot-field">
        <ImageInput label={field.label} value={typeof raw === 'string' && raw ? raw : null} onChange={(next) => set(next ?? '')} target={{ table: 'pages', key: pageId }} id={id} />
      </div>
    );
  }

  const value = field.kind === 'lines'
    ? (Array.isArray(raw) ? raw.map((item) => (typeof item === 'string' ? item : textOf((item as Record<string, unknown>).label))).join('\n') : '')
    : textOf(raw);
  const problem = fieldProblem(field, value);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': problem ? true : undefined, ...control };

  let input;
  if (field.kind === 'textarea' || field.kind === 'lines') {
    input = (
      <textarea
        {...common}
        rows={field.kind === 'lines' ? 3 : 2}
        value={value}
        onChange={(e) => set(field.kind === 'lines' ? (e.target.value === '' ? [] : e.target.value.split('\n')) : e.target.value)}
      />
    );
  } else if (field.kind === 'select') {
    const options = field.options ?? [];
    const extra = value !== '' && !options.some((o) => o.value === value) ? [{ value, label: value }] : [];
    input = (
      <select {...common} value={value} onChange={(e) => set(e.target.value)}>
        {[...options, ...extra].map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'color') {
    input = (
      <div className="slot-color">
        <input {...common} type="text" value={value} placeholder="#8f3320" onChange={(e) => set(e.target.value)} />
        <input type="color" aria-label={`${field.label} picker`} value={HEX6.test(value) ? value : '#000000'} onChange={(e) => set(e.target.value)} />
      </div>
    );
  } else {
    input = <input {...common} type="text" inputMode={field.kind === 'url' || field.kind === 'video' ? 'url' : undefined} value={value} onChange={(e) => set(e.target.value)} />;
  }

  return (
    <div className="field slot-field">
      <label htmlFor={id}>{field.label}</label>
      {input}
      {field.hint && (
        <span id={hintId} className="field-hint">
          {field.hint}
        </span>
      )}
      {problem && (
        <span id={errorId} className="field-error">
          {problem}
        </span>
      )}
    </div>
  );
}
