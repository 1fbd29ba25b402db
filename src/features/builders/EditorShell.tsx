import { useState, type ReactNode } from 'react';
import { TEMPLATES } from '../../sites/templates';
import { ErrorSummary, type FormProblem } from '../../ui/ErrorSummary';
import './builders.css';

export type EditorMode = 'edit' | 'preview';

/**
 * The frame of every builder: title, actions, the Edit/Preview toggle, and the form beside its
 * live preview (side by side on laptops; one or the other on phones).
 */
export function EditorShell({
  title, intro, back, actions, form, preview, notice, problems = [], attempt = 0,
}: {
  title: string;
  intro?: ReactNode;
  /** Shown above the form, e.g. the next steps after publishing. */
  notice?: ReactNode;
  back: ReactNode;
  actions: ReactNode;
  form: ReactNode;
  preview: ReactNode;
  /** What stops publishing (spec.md's message), shown above the form after a refused publish. */
  problems?: readonly FormProblem[];
  /** Counts refused publishes: each one shows the form and puts the summary in focus. */
  attempt?: number;
}) {
  const [mode, setMode] = useState<EditorMode>('edit');
  // A refused publish from Preview: back to the form at once, before the summary takes focus.
  const [seenAttempt, setSeenAttempt] = useState(attempt);
  if (attempt !== seenAttempt) {
    setSeenAttempt(attempt);
    setMode('edit');
  }
  return (
    <div className="builder" data-mode={mode}>
      <div className="builder-top">
        {back}
        <h1>{title}</h1>
        {intro && <div className="builder-intro muted">{intro}</div>}
      </div>
      {notice}
      <div className="builder-bar">
        <div className="builder-toggle" role="group" aria-label="Mode">
          <button type="button" className="builder-toggle-button" aria-pressed={mode === 'edit'} onClick={() => setMode('edit')}>
            Edit
          </button>
          <button type="button" className="builder-toggle-button" aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
            Preview
          </button>
        </div>
        <div className="builder-actions">{actions}</div>
      </div>
      <div className="builder-panes">
        <section className="builder-form" aria-label="Editor">
          <ErrorSummary problems={problems} attempt={attempt} />
          {form}
        </section>
        <section className="builder-preview" aria-label="Live preview" tabIndex={0}>
          <div className="builder-preview-stage">{preview}</div>
        </section>
      </div>
    </div>
  );
}

/** Which of the five visual templates the site uses. */
export function TemplatePicker({ value, onChange, fallback }: { value: string | undefined; onChange(id: string): void; fallback: string }) {
  return (
    <div className="field">
      <label htmlFor="builder-template">Look</label>
      <select id="builder-template" value={value || fallback} onChange={(event) => onChange(event.target.value)}>
        {TEMPLATES.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </select>
    </div>
  );
}
