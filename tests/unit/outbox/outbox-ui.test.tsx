import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { OutboxIndicator } from '../../../src/ui/OutboxIndicator';
import { OutboxList } from '../../../src/ui/OutboxList';
import { outboxSummary, setOutboxCounts, useOutboxStatus } from '../../../src/state/outbox-status';
import { useAppStatus } from '../../../src/state/app-status';
import { enqueue, getItemByKey } from '../../../src/outbox/queue';
import { OUTBOX_EMPTY, WAITING_FOR_CONNECTION } from '../../../src/domain/messages';
import { db, useOutboxTestEnvironment } from './support';

useOutboxTestEnvironment();
afterEach(() => {
  cleanup();
  useAppStatus.setState({ online: true });
});

const counts = (pending: [number, number], sending: [number, number] = [0, 0]) => ({
  pending: { image: pending[0], email: pending[1] },
  sending: { image: sending[0], email: sending[1] },
});

describe('outboxSummary', () => {
  it.each([
    [counts([0, 0]), true, null],
    [counts([2, 0]), false, '2 uploads waiting for a connection'],
    [counts([1, 0]), false, '1 upload waiting for a connection'],
    [counts([0, 1]), false, '1 e-mail waiting for a connection'],
    [counts([0, 2]), true, '2 e-mails waiting for a connection'],
    [counts([2, 1]), false, '3 items waiting for a connection'],
    [counts([1, 0], [1, 0]), true, 'Uploading 2 images…'],
    [counts([0, 0], [1, 0]), true, 'Uploading 1 image…'],
    [counts([0, 0], [0, 1]), true, 'Sending 1 e-mail…'],
    [counts([1, 0], [0, 1]), true, 'Sending 2 items…'],
    [counts([0, 0], [1, 0]), false, '1 upload waiting for a connection'],
    // Online, and all that waits was refused for now (5xx, 429): not "waiting for a connection" (issue 23).
    [{ ...counts([1, 0]), retrying: { image: 1, email: 0 } }, true, '1 upload failed, retrying soon'],
    [{ ...counts([2, 1]), retrying: { image: 2, email: 1 } }, true, '3 items failed, retrying soon'],
    [{ ...counts([1, 0]), retrying: { image: 1, email: 0 } }, false, '1 upload waiting for a connection'],
  ])('%j online=%s -> %s', (state, online, text) => {
    expect(outboxSummary(state, online)).toBe(text);
  });
});

describe('OutboxIndicator', () => {
  it('renders nothing when nothing waits, a status badge otherwise', () => {
    const { container } = render(<OutboxIndicator />);
    expect(container.innerHTML).toBe('');
    act(() => setOutboxCounts({ ...counts([2, 0]), failed: { image: 3, email: 0 } }));
    const badge = screen.getByRole('status');
    expect(badge.textContent).toBe('2 uploads waiting for a connection');
    expect(badge.className).toBe('badge badge--pending');
    act(() => useOutboxStatus.setState(counts([1, 0], [1, 0])));
    expect(screen.getByRole('status').textContent).toBe('Uploading 2 images…');
    act(() => useAppStatus.setState({ online: false }));
    expect(screen.getByRole('status').textContent).toBe('2 uploads waiting for a connection');
  });
});

describe('OutboxList', () => {
  it('says when nothing waits', async () => {
    render(<OutboxList />);
    expect(await screen.findByText(OUTBOX_EMPTY)).toBeTruthy();
  });

  it('lists items with their state and last error; Retry and Discard work', async () => {
    const mail = await enqueue({ kind: 'email', idempotencyKey: 'welcome:a@b.co', payload: { templateId: 't', params: { email: 'a@b.co' } } });
    const image = await enqueue({
      kind: 'image',
      idempotencyKey: 'image:1',
      payload: { imageId: '1', localUrl: 'data:image/png;base64,AA', fileName: 'cat.png' },
      target: { table: 'drafts', key: 'k' },
    });
    await db.outbox.update(mail.id, { status: 'failed', lastError: 'Forbidden', lastStatus: 403 });
    useAppStatus.setState({ online: false });
    render(<OutboxList />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('E-mail a@b.co: FailedForbidden'),
      expect.stringContaining(`Image upload cat.png: ${WAITING_FOR_CONNECTION}`),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry E-mail a@b.co' }));
    await waitFor(async () => expect((await getItemByKey('welcome:a@b.co'))?.status).toBe('pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Discard Image upload cat.png' }));
    await waitFor(async () => expect(await db.outbox.get(image.id)).toBeUndefined());
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });
});
