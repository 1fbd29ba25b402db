import { CredentialsForm } from '../../ui/CredentialsForm';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '../../domain/return-path';
import { startStorage } from '../../state/storage-start';
import './accounts.css';

/**
 * spec.md section 5: email and password must match a stored user. A password still kept in plain
 * text by an earlier version is accepted once and replaced by its hash.
 */
export default function LogInPage() {
  const navigate = useNavigate();
  // Sent here from a screen that needs a log-in: back there afterwards (only a path of this app).
  const returnTo = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM));
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setErrorText] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const setError = (message: string | null) => {
    setErrorText(message);
    if (message) setAttempt((n) => n + 1);
  };
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // Storage and its code come with the first submit, not in front of the form (main.tsx): the
      // page shows as soon as its own small chunk is in, and the log-in waits for the start-up import.
      const [{ logIn }] = await Promise.all([import('./account-actions'), startStorage()]);
      const result = await logIn(email, password);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      navigate(returnTo ?? '/dashboard');
    } catch (failure) {
      console.error('Brick: log-in failed', failure);
      setError('Brick could not read its storage on this device. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Welcome back</h1>
      <p className="lead">Log in to keep building your sites.</p>
      <CredentialsForm
        className="account-form card"
        error={error}
        attempt={attempt}
        email={email}
        password={password}
        busy={busy}
        onEmailChange={setEmail}
        onPasswordChange={setPassword}
        onSubmit={handleSubmit}
      />
      <p className="account-switch">
        New to Brick? <Link to={withReturnPath('/signup', returnTo)}>Create an account</Link>
      </p>
    </section>
  );
}
