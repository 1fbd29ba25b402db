import { useId } from 'react';
import { usePlaceKeys } from './place-keys';
import { useKeptFocus, type Move } from './kept-focus';
import { onFirstPress } from './first-press';
import type { EditorSection } from '../sites/types';
import {
  canAddItem, canRemoveItem, fillText, isMissing, newItemOf, requiredMessage,
  type Field, type ImageField, type ListField, type SelectField, type TextField, type ToggleField,
} from '../domain/fields';
import { getAtPath } from '../domain/paths';
import { applyEdit, itemMove, itemRef, itemRemoval, itemSegment, pictureSet, placeShown, type Edit } from '../domain/edits';
import type { OutboxTarget } from '../outbox/types';
import { ImageInputWhenReady } from './ImageInputWhenReady';
import { useTypedText } from './typed-text';
import { useHeldToggle } from './held-toggle';
import { FieldError } from './ErrorSummary';
import { fieldsOf, isList, textOf } from '../domain/text';
import './fields.css';

/** Show the character counter once 80% of a limit is used (spec.md section 5 limits). */
const COUNTER_FROM = 0.8;

/**
 * An edit and, for text, the text it replaces (for the unsaved-text journal). What it returns
 * (a promise of the write) an image field awaits before it queues the upload.
 */
export type OnEdit = (edit: Edit, before?: string) => unknown;

type FieldsEditorProps<C> = {
  /** Fields grouped in titled sections (a fieldset each), or `fields` on their own. */
  sections?: EditorSection[];
  fields?: Field[];
  /** The content as stored now (a live query), or the defaults before the first edit. */
  value: C;
  /** Where the content is stored, so uploaded images can replace their local copies. */
  imageTarget?: OutboxTarget;
  /** Gives each input the id `${idPrefix}-${path}`, so an error summary can lead to it. */
  idPrefix?: string;
  /** After a refused publish: each required field left empty says so under it. */
  showMissing?: boolean;
  /** A message to show under a field, by its path (a screen's own checks). */
  errors?: Partial<Record<string, string>>;
  /** A class for each field's wrapper besides `field` (e.g. the slot rows' `slot-field`). */
  fieldClassName?: string;
} & (
  | { /** Receives each field's edit; the screen sends it to storage's write path. */ onEdit: OnEdit; onChange?: never }
  | { /** Receives the whole next content (screens not yet on the write path). */ onChange(next: C): void | Promise<void>; onEdit?: never }
);

/** What every field of one FieldsEditor shares. */
interface Shared {
  /** The whole content (a toggle's revealed fields read theirs from it). */
  root: unknown;
  onEdit: OnEdit;
  imageTarget?: OutboxTarget;
  idPrefix?: string;
  showMissing: boolean;
  errors?: Partial<Record<string, string>>;
  className: string;
}

/**
 * The one form renderer (issue 24): single-page builders, artist and layout editors, wizard
 * steps and slot block rows all show their fields this way (labels, required marks, limits with
 * a counter, lists of items), and every change is an edit of what it touched.
 */
export function FieldsEditor<C>(props: FieldsEditorProps<C>) {
  const { sections, fields, value, imageTarget, idPrefix, showMissing, errors, fieldClassName } = props;
  const shared: Shared = {
    root: value,
    onEdit: props.onEdit ?? ((edit) => props.onChange?.(applyEdit(value, edit))),
    imageTarget,
    idPrefix,
    showMissing: Boolean(showMissing),
    errors,
    className: fieldClassName ? `field ${fieldClassName}` : 'field',
  };
  const render = (list: Field[]) => list.map((field) => <FieldInput key={field.path} field={field} path={field.path} label={field.label} value={getAtPath(value, field.path)} shared={shared} />);
  if (fields) return <>{render(fields)}</>;
  return (
    <div className="fields-editor">
      {(sections ?? []).map((section) => (
        <fieldset key={section.title} className="fields-section">
          <legend>{section.title}</legend>
          {render(section.fields)}
        </fieldset>
      ))}
    </div>
  );
}

/** The id FieldsEditor gives a field's input when it has an idPrefix. */
export const fieldInputId = (idPrefix: string, field: Pick<Field, 'path'>) => `${idPrefix}-${field.path.replace(/[^\w-]/g, '-')}`;

