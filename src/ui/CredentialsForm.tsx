import { useId, type FormEvent } from 'react';
import { ErrorSummary, FieldError, fieldErrorProps } from './ErrorSummary';

interface CredentialsFormProps {
  className: string;
  error: string | null;
  /** Counts failed submits: each one puts the error summary in view and in focus again. */
  attempt: number;
  email: string;
  password: string;
  busy: boolean;
  onEmailChange(value: string): void;
  onPasswordChange(value: string): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * The email + password form of the log-in and admin log-in screens ("Log In"). A refused log-in
 * is about both fields (which one is wrong is not told): both are marked and described by the one
 * message under the email, where the summary leads.
 */
export function CredentialsForm({ className, error, attempt, email, password, busy, onEmailChange, onPasswordChange, onSubmit }: CredentialsFormProps) {
  const id = useId();
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  return (
    <form className={className} noValidate onSubmit={onSubmit}>
      <ErrorSummary problems={error ? [{ message: error, fieldId: emailId }] : []} attempt={attempt} />
      <div className="field">
        <label htmlFor={emailId}>Email</label>
        <input id={emailId} type="email" autoComplete="username" required value={email} onChange={(e) => onEmailChange(e.target.value)} {...fieldErrorProps(emailId, error)} />
        <FieldError inputId={emailId} error={error} />
      </div>
      <div className="field">
        <label htmlFor={passwordId}>Password</label>
        <input id={passwordId} type="password" autoComplete="current-password" required value={password} onChange={(e) => onPasswordChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${emailId}-error` : undefined} />
      </div>
      <div className="actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          Log In
        </button>
      </div>
    </form>
  );
}
