/**
 * E-mails (spec.md section 7) through @emailjs/browser: after sign-up (welcome) and after
 * payment (plan). They go through the outbox so an offline sign-up still gets its e-mail, once.
 */
import emailjs, { EmailJSResponseStatus } from '@emailjs/browser';
import { config } from '../config';
import { EMAIL_FORBIDDEN, EMAIL_HEADLESS, EMAIL_TOO_MANY } from '../domain/messages';
import { PLANS, toPlanId } from '../domain/plans';
import { enqueue } from './queue';
import { TransportError, type EmailSendRequest } from './transport';
import type { EmailItem } from './types';

export interface EmailRecipient {
  email: string;
  name: string;
}

const normalise = (email: string) => email.trim().toLowerCase();

export const welcomeKey = (email: string) => `welcome:${normalise(email)}`;
export const paymentKey = (orderId: string) => `payment:${orderId}`;

export const welcomeMessage = (name: string) =>
  `Welcome to Brick, ${name}! Your account is ready: pick a template and build your first site.`;
export const paymentMessage = (name: string, planName: string) =>
  `Thank you, ${name}! Your payment was received and your ${planName} plan is now active, with a 30-day free trial.`;

/** The welcome e-mail after sign-up; one per address. */
export function queueWelcomeEmail({ email, name }: EmailRecipient): Promise<EmailItem> {
  return enqueue({
    kind: 'email',
    idempotencyKey: welcomeKey(email),
    payload: { templateId: config().email.welcomeTemplateId, params: { name, email, message: welcomeMessage(name) } },
  });
}

/** The payment e-mail naming the plan; one per order. `plan` is a plan id or its label. */
export function queuePaymentEmail({ email, name }: EmailRecipient, plan: string, orderId: string): Promise<EmailItem> {
  const planId = toPlanId(plan);
  const planName = planId ? PLANS[planId].label : plan;
  return enqueue({
    kind: 'email',
    idempotencyKey: paymentKey(orderId),
    payload: {
      templateId: config().email.paymentTemplateId,
      params: { name, email, message: paymentMessage(name, planName) },
    },
  });
}

let initialised = false;

function initEmailJs(): void {
  if (initialised) return;
  const { publicKey, origin, blockHeadless } = config().email;
  emailjs.init({ publicKey, origin, blockHeadless });
  initialised = true;
}

/** The wording of spec.md section 8 for the statuses it names. */
const REASONS: Record<number, string> = { 451: EMAIL_HEADLESS, 403: EMAIL_FORBIDDEN, 429: EMAIL_TOO_MANY };

/**
 * What EmailJS rejected with, as a TransportError: an EmailJSResponseStatus {status, text}
 * (451 headless, 403, 429, 4xx/5xx from the API); a TypeError from fetch when the network is
 * down (status 0); a plain string for a missing key or id (a configuration error: not retried).
 */
export function emailErrorToTransportError(error: unknown): TransportError {
  if (error instanceof TransportError) return error;
  if (error instanceof EmailJSResponseStatus || isResponseStatus(error)) {
    const { status, text } = error;
    return new TransportError(status, REASONS[status] ?? (text || `HTTP ${status}`));
  }
  if (typeof error === 'string') return new TransportError(400, error);
  return new TransportError(0, 'Network Error');
}

function isResponseStatus(value: unknown): value is { status: number; text: string } {
  return !!value && typeof value === 'object' && typeof (value as { status?: unknown }).status === 'number';
}

/** The production transport. */
export async function sendWithEmailJs({ templateId, params }: EmailSendRequest): Promise<void> {
  initEmailJs();
  try {
    await emailjs.send(config().email.serviceId, templateId, params);
  } catch (error) {
    throw emailErrorToTransportError(error);
  }
}
