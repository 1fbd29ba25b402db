import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { billingOptions, displayName, trialState } from '../../domain/accounts';
import { PAYMENT_NEEDS_CONNECTION, trialEndedOn, trialEndsOn, trialStarted } from '../../domain/messages';
import { formatPrice, formatSiteLimit, PLANS, toPlanId, type PlanId } from '../../domain/plans';
import { findUserByEmail, recordPlanPurchase } from '../../storage/users';
import { setCurrentUser } from '../../storage/sessions';
import { queuePaymentEmail } from '../../outbox/email';
import { useAppStatus } from '../../state/app-status';
import { notify } from '../../state/notices';
import { useSession } from '../../state/session';
import type { CapturedPayment } from '../../services/payment';
import { PayPalCheckout } from './PayPalCheckout';
import './billing.css';
import { BackToDashboard } from '../../ui/BackLinks';

const longDate = (date: Date) => date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

function Billing({ email }: { email: string }) {
  const user = useLiveQuery(() => findUserByEmail(email), [email]);
  const online = useAppStatus((s) => s.online);

  const handlePaid = useCallback(
    async (plan: PlanId, payment: CapturedPayment) => {
      // spec.md section 4: paid, a 30-day trial from now, and the new plan (users list and session).
      const updated = await recordPlanPurchase(email, plan);
      await setCurrentUser(email);
      notify(trialStarted(PLANS[plan].label), { sticky: true });
      await queuePaymentEmail({ email, name: displayName(updated) }, plan, payment.orderId).catch((error) =>
        console.error('Brick: could not queue the payment e-mail', error),
      );
    },
    [email],
  );

  if (user === undefined) return null; // still reading, or no user has this email
  const current = toPlanId(user.plan) ?? 'free';
  const trial = trialState(user);

  return (
    <section className="billing" aria-labelledby="billing-title">
      <header className="billing-header">
        <div>
          <h1 id="billing-title">Upgrade your plan</h1>
          <p className="billing-lead">
            You are on the <strong>{PLANS[current].label}</strong> plan ({formatSiteLimit(current)}). A higher plan gives you
            more sites; every upgrade starts with a 30-day free trial.
          </p>
          {trial.status === 'running' && trial.endsAt ? (
            <p className="billing-trial">{trialEndsOn(PLANS[current].label, longDate(trial.endsAt))}</p>
          ) : null}
          {trial.status === 'ended' && trial.endsAt ? <p className="billing-trial billing-trial--ended">{trialEndedOn(longDate(trial.endsAt))}</p> : null}
        </div>
        <BackToDashboard />
      </header>

      {!online ? (
        <p className="billing-offline" role="status">
          {PAYMENT_NEEDS_CONNECTION}
        </p>
      ) : null}

      <ul className="billing-plans">
        {billingOptions(current).map(({ plan, state }) => (
          <li key={plan} className={`billing-plan billing-plan--${state}`} aria-labelledby={`plan-${plan}-name`}>
            <div className="billing-plan-head">
              <h2 id={`plan-${plan}-name`}>{PLANS[plan].label}</h2>
              {state === 'current' ? <span className="badge billing-current-badge">Your plan</span> : null}
            </div>
            <p className="billing-plan-price">{formatPrice(plan)}</p>
            <p className="billing-plan-limit">{formatSiteLimit(plan)}</p>
            <div className="billing-plan-action">
              {state === 'current' ? (
                <button type="button" className="button button--quiet" disabled>
                  Current Plan
                </button>
              ) : state === 'unavailable' ? (
                <button type="button" className="button button--quiet" disabled>
                  Not Available
                </button>
              ) : online ? (
                <>
                  <p className="billing-plan-note">30-day free trial included</p>
                  <PayPalCheckout plan={plan} onPaid={handlePaid} />
                </>
              ) : (
                <p className="billing-plan-note">Available when you are back online.</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {current === 'premium' ? <p className="muted billing-top">You are on our top plan: unlimited sites. Thank you!</p> : null}
    </section>
  );
}

export default function BillingPage() {
  const email = useSession((s) => s.currentUser?.email);
  return email ? <Billing email={email} /> : null;
}
