import { useId } from 'react';
import type { EditorSection, Field } from '../sites/types';
import { getAtPath, setAtPath } from '../domain/paths';
import type { OutboxTarget } from '../outbox/types';
import { ImageInput } from './ImageInput';

/** Show the character counter once 80% of a limit is used (spec.md section 5 limits). */
const COUNTER_FROM = 0.8;

interface FieldsEditorProps<C> {
  sections: EditorSection[];
  value: C;
  /** Receives the whole next content; the screen saves it through its repository. */
  onChange(next: C): void | Promise<void>;
  /** Where the content is stored, so uploaded images can replace their local copies. */
  imageTarget?: OutboxTarget;
}

/**
 * The one form renderer for a variant's editor sections: single-page builders, layout editors
 * and wizard steps all show fields this way (labels, required marks, limits with a counter).
 */
export function FieldsEditor<C>({ sections, value, onChange, imageTarget }: FieldsEditorProps<C>) {
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
              onChange={(next) => onChange(setAtPath(value, field.path, next))}
              imageTarget={imageTarget}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}

function FieldInput({ field, value, onChange, imageTarget }: { field: Field; value: unknown; onChange(next: unknown): void | Promise<void>; imageTarget?: OutboxTarget }) {
  const id = useId();
  if (field.kind === 'image') {
    return (
      <div className="field">
        <ImageInput label={field.label} value={typeof value === 'string' ? value : null} onChange={(next) => onChange(next ?? '')} target={imageTarget} required={field.required} id={id} />
      </div>
    );
  }
  const text = field.kind === 'lines' ? (Array.isArray(value) ? value.join('\n') : String(value ?? '')) : String(value ?? '');
  const hintId = `${id}-hint`;
  const nearLimit = field.maxLength !== undefined && text.length >= field.maxLength * COUNTER_FROM;
  const common = {
    id,
    value: text,
    required: field.required,
    maxLength: field.maxLength,
    'aria-describedby': field.hint || nearLimit ? hintId : undefined,
    onChange: (event: { target: { value: string } }) => {
      const raw = event.target.value;
      void onChange(field.kind === 'lines' ? raw.split('\n') : raw);
    },
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
          {nearLimit && `${text.length} / ${field.maxLength}`}
        </span>
      )}
    </div>
  );
}
