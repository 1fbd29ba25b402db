import { useId, useState, type FormEvent } from 'react';
import { hasRsvpErrors, validateRsvp, type RsvpErrors } from '../../domain/rsvp';
import { rsvpThanks } from '../../domain/site-messages';
import { useRsvpHandler } from './rsvp-context';
import { ErrorSummary } from '../../ui/ErrorSummary';

/** The RSVP button (its text is the event's buttonText) and the form it opens: name, email, Confirm. */
export function RsvpButton({ buttonText }: { buttonText: string }) {
  const id = useId();
  const onRsvp = useRsvpHandler();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<RsvpErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [thanked, setThanked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const label = buttonText.trim() || 'RSVP Now';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRsvp({ name, email });
    setErrors(found);
    if (hasRsvpErrors(found)) {
      setAttempt((n) => n + 1); // the summary takes focus and comes into view
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await onRsvp?.({ name, email });
      setThanked(name.trim());
      setOpen(false);
    } catch (error) {
      console.error('Brick: could not keep the RSVP', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  if (thanked !== null) {
    return (
      <p className="event-thanks" role="status">
        {rsvpThanks(thanked)}
      </p>
    );
  }

  return (
    <div className="event-rsvp">
      <button type="button" className="site-button event-rsvp-button" aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && (
        <form id={`${id}-form`} className="event-rsvp-form" noValidate onSubmit={(e) => void submit(e)} aria-label="RSVP">
          <ErrorSummary
            problems={(['name', 'email'] as const).flatMap((field) => (errors[field] ? [{ message: errors[field], fieldId: `${id}-${field}` }] : []))}
            attempt={attempt}
          />
          <div className="event-field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : undefined}
            />
            {errors.name && (
              <p id={`${id}-name-error`} className="event-field-error">
                {errors.name}
              </p>
            )}
          </div>
          <div className="event-field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
            />
            {errors.email && (
              <p id={`${id}-email-error`} className="event-field-error">
                {errors.email}
              </p>
            )}
          </div>
          {failed && (
            <p className="event-field-error" role="alert">
              Your RSVP could not be saved on this device. Please try again.
            </p>
          )}
          <button type="submit" className="site-button" disabled={busy}>
            Confirm
          </button>
        </form>
      )}
    </div>
  );
}
