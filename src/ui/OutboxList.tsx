import { useLiveQuery } from 'dexie-react-hooks';
import { DISCARD, OUTBOX_EMPTY, RETRY, WAITING_FOR_CONNECTION, uploadingPercent } from '../domain/messages';
import { useAppStatus } from '../state/app-status';
import { useOutboxStatus } from '../state/outbox-status';
import { discardItem, listItems, retryItem } from '../outbox/queue';
import type { OutboxItem } from '../outbox/types';
import './image-input.css';

const KIND_LABEL: Record<OutboxItem['kind'], string> = { image: 'Image upload', email: 'E-mail' };

function subject(item: OutboxItem): string {
  if (item.kind === 'image') return item.payload.fileName || 'image';
  return item.payload.params.email ?? item.payload.templateId;
}

function stateText(item: OutboxItem, online: boolean, progress: number | undefined): string {
  switch (item.status) {
    case 'done':
      return 'Sent';
    case 'failed':
      return 'Failed';
    case 'sending':
      if (!online) return WAITING_FOR_CONNECTION;
      return item.kind === 'image' ? uploadingPercent(progress ?? 0) : 'Sending…';
    default:
      if (!online) return WAITING_FOR_CONNECTION;
      return item.lastError ? 'Waiting to try again' : 'Waiting to send';
  }
}

function OutboxListItem({ item, online }: { item: OutboxItem; online: boolean }) {
  const progress = useOutboxStatus((s) => s.progress[item.id]);
  const name = `${KIND_LABEL[item.kind]} ${subject(item)}`;
  return (
    <li className="outbox-item">
      <p className="outbox-item-text">
        <strong>{KIND_LABEL[item.kind]}</strong> {subject(item)}: {stateText(item, online, progress)}
        {item.lastError && item.status !== 'done' ? <span className="outbox-item-error">{item.lastError}</span> : null}
      </p>
      {item.status === 'failed' || (item.status === 'pending' && item.lastError) ? (
        <button type="button" className="button button--quiet" aria-label={`${RETRY} ${name}`} onClick={() => void retryItem(item.id)}>
          {RETRY}
        </button>
      ) : null}
      <button type="button" className="button button--quiet" aria-label={`${DISCARD} ${name}`} onClick={() => void discardItem(item.id)}>
        {DISCARD}
      </button>
    </li>
  );
}

/** Everything in the outbox (for the settings page): what it is, where it stands, Retry and Discard. */
export function OutboxList() {
  const online = useAppStatus((s) => s.online);
  const items = useLiveQuery(listItems, []);
  if (!items) return null;
  if (items.length === 0) return <p className="muted">{OUTBOX_EMPTY}</p>;
  return (
    <ul className="outbox-list" aria-label="Outbox">
      {items.map((item) => (
        <OutboxListItem key={item.id} item={item} online={online} />
      ))}
    </ul>
  );
}
