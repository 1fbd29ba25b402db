import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ADD_A_DEVICE, BAD_SERVER_ADDRESS, CANT_REACH_SERVER, COPY_LINK, PAIRING_LINK, PAIRING_LINK_HOW,
  PAIRING_LINK_UNAVAILABLE, PAIRING_QR_LABEL, RETRY, SERVER_ADDRESS, SYNCED, SYNCING, SYNCS_WITH, SYNC_NOT_STARTED,
  SYNC_NOT_STOPPED, SYNC_OFF, TURN_OFF_SYNC, TURN_ON_SYNC, YOUR_DEVICES, offlineChangesWaiting,
} from '../../domain/sync-messages';
import { useSession } from '../../state/session';
import { useSyncState, type SyncStatus } from '../../state/sync';
import { isServerUrl } from '../../sync/pairing';
import { pairingLinkOfThisDevice, retrySync, turnOffSync, turnOnSync } from '../../sync/controls';
import { FieldError, fieldErrorProps } from '../../ui/ErrorSummary';
import { QrCode } from '../../ui/share/QrCode';
import { CopyField } from '../../ui/CopyField';

/**
 * /settings, "Your devices" (issue 36): sync between a person's browsers through a Brick server.
 * Off: the server's address and "Turn on sync". On: where sync stands, in words, and a pairing
 * link for the next device. The engine (src/sync/client) pushes its state into useSyncState.
 */
export function YourDevices() {
  const id = useId();
  const status = useSyncState((s) => s.status);
  return (
    <section className="card your-devices" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{YOUR_DEVICES}</h2>
      {status.kind === 'off' ? <TurnOnSync /> : <SyncOn status={status} />}
    </section>
  );
}

function TurnOnSync() {
  const id = useId();
  const inputId = `${id}-server`;
  const hintId = `${id}-server-hint`;
  const email = useSession((s) => s.currentUser?.email);
  const [address, setAddress] = useState(() => window.location.origin);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function turnOn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !email) return;
    const serverUrl = address.trim();
    setFailure(null);
    if (!isServerUrl(serverUrl)) {
      setFieldError(BAD_SERVER_ADDRESS);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await turnOnSync(email, serverUrl);
    } catch (problem) {
      console.error('Brick: sync could not be turned on', problem);
      setFailure(SYNC_NOT_STARTED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="your-devices-form" noValidate onSubmit={turnOn}>
      <p className="muted">{SYNC_OFF}</p>
      <div className="field">
        <label htmlFor={inputId}>{SERVER_ADDRESS}</label>
        <input
          ref={input}
          id={inputId}
          type="url"
          inputMode="url"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          {...fieldErrorProps(inputId, fieldError, hintId)}
        />
        <FieldError inputId={inputId} error={fieldError} />
        <span id={hintId} className="field-hint">
          The Brick server that keeps your browsers in step. Your sites stay on this device too.
        </span>
      </div>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || !email} aria-busy={busy}>
        {TURN_ON_SYNC}
      </button>
    </form>
  );
}

function statusWords(status: Exclude<SyncStatus, { kind: 'off' }>): string {
  switch (status.kind) {
    case 'synced':
      return SYNCED;
    case 'syncing':
      return SYNCING;
    case 'offline':
      return offlineChangesWaiting(status.waiting);
    case 'unreachable':
      return CANT_REACH_SERVER;
  }
}

function SyncOn({ status }: { status: Exclude<SyncStatus, { kind: 'off' }> }) {
  const id = useId();
  const serverUrl = useSyncState((s) => s.serverUrl);
  const [showPairing, setShowPairing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function turnOff() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await turnOffSync();
    } catch (problem) {
      console.error('Brick: sync could not be turned off', problem);
      setFailure(SYNC_NOT_STOPPED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="your-devices-on">
      <div className="sync-status-row">
        <p role="status" className={`sync-status sync-status--${status.kind}`}>
          {statusWords(status)}
        </p>
        {status.kind === 'unreachable' && (
          <button type="button" className="button button--quiet" onClick={() => void retrySync()}>
            {RETRY}
          </button>
        )}
      </div>
      {serverUrl && (
        <p className="muted sync-server">
          {SYNCS_WITH} <span className="sync-server-address">{serverUrl}</span>
        </p>
      )}
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button" aria-expanded={showPairing} aria-controls={`${id}-pairing`} onClick={() => setShowPairing((shown) => !shown)}>
          {ADD_A_DEVICE}
        </button>
        <button type="button" className="button button--quiet" disabled={busy} aria-busy={busy} onClick={turnOff}>
          {TURN_OFF_SYNC}
        </button>
      </div>
      <div id={`${id}-pairing`} hidden={!showPairing}>
        {showPairing && <PairingLink />}
      </div>
    </div>
  );
}

/** This device's pairing link: the key to the person's space, so shown only when asked for. */
function PairingLink() {
  const [link, setLink] = useState<string | null | undefined>(undefined);

  // Read when the panel opens; the link does not change while sync stays on.
  useEffect(() => {
    let live = true;
    pairingLinkOfThisDevice(window.location.origin).then(
      (value) => live && setLink(value),
      (problem: unknown) => {
        console.error('Brick: the pairing link could not be made', problem);
        if (live) setLink(null);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (link === undefined) return null;
  if (link === null) return <p className="muted pairing">{PAIRING_LINK_UNAVAILABLE}</p>;
  return (
    <div className="pairing">
      <p className="pairing-how">{PAIRING_LINK_HOW}</p>
      <CopyField label={PAIRING_LINK} value={link} copyLabel={COPY_LINK} />
      <QrCode text={link} label={PAIRING_QR_LABEL} />
    </div>
  );
}
