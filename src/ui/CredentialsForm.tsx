import { useId, type FormEvent } from 'react';

interface CredentialsFormProps {
  className: string;
  error: string | null;
  email: string;
  password: string;
  busy: boolean;
  onEmailChange(value: string): void;
  onPasswordChange(value: string): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** The email + password form of the log-in and admin log-in screens ("Log In"). */
export function CredentialsForm({ className, error, email, password, busy, onEmailChange, onPasswordChange, onSubmit }: CredentialsFormProps) {
  const id = useId();
  return (
    <form className={className} noValidate onSubmit={onSubmit}>
      <p className="form-error" role="alert">
        {error}
      </p>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} type="email" autoComplete="username" required value={email} onChange={(e) => onEmailChange(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input id={`${id}-password`} type="password" autoComplete="current-password" required value={password} onChange={(e) => onPasswordChange(e.target.value)} />
      </div>
      <div className="actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          Log In
        </button>
      </div>
    </form>
  );
}
