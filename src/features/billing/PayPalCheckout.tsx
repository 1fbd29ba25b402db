import { useEffect, useRef, useState } from 'react';
import { PAYMENT_CANCELLED, PAYMENT_ERROR, PAYMENT_UNAVAILABLE, RETRY } from '../../domain/messages';
import { orderAmount } from '../../domain/accounts';
import { PLANS, type PlanId } from '../../domain/plans';
import { notify, notifyError } from '../../state/notices';
import type { CapturedPayment } from '../../services/payment';

export interface PayPalCheckoutProps {
  plan: PlanId;
  /** Called once the provider captured the payment. */
  onPaid(plan: PlanId, payment: CapturedPayment): Promise<void>;
}

type LoadState = 'loading' | 'ready' | 'failed';

/** PayPal's buttons for one plan. The adapter (and PayPal's script) load only when this mounts. */
export function PayPalCheckout({ plan, onPaid }: PayPalCheckoutProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let closed = false;
    let close: (() => void) | undefined;
    setState('loading');
    import('../../services/payment')
      .then(({ renderPayPalButtons }) =>
        renderPayPalButtons(element, {
          amount: orderAmount(plan),
          description: `Brick ${PLANS[plan].label} plan`,
          onCaptured: (payment) => onPaidRef.current(plan, payment),
          onCancel: () => notify(PAYMENT_CANCELLED),
          onError: (error) => {
            console.error('Brick: PayPal reported an error', error);
            notifyError(PAYMENT_ERROR);
          },
        }),
      )
      .then((rendered) => {
        if (closed) rendered.close();
        else {
          close = rendered.close;
          setState('ready');
        }
      })
      .catch((error: unknown) => {
        if (closed) return;
        console.error(`Brick: PayPal buttons for the ${plan} plan could not be shown`, error);
        setState('failed');
      });
    return () => {
      closed = true;
      close?.();
      element.replaceChildren();
    };
  }, [plan, attempt]);

  return (
    <div className="paypal-checkout" aria-busy={state === 'loading'}>
      {state === 'loading' ? <p className="muted paypal-loading">Loading PayPal…</p> : null}
      {state === 'failed' ? (
        <div className="paypal-failed" role="alert">
          <p>{PAYMENT_UNAVAILABLE}</p>
          <button type="button" className="button button--quiet" onClick={() => setAttempt((n) => n + 1)}>
            {RETRY}
          </button>
        </div>
      ) : null}
      {/* PayPal renders into this element; React keeps no children in it. */}
      <div ref={container} className="paypal-buttons" data-plan={plan} hidden={state === 'failed'} />
    </div>
  );
}
