import { useId, type ReactNode, type Ref } from 'react';
import { useTypedText } from '../../ui/typed-text';

export interface TypedFieldProps {
  label: string;
  /** The text as stored now (a live draft). */
  stored: string;
  /** Gets each new text and the text it replaces (for the unsaved-text journal). */
  onSave(text: string, before: string): void;
  kind?: 'text' | 'textarea' | 'date' | 'email' | 'tel' | 'url';
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  rows?: number;
  autoComplete?: string;
  /** Step 1 focuses its first bad field by this name. */
  dataField?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  id?: string;
}

/**
 * A wizard text field of a live draft: it keeps the person's text while they type and shows the
 * stored text otherwise, so another tab's change appears without moving their caret (issue 22).
 * The wizard's own fields (errors, hints that count) do not fit FieldsEditor, so they use this.
 */
export function TypedField({ label, stored, onSave, kind = 'text', required, hint, error, rows = 5, autoComplete, dataField, inputRef, id: givenId }: TypedFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const text = useTypedText(stored, onSave);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    ref: inputRef,
    value: text.value,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-field': dataField,
    onChange: (event: { target: { value: string } }) => text.onType(event.target.value),
    onBlur: text.onBlur,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {kind === 'textarea' ? <textarea rows={rows} {...common} /> : <input type={kind} {...common} />}
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
