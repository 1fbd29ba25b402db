/**
 * The PayPal adapter (spec.md section 7: an order with intent CAPTURE, currency USD and the plan
 * price, captured on approval). Loaded lazily by the billing screen only, so the PayPal client
 * library is in that chunk alone. The provider's script itself comes from PayPal (or from
 * VITE_PAYPAL_SDK_URL) when a user opens /billing with something to buy.
 */
import { loadScript, type PayPalNamespace, type PayPalScriptOptions } from '@paypal/paypal-js';
import { config } from '../config';

/** Raised when the script loaded but has no Buttons component (spec.md section 8). */
export class PaymentConfigurationError extends Error {
  constructor(message = 'The PayPal script has no Buttons component: check the "components" option.') {
    super(message);
    this.name = 'PaymentConfigurationError';
  }
}

export class PaymentLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'The PayPal script could not be loaded.');
    this.name = 'PaymentLoadError';
    this.cause = cause;
  }
}

let loading: Promise<PayPalNamespace> | null = null;

/** The script options, from src/config.ts. sdkBaseUrl only when configured (else PayPal's own). */
export function scriptOptions(): PayPalScriptOptions {
  const { clientId, environment, sdkUrl } = config().payment;
  return {
    clientId,
    environment,
    currency: 'USD',
    intent: 'capture',
    components: 'buttons',
    ...(sdkUrl ? { sdkBaseUrl: sdkUrl } : {}),
  };
}

/** Loads the PayPal script once per page; a failed load can be tried again. */
export function loadPayPal(): Promise<PayPalNamespace> {
  loading ??= loadScript(scriptOptions())
    .then((paypal) => {
      if (!paypal) throw new Error('The PayPal script loaded without a paypal global.');
      return paypal;
    })
    .catch((error: unknown) => {
      loading = null;
      console.error('Brick: the PayPal script failed to load', error);
      throw new PaymentLoadError(error);
    });
  return loading;
}

export interface CapturedPayment {
  orderId: string;
  status: string;
}

export interface PaymentRequest {
  /** "24.00" */
  amount: string;
  description?: string;
  onCaptured(payment: CapturedPayment): void | Promise<void>;
  onCancel(): void;
  onError(error: unknown): void;
}

export interface RenderedButtons {
  close(): void;
}

/** Renders PayPal's buttons for one order into `container`. */
export async function renderPayPalButtons(container: HTMLElement, request: PaymentRequest): Promise<RenderedButtons> {
  const paypal = await loadPayPal();
  if (typeof paypal.Buttons !== 'function') throw new PaymentConfigurationError();
  const buttons = paypal.Buttons({
    style: { layout: 'vertical', shape: 'rect', label: 'pay' },
    createOrder: (_data, actions) =>
      actions.order.create({
        intent: 'CAPTURE',
        purchase_units: [
          {
            amount: { currency_code: 'USD', value: request.amount },
            ...(request.description ? { description: request.description } : {}),
          },
        ],
      }),
    onApprove: async (data, actions) => {
      if (!actions.order) throw new PaymentConfigurationError('PayPal approved an order it cannot capture.');
      const capture = await actions.order.capture();
      if (capture.status && capture.status !== 'COMPLETED') {
        throw new Error(`PayPal capture ended with status ${capture.status}`);
      }
      await request.onCaptured({ orderId: capture.id ?? data.orderID, status: capture.status ?? 'COMPLETED' });
    },
    onCancel: () => request.onCancel(),
    onError: (error) => request.onError(error),
  });
  await buttons.render(container);
  return {
    close: () => {
      void buttons.close().catch(() => undefined); // already gone with its container
    },
  };
}
