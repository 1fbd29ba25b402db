import { useAppStatus } from '../state/app-status';
import { outboxSummary, useOutboxStatus } from '../state/outbox-status';

/**
 * The header badge for uploads and e-mails not delivered yet (ui-contract.md, "Always visible").
 * Reads counts from the zustand store the flusher fills, so the header needs no Dexie.
 */
export function OutboxIndicator() {
  const online = useAppStatus((s) => s.online);
  const pending = useOutboxStatus((s) => s.pending);
  const sending = useOutboxStatus((s) => s.sending);
  const retrying = useOutboxStatus((s) => s.retrying);
  const text = outboxSummary({ pending, sending, retrying }, online);
  if (!text) return null;
  return (
    <span className="badge badge--pending" role="status">
      {text}
    </span>
  );
}
