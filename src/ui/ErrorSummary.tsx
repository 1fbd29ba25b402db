import { useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { ERROR_SUMMARY_TITLE } from '../domain/site-messages';
import './error-summary.css';

/** One thing wrong with a form: its message (spec.md's words) and the id of the field it is about. */
export interface FormProblem {
  message: string;
  /** The id of the input to go to; none when the problem is the whole form's. */
  fieldId?: string;
}

/**
 * The GOV.UK Design System's error summary: on a failed submit, a box at the top of the form
 * that says what is wrong, takes focus and is scrolled into view, so a person on a phone whose
 * form is scrolled down sees that something happened. Each entry links to its field, which
 * shows its own message too (aria-invalid + aria-describedby, done by the form).
 *
 * `attempt` counts failed submits: each new count moves focus here again, even when the
 * problems are the same as last time.
 */
export function ErrorSummary({ problems, attempt, title = ERROR_SUMMARY_TITLE }: { problems: readonly FormProblem[]; attempt: number; title?: string }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;

  // In the commit that shows it, before the browser paints: focus and scroll land with the summary,
  // never a frame (or, on a busy device, a moment) after it, when a person may already be tapping.
  useLayoutEffect(() => {
    if (!shown || attempt === 0 || !box.current) return;
    box.current.focus({ preventScroll: true });
    // start: below the sticky header (html's scroll-padding-top)
    box.current.scrollIntoView?.({ block: 'start' }); // (absent where there is no layout, as in jsdom)
    // shown depends on problems, attempt is the trigger
  }, [attempt, shown]);

  if (!shown) return null;

  function goTo(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
  }

  return (
    <div ref={box} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary-list">
        {problems.map((problem) => (
          <li key={`${problem.fieldId ?? ''}:${problem.message}`}>
            {problem.fieldId ? (
              <a href={`#${problem.fieldId}`} onClick={(event) => goTo(event, problem.fieldId!)}>
                {problem.message}
              </a>
            ) : (
              <span>{problem.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The props that tie an input to its own message: `<input {...fieldErrorProps(id, error)} />`. */
export function fieldErrorProps(inputId: string, error: string | null | undefined, hintId?: string) {
  const describedBy = [hintId, error ? `${inputId}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** A field's own message, under it; its id is what fieldErrorProps points at. */
export function FieldError({ inputId, error }: { inputId: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <span id={`${inputId}-error`} className="field-error">
      {error}
    </span>
  );
}
