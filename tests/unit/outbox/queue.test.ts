import { describe, expect, it } from 'vitest';
import { discardItem, enqueue, getItemByKey, listItems, retryItem } from '../../../src/outbox/queue';
import { enqueueImageUpload } from '../../../src/outbox/image-host';
import { paymentMessage, queuePaymentEmail, queueWelcomeEmail, welcomeMessage } from '../../../src/outbox/email';
import { config } from '../../../src/config';
import { advance, clock, db, useOutboxTestEnvironment } from './support';

useOutboxTestEnvironment();

describe('enqueue', () => {
  it('adds a pending row due now, with the fields of the outbox', async () => {
    const row = await queueWelcomeEmail({ email: 'Ada@Example.com', name: 'Ada' });
    expect(row).toMatchObject({
      kind: 'email',
      idempotencyKey: 'welcome:ada@example.com',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: clock.time,
      lastError: null,
      payload: {
        templateId: config().email.welcomeTemplateId,
        params: { name: 'Ada', email: 'Ada@Example.com', message: welcomeMessage('Ada') },
      },
    });
    expect(await db.outbox.get(row.id)).toMatchObject({ idempotencyKey: 'welcome:ada@example.com' });
  });

  it('is a no-op for an idempotency key already queued, in any state', async () => {
    const first = await queueWelcomeEmail({ email: 'ada@example.com', name: 'Ada' });
    const again = await queueWelcomeEmail({ email: 'ADA@example.com ', name: 'Ada L.' });
    expect(again.id).toBe(first.id);
    await db.outbox.update(first.id, { status: 'done' });
    const afterDone = await queueWelcomeEmail({ email: 'ada@example.com', name: 'Ada' });
    expect(afterDone.id).toBe(first.id);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps one row when two enqueues of the same key race', async () => {
    const rows = await Promise.all([
      queuePaymentEmail({ email: 'a@b.co', name: 'A' }, 'standard', 'ORDER-1'),
      queuePaymentEmail({ email: 'a@b.co', name: 'A' }, 'standard', 'ORDER-1'),
      queuePaymentEmail({ email: 'a@b.co', name: 'A' }, 'standard', 'ORDER-1'),
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('names the plan in the payment e-mail, keyed by order', async () => {
    const row = await queuePaymentEmail({ email: 'a@b.co', name: 'A' }, 'premium', 'ORDER-9');
    expect(row.idempotencyKey).toBe('payment:ORDER-9');
    expect(row.payload).toEqual({
      templateId: config().email.paymentTemplateId,
      params: { name: 'A', email: 'a@b.co', message: paymentMessage('A', 'Premium') },
    });
    expect(row.payload.params.message).toContain('Premium');
  });

  it('queues one upload per image, aimed at its record', async () => {
    const payload = { imageId: 'img-1', localUrl: 'data:image/png;base64,AAAA', fileName: 'cat.png' };
    const row = await enqueueImageUpload(payload, { table: 'drafts', key: 'artistForm' });
    const again = await enqueueImageUpload({ ...payload, fileName: 'other.png' }, { table: 'drafts', key: 'other' });
    expect(again.id).toBe(row.id);
    expect(row).toMatchObject({ kind: 'image', idempotencyKey: 'image:img-1', target: { table: 'drafts', key: 'artistForm' }, hostedUrl: null });
  });

  it('lists rows oldest first, even when added in the same millisecond', async () => {
    for (let i = 0; i < 5; i++) {
      await enqueue({ kind: 'email', idempotencyKey: `k${i}`, payload: { templateId: 't', params: {} } });
    }
    expect((await listItems()).map((r) => r.idempotencyKey)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
  });
});

describe('retry and discard', () => {
  it('retry puts a failed row back to pending, due now, with a fresh backoff', async () => {
    const row = await queueWelcomeEmail({ email: 'a@b.co', name: 'A' });
    await db.outbox.update(row.id, { status: 'failed', attempts: 7, lastError: 'Forbidden', lastStatus: 403, nextAttemptAt: 0 });
    advance(5000);
    await retryItem(row.id);
    expect(await getItemByKey(row.idempotencyKey)).toMatchObject({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: clock.time });
  });

  it('retry leaves a done row alone', async () => {
    const row = await queueWelcomeEmail({ email: 'a@b.co', name: 'A' });
    await db.outbox.update(row.id, { status: 'done' });
    await retryItem(row.id);
    expect((await db.outbox.get(row.id))?.status).toBe('done');
  });

  it('discard deletes the row', async () => {
    const row = await queueWelcomeEmail({ email: 'a@b.co', name: 'A' });
    await discardItem(row.id);
    expect(await db.outbox.count()).toBe(0);
  });
});
