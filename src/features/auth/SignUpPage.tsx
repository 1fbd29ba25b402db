import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '../../domain/return-path';
import { startStorage } from '../../state/storage-start';
import { formatPrice, formatSiteLimit, PLANS, UPGRADE_ORDER, type PlanId } from '../../domain/plans';
import { signUpFieldErrors, type SignUpField } from '../../domain/accounts';
import { ErrorSummary, FieldError, fieldErrorProps, type FormProblem } from '../../ui/ErrorSummary';
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
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const fieldId = { email: `${id}-email`, password: `${id}-password`, confirmPassword: `${id}-confirm`, plan: `${id}-plan-${UPGRADE_ORDER[0]}` };

  function fail(message: string, fields: Partial<Record<SignUpField, string>> = {}) {
    setError(message);
    setFieldErrors(fields);
    setAttempt((n) => n + 1);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      // Storage and its code come with the first submit, as on the log-in page.
      const [{ signUp }] = await Promise.all([import('./account-actions'), startStorage()]);
      const result = await signUp({ email, password, confirmPassword, plan });
      if (result.ok) {
        navigate(withReturnPath('/onboarding/complete', returnTo));
        return;
      }
      fail(result.message, signUpFieldErrors({ email, password, confirmPassword, plan }, result.message));
    } catch (failure) {
      console.error('Brick: sign-up failed', failure);
      fail('Your account could not be created on this device. Please try again.');
    }
    setBusy(false);
  }

  return (
    <section className="account-page account-page--wide" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Create your Brick account</h1>
      <p className="lead">Pick a plan to start with. You can upgrade whenever you need more sites.</p>
      <form className="account-form card" noValidate onSubmit={handleSubmit}>
        <ErrorSummary problems={problemsOf(error, fieldErrors, fieldId)} attempt={attempt} />
        <div className="field">
          <label htmlFor={fieldId.email}>Email</label>
          <input id={fieldId.email} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} {...fieldErrorProps(fieldId.email, fieldErrors.email)} />
          <FieldError inputId={fieldId.email} error={fieldErrors.email} />
        </div>
        <div className="field">
          <label htmlFor={fieldId.password}>Password</label>
          <input id={fieldId.password} type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} {...fieldErrorProps(fieldId.password, fieldErrors.password)} />
          <FieldError inputId={fieldId.password} error={fieldErrors.password} />
        </div>
        <div className="field">
          <label htmlFor={fieldId.confirmPassword}>Confirm Password</label>
          <input id={fieldId.confirmPassword} type="password" autoComplete="new-password" required value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} {...fieldErrorProps(fieldId.confirmPassword, fieldErrors.confirmPassword)} />
          <FieldError inputId={fieldId.confirmPassword} error={fieldErrors.confirmPassword} />
        </div>
        <fieldset className="plan-choice" aria-describedby={fieldErrors.plan ? `${id}-plan-error` : undefined}>
          <legend>Plan</legend>
          <FieldError inputId={`${id}-plan`} error={fieldErrors.plan} />
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

/** The summary says the spec's message, linked to the first field it is about; each field says its part. */
function problemsOf(error: string | null, fields: Partial<Record<SignUpField, string>>, ids: Record<SignUpField, string>): FormProblem[] {
  if (!error) return [];
  const order: SignUpField[] = ['email', 'password', 'confirmPassword', 'plan'];
  const first = order.find((field) => fields[field]);
  return [{ message: error, fieldId: first ? ids[first] : undefined }];
}
