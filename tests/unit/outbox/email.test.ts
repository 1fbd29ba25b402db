import { describe, expect, it, vi } from 'vitest';
import { EmailJSResponseStatus } from '@emailjs/browser';
import { emailErrorToTransportError, queuePaymentEmail, queueWelcomeEmail, sendWithEmailJs } from '../../../src/outbox/email';
import { flushOutbox, setTransportsForTests } from '../../../src/outbox/flusher';
import { getItemByKey } from '../../../src/outbox/queue';
import { config } from '../../../src/config';
import { EMAIL_FORBIDDEN, EMAIL_HEADLESS, EMAIL_TOO_MANY } from '../../../src/domain/messages';
import { useOutboxTestEnvironment } from './support';

useOutboxTestEnvironment();

/** The EmailJS send endpoint, answered by a stubbed fetch. */
function stubEmailApi(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('EmailJS errors (spec.md section 8)', () => {
  it.each([
    [new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'), 451, EMAIL_HEADLESS],
    [new EmailJSResponseStatus(403, 'Forbidden'), 403, EMAIL_FORBIDDEN],
    [new EmailJSResponseStatus(429, 'Too Many Requests'), 429, EMAIL_TOO_MANY],
    [new EmailJSResponseStatus(), 0, 'Network Error'],
    [new EmailJSResponseStatus(400, 'The template ID is invalid'), 400, 'The template ID is invalid'],
    [{ status: 500, text: 'oops' }, 500, 'oops'],
    [new TypeError('Failed to fetch'), 0, 'Network Error'],
    ['The public key is required.', 400, 'The public key is required.'],
  ])('%o becomes status %i, "%s"', (error, status, reason) => {
    const mapped = emailErrorToTransportError(error);
    expect([mapped.status, mapped.reason]).toEqual([status, reason]);
  });
});

describe('sendWithEmailJs', () => {
  it('posts the template to the configured origin with the public key and service id', async () => {
    const fetchMock = stubEmailApi(async () => new Response('OK', { status: 200 }));
    await sendWithEmailJs({ templateId: 'tpl', params: { name: 'Ada', email: 'a@b.co', message: 'hi' }, idempotencyKey: 'k' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${config().email.origin}/api/v1.0/email/send`);
    expect(JSON.parse(init?.body as string)).toMatchObject({
      user_id: config().email.publicKey,
      service_id: config().email.serviceId,
      template_id: 'tpl',
      template_params: { name: 'Ada', email: 'a@b.co', message: 'hi' },
    });
  });
});

describe('e-mails through the outbox with the real EmailJS client', () => {
  const cases: [string, () => Promise<Response>, object][] = [
    ['200 is done', async () => new Response('OK', { status: 200 }), { status: 'done' }],
    ['451 fails', async () => new Response(EMAIL_HEADLESS, { status: 451 }), { status: 'failed', lastStatus: 451, lastError: EMAIL_HEADLESS }],
    ['403 fails', async () => new Response('The user is not allowed', { status: 403 }), { status: 'failed', lastStatus: 403, lastError: EMAIL_FORBIDDEN }],
    ['429 retries', async () => new Response('slow', { status: 429 }), { status: 'pending', lastStatus: 429, lastError: EMAIL_TOO_MANY }],
    ['500 retries', async () => new Response('down', { status: 500 }), { status: 'pending', lastStatus: 500, lastError: 'down' }],
    ['network retries', () => Promise.reject(new TypeError('Failed to fetch')), { status: 'pending', lastStatus: 0, lastError: 'Network Error' }],
  ];
  it.each(cases)('%s', async (_name, answer, expected) => {
    setTransportsForTests(null);
    stubEmailApi(answer);
    await queueWelcomeEmail({ email: 'ada@example.com', name: 'Ada' });
    await flushOutbox();
    expect(await getItemByKey('welcome:ada@example.com')).toMatchObject(expected);
  });

  it('one payment e-mail per order, however often it is queued and flushed', async () => {
    setTransportsForTests(null);
    const fetchMock = stubEmailApi(async () => new Response('OK', { status: 200 }));
    await queuePaymentEmail({ email: 'a@b.co', name: 'A' }, 'basic', 'ORDER-1');
    await flushOutbox();
    await queuePaymentEmail({ email: 'a@b.co', name: 'A' }, 'basic', 'ORDER-1');
    await flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string).template_params.message).toContain('Basic');
  });
});
