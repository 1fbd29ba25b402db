import { CredentialsForm } from '../../ui/CredentialsForm';
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { config } from '../../config';
import { INVALID_ADMIN } from '../../domain/messages';
import { checkAdminCredentials } from '../../domain/accounts';
import { setAdminSession } from '../../storage/sessions';
import { useSession } from '../../state/session';
import { useAdminEmail } from '../../ui/guards';
import './admin.css';

/** spec.md section 5: must match one of the two configured admin accounts (PBKDF2 hashes in config). */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const id = useId();
  const adminEmail = useAdminEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setErrorText] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const setError = (message: string | null) => {
    setErrorText(message);
    if (message) setAttempt((n) => n + 1);
  };
  const [busy, setBusy] = useState(false);

  if (adminEmail && !busy) return <Navigate to="/admin-dashboard" replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const admin = await checkAdminCredentials(config().admins, email, password);
      if (!admin) {
        setError(INVALID_ADMIN);
        setBusy(false);
        return;
      }
      await setAdminSession(admin); // adminSession holds only the email
      useSession.setState({ adminEmail: admin }); // the next screen's guard sees it at once
      navigate('/admin-dashboard');
    } catch (failure) {
      console.error('Brick: admin log-in failed', failure);
      setError('The admin log-in could not be checked on this device. Please try again.');
      setBusy(false);
    }
  }

  return (
    <section className="admin-login" aria-labelledby={`${id}-title`}>
      <p className="admin-eyebrow">Brick admin</p>
      <h1 id={`${id}-title`}>Admin log-in</h1>
      <p className="muted">
        For Brick's two admin accounts. Building a site? <Link to="/login">Log in here</Link>.
      </p>
      <CredentialsForm
        className="card admin-form"
        error={error}
        attempt={attempt}
        email={email}
        password={password}
        busy={busy}
        onEmailChange={setEmail}
        onPasswordChange={setPassword}
        onSubmit={handleSubmit}
      />
    </section>
  );
}