/** The required fields of these sections that are empty in `value`, in the order they are shown. */
export function missingRequired(sections: EditorSection[], value: unknown): Field[] {
  return sections.flatMap((section) => section.fields.filter((field) => isMissing(field, getAtPath(value, field.path))));
}

/** What a required field left empty says under it. */
export const requiredFieldMessage = (field: Pick<Field, 'label'>) => requiredMessage(field.label);

interface InputProps<F extends Field> {
  field: F;
  /** The full path (a list item's field: inside its item). */
  path: string;
  /** The label with the item's place filled in. */
  label: string;
  value: unknown;
  shared: Shared;
}

function FieldInput(props: InputProps<Field>) {
  const { field } = props;
  switch (field.kind) {
    case 'image':
      return <ImageFieldInput {...props} field={field} />;
    case 'select':
      return <SelectInput {...props} field={field} />;
    case 'toggle':
      return <ToggleInput {...props} field={field} />;
    case 'list':
      return <ListInput {...props} field={field} />;
    default:
      return <TextInput {...props} field={field} />;
  }
}

/** The input's id, and the message under it (the screen's, or a required field left empty). */
function useFieldState({ field, path, label, value, shared }: InputProps<Field>) {
  const autoId = useId();
  const id = shared.idPrefix ? fieldInputId(shared.idPrefix, { path }) : autoId;
  const error = shared.errors?.[path] ?? (shared.showMissing && isMissing(field, value) ? requiredMessage(label) : null);
  return { id, error };
}

function ImageFieldInput(props: InputProps<ImageField>) {
  const { field, path, label, value, shared } = props;
  const { id, error } = useFieldState(props);
  return (
    <div className={shared.className}>
      <ImageInputWhenReady
        label={label}
        value={typeof value === 'string' && value ? value : null}
        onChange={(next, replaces) => shared.onEdit(pictureSet(path, next, replaces))}
        target={shared.imageTarget}
        required={field.required}
        failureMessage={field.failureMessage}
        id={id}
      />
      <FieldError inputId={id} error={error} />
    </div>
  );
}

/** A field's label, with the required mark. */
function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** A list of strings shows one per line (an item that is an object shows its label). */
const linesOf = (value: unknown) =>
  isList(value) ? value.map((item) => (typeof item === 'string' ? item : textOf(fieldsOf(item).label))).join('\n') : textOf(value);

/** What a typed text stores: a list of lines (none for an empty box), a number, or the text. */
function storedOf(kind: TextField['kind'], text: string): unknown {
  if (kind === 'lines') return text === '' ? [] : text.split('\n');
  if (kind === 'number') return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  return text;
}

const INPUT_TYPES: Partial<Record<TextField['kind'], string>> = { email: 'email', tel: 'tel', url: 'url', date: 'date', time: 'time', number: 'number' };
const HEX6 = /^#[0-9a-f]{6}$/i;

function TextInput(props: InputProps<TextField>) {
  const { field, path, label, value, shared } = props;
  const { id, error: given } = useFieldState(props);
  const text = useTypedText(field.kind === 'lines' ? linesOf(value) : textOf(value), (next, before) => shared.onEdit({ set: path, value: storedOf(field.kind, next) }, before));
  const problem = given ?? (text.value.trim() !== '' ? (field.check?.(text.value) ?? null) : null);
  const hintId = `${id}-hint`;
  const nearLimit = field.maxLength !== undefined && text.value.length >= field.maxLength * COUNTER_FROM;
  const common = {
    id,
    value: text.value,
    required: field.required,
    maxLength: field.maxLength,
    autoComplete: field.autoComplete,
    'data-control': field.control,
    'aria-describedby': describedBy((field.hint || nearLimit) && hintId, problem ? `${id}-error` : undefined),
    'aria-invalid': problem ? true : undefined,
    placeholder: field.placeholder,
    onChange: (event: { target: { value: string } }) => text.onType(event.target.value),
    onBlur: text.onBlur,
  };
  let input;
  if (field.kind === 'textarea' || field.kind === 'lines') input = <textarea {...common} rows={field.rows ?? (field.kind === 'lines' ? 4 : 5)} />;
  else if (field.kind === 'color') {
    input = (
      <div className="field-color">
        <input {...common} type="text" placeholder="#8f3320" />
        <input type="color" aria-label={`${label} picker`} value={HEX6.test(text.value) ? text.value : '#000000'} onChange={(event) => text.onType(event.target.value)} />
      </div>
    );
  } else input = <input {...common} type={INPUT_TYPES[field.kind] ?? 'text'} inputMode={field.kind === 'video' ? 'url' : undefined} />;
  return (
    <div className={shared.className}>
      <Label id={id} label={label} required={field.required} />
      {input}
      {(field.hint || nearLimit) && (
        <span id={hintId} className="field-hint">
          {field.hint}
          {field.hint && nearLimit ? ' · ' : ''}
          {nearLimit && `${text.value.length} / ${field.maxLength}`}
        </span>
      )}
      <FieldError inputId={id} error={problem} />
    </div>
  );
}

