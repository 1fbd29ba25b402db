import { useId } from 'react';
import type { EditorSection, Field } from '../sites/types';
import { getAtPath } from '../domain/paths';
import { applyEdit, type Edit } from '../domain/edits';
import type { OutboxTarget } from '../outbox/types';
import { ImageInput } from './ImageInput';
import { useTypedText } from './typed-text';
import { FieldError } from './ErrorSummary';
import { textOf } from '../domain/text';

/** Show the character counter once 80% of a limit is used (spec.md section 5 limits). */
const COUNTER_FROM = 0.8;

/** An edit and, for text, the text it replaces (for the unsaved-text journal). */
export type OnEdit = (edit: Edit, before?: string) => void;

type FieldsEditorProps<C> = {
  sections: EditorSection[];
  /** The content as stored now (a live query), or the defaults before the first edit. */
  value: C;
  /** Where the content is stored, so uploaded images can replace their local copies. */
  imageTarget?: OutboxTarget;
  /** Gives each input the id `${idPrefix}-${path}`, so an error summary can lead to it. */
  idPrefix?: string;
  /** After a refused publish: each required field left empty says so under it. */
  showMissing?: boolean;
} & (
  | { /** Receives each field's edit; the screen sends it to storage's write path. */ onEdit: OnEdit; onChange?: never }
  | { /** Receives the whole next content (screens not yet on the write path). */ onChange(next: C): void | Promise<void>; onEdit?: never }
);

/**
 * The one form renderer for a variant's editor sections: single-page builders, layout editors
 * and wizard steps all show fields this way (labels, required marks, limits with a counter).
 */
export function FieldsEditor<C>(props: FieldsEditorProps<C>) {
  const { sections, value, imageTarget, idPrefix, showMissing } = props;
  const onEdit: OnEdit = props.onEdit ?? ((edit) => void props.onChange?.(applyEdit(value, edit)));
  return (
    <div className="fields-editor">
      {sections.map((section) => (
        <fieldset key={section.title} className="fields-section">
          <legend>{section.title}</legend>
          {section.fields.map((field) => (
            <FieldInput
              key={field.path}
              field={field}
              value={getAtPath(value, field.path)}
              onEdit={onEdit}
              imageTarget={imageTarget}
              givenId={idPrefix ? fieldInputId(idPrefix, field) : undefined}
              missing={Boolean(showMissing) && isMissing(field, getAtPath(value, field.path))}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}

/** The id FieldsEditor gives a field's input when it has an idPrefix. */
export const fieldInputId = (idPrefix: string, field: Pick<Field, 'path'>) => `${idPrefix}-${field.path.replace(/[^\w-]/g, '-')}`;

const isMissing = (field: Field, value: unknown) => Boolean(field.required) && (typeof value !== 'string' || value.trim() === '');

/** The required fields of these sections that are empty in `value`, in the order they are shown. */
export function missingRequired(sections: EditorSection[], value: unknown): Field[] {
  return sections.flatMap((section) => section.fields.filter((field) => isMissing(field, getAtPath(value, field.path))));
}

/** What a required field left empty says under it. */
export const requiredFieldMessage = (field: Pick<Field, 'label'>) => `${field.label} is required.`;

function FieldInput({ field, value, onEdit, imageTarget, givenId, missing }: { field: Field; value: unknown; onEdit: OnEdit; imageTarget?: OutboxTarget; givenId?: string; missing: boolean }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const error = missing ? requiredFieldMessage(field) : null;
  const stored = field.kind === 'lines' ? (Array.isArray(value) ? value.join('\n') : textOf(value)) : textOf(value);
  const text = useTypedText(stored, (next, before) =>
    onEdit({ set: field.path, value: field.kind === 'lines' ? next.split('\n') : next }, before),
  );
  if (field.kind === 'image') {
    return (
      <div className="field">
        <ImageInput
          label={field.label}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onEdit({ set: field.path, value: next ?? '' })}
          target={imageTarget}
          required={field.required}
          id={id}
        />
        <FieldError inputId={id} error={error} />
      </div>
    );
  }
  const hintId = `${id}-hint`;
  const nearLimit = field.maxLength !== undefined && text.value.length >= field.maxLength * COUNTER_FROM;
  const common = {
    id,
    value: text.value,
    required: field.required,
    maxLength: field.maxLength,
    'aria-describedby': [field.hint || nearLimit ? hintId : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
    onChange: (event: { target: { value: string } }) => text.onType(event.target.value),
    onBlur: text.onBlur,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {field.kind === 'textarea' || field.kind === 'lines' ? <textarea {...common} rows={field.kind === 'lines' ? 4 : 5} /> : <input type={field.kind} {...common} />}
      {(field.hint || nearLimit) && (
        <span id={hintId} className="field-hint">
          {field.hint}
          {field.hint && nearLimit ? ' · ' : ''}
          {nearLimit && `${text.value.length} / ${field.maxLength}`}
        </span>
      )}
      <FieldError inputId={id} error={error} />
    </div>
  );
}
