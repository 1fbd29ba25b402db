import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '../../domain/return-path';
import { startStorage } from '../../state/storage-start';
import { formatPrice, formatSiteLimit, PLANS, UPGRADE_ORDER, type PlanId } from '../../domain/plans';
import './accounts.css';

export default function SignUpPage() {
  const navigate = useNavigate();
  // Came from a screen that needs an account: the welcome page offers to go back there.
  const returnTo = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM));
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [plan, setPlan] = useState<PlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // Storage and its code come with the first submit, as on the log-in page.
      const [{ signUp }] = await Promise.all([import('./account-actions'), startStorage()]);
      const result = await signUp({ email, password, confirmPassword, plan });
      if (result.ok) {
        navigate(withReturnPath('/onboarding/complete', returnTo));
        return;
      }
      setError(result.message);
    } catch (failure) {
      console.error('Brick: sign-up failed', failure);
      setError('Your account could not be created on this device. Please try again.');
    }
    setBusy(false);
  }

  return (
    <section className="account-page account-page--wide" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Create your Brick account</h1>
      <p className="lead">Pick a plan to start with. You can upgrade whenever you need more sites.</p>
      <form className="account-form card" noValidate onSubmit={handleSubmit} aria-describedby={error ? `${id}-error` : undefined}>
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input id={`${id}-password`} type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-confirm`}>Confirm Password</label>
          <input id={`${id}-confirm`} type="password" autoComplete="new-password" required value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} />
        </div>
        <fieldset className="plan-choice">
          <legend>Plan</legend>
          <div className="plan-options">
            {UPGRADE_ORDER.map((planId) => (
              <div className="plan-option" key={planId}>
                <input
                  type="radio"
                  id={`${id}-plan-${planId}`}
                  name="plan"
                  value={planId}
                  checked={plan === planId}
                  onChange={() => setPlan(planId)}
                />
                <label htmlFor={`${id}-plan-${planId}`}>
                  <span className="plan-option-name">{PLANS[planId].label}</span>{' '}
                  <span className="plan-option-price">{formatPrice(planId)}</span>{' '}
                  <span className="plan-option-limit">{formatSiteLimit(planId)}</span>
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            Sign Up
          </button>
        </div>
      </form>
      <p className="account-switch">
        Already have an account? <Link to={withReturnPath('/login', returnTo)}>Log in</Link>
      </p>
    </section>
  );
}