function SelectInput(props: InputProps<SelectField>) {
  const { field, path, label, value, shared } = props;
  const { id, error } = useFieldState(props);
  const current = textOf(value);
  // A value stored by another version that is not among the options still shows as it is.
  const extra = current !== '' && !field.options.some((o) => o.value === current) ? [{ value: current, label: current }] : [];
  return (
    <div className={shared.className}>
      <Label id={id} label={label} required={field.required} />
      <select
        id={id}
        value={current}
        required={field.required}
        data-control={field.control}
        aria-describedby={describedBy(field.hint && `${id}-hint`, error ? `${id}-error` : undefined)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => shared.onEdit({ set: path, value: event.target.value })}
      >
        {[...field.options, ...extra].map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {field.hint && (
        <span id={`${id}-hint`} className="field-hint">
          {field.hint}
        </span>
      )}
      <FieldError inputId={id} error={error} />
    </div>
  );
}

function ToggleInput(props: InputProps<ToggleField>) {
  const { field, path, label, value, shared } = props;
  const { id } = useFieldState(props);
  const [on, setOn] = useHeldToggle(value !== false && value !== null && value !== undefined);
  const revealsId = `${id}-reveals`;
  const toggle = (
    <label className="field-toggle" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={on}
        data-control={field.control}
        aria-controls={field.reveals && on ? revealsId : undefined}
        onChange={(event) => {
          setOn(event.target.checked);
          shared.onEdit({ set: path, value: event.target.checked });
        }}
      />
      {label}
    </label>
  );
  if (!field.reveals) return toggle;
  return (
    <div className="field-toggle-group">
      {toggle}
      {on && (
        <div id={revealsId}>
          {field.reveals.map((revealed) => (
            <FieldInput key={revealed.path} field={revealed} path={revealed.path} label={revealed.label} value={getAtPath(shared.root, revealed.path)} shared={shared} />
          ))}
        </div>
      )}
    </div>
  );
}

/** The path of an item's field: the item itself ('services.2') or a field of it ('services.@k3.title'). */
const itemPath = (list: string, segment: string, field: string) => (field ? `${list}.${segment}.${field}` : `${list}.${segment}`);

function ListInput(props: InputProps<ListField>) {
  const { field, path, value, shared } = props;
  const id = useId();
  const items = Array.isArray(value) ? value : [];
  const canAdd = canAddItem(field, items);
  const canRemove = canRemoveItem(field, items);
  const fixed = field.min !== undefined && field.min === field.max;
  // A list of pictures: each picture's Remove removes it, and the add control is a picker.
  const pictures = field.itemFields.length === 1 && field.itemFields[0].kind === 'image' && field.itemFields[0].path === '';
  const countId = `${id}-count`;
  const name = (item: unknown, n: number) => field.itemTitle?.(item, n) ?? `${field.itemName} ${n}`;
  const { ref: listRef, keepFocusOnMove, keepFocusOnRemove } = useKeptFocus<HTMLDivElement>(items);
  const placeKeys = usePlaceKeys(items);

  const removeItem = (index: number): Edit => {
    keepFocusOnRemove(index);
    return itemRemoval(path, items, index);
  };

  /**
   * An item kept by place (a string: a picture, a service): a picture set to nothing is its
   * removal, and a set of the item says how the list showed it (placeShown: typed text, the text it
   * replaces), so that it changes that item even where another tab removed or moved one before it.
   */
  const itemShared = (item: unknown, index: number): Shared => {
    const at = itemRef(item, index);
    if (typeof at !== 'number') return shared;
    const onEdit: OnEdit = (edit, before) => {
      if (pictures && 'set' in edit && !edit.value) return shared.onEdit(removeItem(index), before);
      if ('set' in edit && edit.ifNow === undefined && edit.set === `${path}.${at}`) return shared.onEdit({ ...edit, shown: placeShown(items, index, before ?? item) }, before);
      return shared.onEdit(edit, before);
    };
    return { ...shared, onEdit };
  };

  const itemFields = (item: unknown, index: number) => {
    const segment = itemSegment(item, index);
    return field.itemFields.map((itemField) => (
      <FieldInput
        key={itemField.path}
        field={itemField}
        path={itemPath(path, segment, itemField.path)}
        label={fillText(itemField.label, { n: index + 1, name: name(item, index + 1) })}
        value={itemField.path ? getAtPath(item, itemField.path) : item}
        shared={itemShared(item, index)}
      />
    ));
  };

  const actions = (item: unknown, index: number) => {
    const called = name(item, index + 1);
    const move = (which: Move) => {
      const to = which === 'up' ? index - 1 : index + 1;
      // The moved item's buttons: by its id, or (an item without one) by the place it moves to.
      keepFocusOnMove(itemSegment(item, to), which);
      shared.onEdit(itemMove(path, items, index, to));
    };
    return (
      <div className="list-editor-item-actions">
        {field.movable && (
          <>
            <button type="button" className="button button--quiet" aria-label={`Move ${called} up`} data-move={`${itemSegment(item, index)}:up`} disabled={index === 0} onClick={() => move('up')}>
              ↑
            </button>
            <button type="button" className="button button--quiet" aria-label={`Move ${called} down`} data-move={`${itemSegment(item, index)}:down`} disabled={index === items.length - 1} onClick={() => move('down')}>
              ↓
            </button>
          </>
        )}
        {canRemove && (
          <button type="button" className="button button--quiet" data-removes onClick={onFirstPress(() => shared.onEdit(removeItem(index)))}>
            Remove {called}
          </button>
        )}
      </div>
    );
  };

  return (
    <div className="list-editor" ref={listRef}>
      {field.countText && (
        <p className="field-hint" id={countId} aria-live="polite">
          {fillText(field.countText, { count: items.length, max: field.max ?? items.length })}
        </p>
      )}
      {items.length === 0 && field.emptyText && <p className="muted">{field.emptyText}</p>}
      {items.map((item, index) => {
        const className = `list-editor-item${field.itemClassName ? ` ${field.itemClassName}` : ''}`;
        // An item with an id is keyed by it; one kept by place, by a key that follows it (place-keys.ts).
        const key = typeof itemRef(item, index) === 'number' ? placeKeys[index] : itemSegment(item, index);
        if (field.summary) {
          const summary = field.summary(item, index + 1);
          return (
            <details key={key} className={`${className} list-editor-item--folds`} open={index === 0} data-list-item>
              <summary>
                <span className="list-editor-item-title">{summary.title}</span>
                {summary.state && <span className={`list-editor-item-state${summary.on ? ' is-on' : ''}`}>{summary.state}</span>}
              </summary>
              <div className="list-editor-item-body">
                {itemFields(item, index)}
                {!fixed && actions(item, index)}
              </div>
            </details>
          );
        }
        return (
          <div key={key} className={className} data-list-item>
            {itemFields(item, index)}
            {!fixed && !pictures && actions(item, index)}
          </div>
        );
      })}
      {!fixed && field.addLabel && canAdd && pictures && (
        <ImageInputWhenReady
          key={`add-${items.length}`}
          label={(items.length === 0 && field.addFirstLabel) || field.addLabel}
          addsEachPick
          value={null}
          target={shared.imageTarget}
          onChange={(next) => {
            if (next) shared.onEdit({ add: path, item: next });
          }}
        />
      )}
      {!fixed && field.addLabel && !pictures && (
        <button type="button" className="button button--quiet" data-adds disabled={!canAdd} aria-describedby={field.countText ? countId : undefined} onClick={() => shared.onEdit({ add: path, item: newItemOf(field, items) })}>
          {field.addLabel}
        </button>
      )}
      {!canAdd && field.fullText && <p className="field-hint">{field.fullText}</p>}
    </div>
  );
}
