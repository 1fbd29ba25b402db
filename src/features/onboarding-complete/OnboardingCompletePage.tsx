import { Link, useSearchParams } from 'react-router-dom';
import { RETURN_PARAM, safeReturnPath } from '../../domain/return-path';
import { CONTINUE } from '../../domain/messages';
import { useLiveQuery } from 'dexie-react-hooks';
import { displayName } from '../../domain/accounts';
import { formatPrice, formatSiteLimit, PLANS, toPlanId } from '../../domain/plans';
import { findUserByEmail } from '../../storage/users';
import { useSession } from '../../state/session';
import { useConfettiOnce } from './use-confetti-once';
import './onboarding-complete.css';

function Welcome({ email, plan, returnTo }: { email: string; plan: string; returnTo: string | null }) {
  const user = useLiveQuery(() => findUserByEmail(email), [email]);
  const confetti = useConfettiOnce(email);
  const planId = toPlanId(plan) ?? 'free';
  const name = user ? displayName(user) : '';

  return (
    <section className="welcome" aria-labelledby="welcome-title" data-confetti={confetti}>
      <p className="welcome-eyebrow">Your account is ready</p>
      <h1 id="welcome-title">Welcome to Brick{name ? `, ${name}` : ''}!</h1>
      <p className="welcome-lead">Everything is set up on this device. Pick a template and your first site can be live in minutes.</p>
      <dl className="welcome-facts card">
        <div>
          <dt>Account email</dt>
          <dd>{email}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>
            <strong>{PLANS[planId].label}</strong> <span className="muted">· {formatPrice(planId)} · {formatSiteLimit(planId)}</span>
          </dd>
        </div>
      </dl>
      <div className="welcome-actions">
        {returnTo ? (
          <Link className="button" to={returnTo}>
            {CONTINUE}
          </Link>
        ) : null}
        <Link className={returnTo ? 'button button--quiet' : 'button'} to="/templates">
          Start Building
        </Link>
        <Link className="button button--quiet" to="/dashboard">
          Go to Dashboard
        </Link>
        <Link className="button button--quiet" to="/dashboard">
          View My Sites
        </Link>
        {planId !== 'premium' ? (
          <Link className="button button--quiet" to="/billing">
            Upgrade Plan
          </Link>
        ) : null}
      </div>
    </section>
  );
}

export default function OnboardingCompletePage() {
  const currentUser = useSession((s) => s.currentUser);
  // Signed up on the way to a screen that needs an account: going on there comes first.
  const returnTo = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM));
  return (
    currentUser ? <Welcome email={currentUser.email} plan={currentUser.plan} returnTo={returnTo} /> : null
  );
}
