import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { EMAIL_ALREADY_REGISTERED, EMAIL_REQUIRED, ENTER_VALID_EMAIL, PROFILE_SAVED } from '../../domain/messages';
import { looksLikeEmail, normalizeEmail } from '../../domain/accounts';
import { pictureSet } from '../../domain/edits';
import { findUserByEmail } from '../../storage/users';
import { readProfile } from '../../storage/profile';
import { editContent, type ContentRef } from '../../storage/edits';
import { changeUserEmail, findUserByEmailIgnoringCase } from '../../storage/accounts-extra';
import { EmailAlreadyRegisteredError } from '../../storage/errors';
import { storageEstimate } from '../../storage/quota';
import { notify } from '../../state/notices';
import { useSession } from '../../state/session';
import { ErrorSummary, FieldError, fieldErrorProps } from '../../ui/ErrorSummary';
import { ImageInput } from '../../ui/ImageInput';
import { OutboxList } from '../../ui/OutboxList';
import { StorageProtection, YourData } from './YourData';
import { YourDevices } from './YourDevices';
import './settings.css';

/** "1.2 MB" */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${units[0]}` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

function StorageUsage() {
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void storageEstimate().then((value) => live && setEstimate(value));
    return () => {
      live = false;
    };
  }, []);
  if (estimate === undefined) return <p className="muted">Checking…</p>;
  if (estimate === null || estimate.quota === 0) return <p className="muted">This browser does not say how much space Brick uses.</p>;
  const percent = Math.min(100, Math.round((estimate.usage / estimate.quota) * 100));
  return (
    <div className="storage-usage">
      <p>
        Brick uses <strong>{formatBytes(estimate.usage)}</strong> of the {formatBytes(estimate.quota)} this browser allows.
      </p>
      <progress max={100} value={percent} aria-label="Storage used">
        {percent}%
      </progress>
    </div>
  );
}

interface FormValues {
  name: string;
  email: string;
  avatar: string | null;
}

const PROFILE: ContentRef = { table: 'drafts', key: 'user_profile' };

function ProfileForm({ email }: { email: string }) {
  const id = useId();
  // The profile as stored now, in every tab; what the person typed since their last Save goes over it.
  const stored = useLiveQuery(async () => {
    const [user, profile] = await Promise.all([findUserByEmail(email), readProfile()]);
    const sameAccount = profile && normalizeEmail(profile.email ?? '') === normalizeEmail(email);
    return {
      name: (sameAccount && profile?.name) || user?.name || '',
      email,
      avatar: (sameAccount && profile?.avatar) || null,
    } satisfies FormValues;
  }, [email]);
  const [typed, setTyped] = useState<Partial<Pick<FormValues, 'name' | 'email'>>>({});
  const [error, setErrorText] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const emailId = `${id}-email`;
  const emailError = error === EMAIL_REQUIRED || error === ENTER_VALID_EMAIL || error === EMAIL_ALREADY_REGISTERED ? error : null;

  if (!stored) return null;
  const setError = (message: string | null) => {
    setErrorText(message);
    if (message) setAttempt((n) => n + 1);
  };
  const values: FormValues = { ...stored, ...typed };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values || busy) return;
    const nextEmail = values.email.trim();
    if (!nextEmail) return setError(EMAIL_REQUIRED);
    if (!looksLikeEmail(nextEmail)) return setError(ENTER_VALID_EMAIL);
    setBusy(true);
    setError(null);
    try {
      const emailChanged = normalizeEmail(nextEmail) !== normalizeEmail(email);
      const address = emailChanged ? normalizeEmail(nextEmail) : email;
      if (emailChanged && (await findUserByEmailIgnoringCase(address))) throw new EmailAlreadyRegisteredError();
      // One transaction: the user, their sites' owner fields and the session move together.
      await changeUserEmail(email, address, { name: values.name.trim() });
      // Only the two fields of the form: the avatar was saved the moment it was chosen, and its
      // upload may have swapped in the hosted address since.
      await editContent(PROFILE, [{ set: 'name', value: values.name.trim() }, { set: 'email', value: address }], { initial: () => ({ avatar: '' }) });
      setTyped({});
      notify(PROFILE_SAVED);
    } catch (failure) {
      if (failure instanceof EmailAlreadyRegisteredError) setError(EMAIL_ALREADY_REGISTERED);
      else {
        console.error('Brick: could not save the profile', failure);
        setError('Your profile could not be saved on this device. Please try again.');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card settings-form" noValidate onSubmit={handleSubmit}>
      <h2>Profile</h2>
      <ErrorSummary problems={error ? [{ message: error, fieldId: emailError ? emailId : undefined }] : []} attempt={attempt} />
      <div className="settings-avatar">
        <ImageInput
          label="Avatar"
          value={values.avatar}
          onChange={(avatar, replaces) =>
            // Saved at once, like every image in Brick: the upload then swaps in the hosted address.
            editContent(PROFILE, [pictureSet('avatar', avatar, replaces)], { initial: () => ({ name: values.name.trim(), email }) })
          }
          target={PROFILE}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} autoComplete="name" value={values.name} onChange={(e) => setTyped({ ...typed, name: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={emailId}>Email</label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => setTyped({ ...typed, email: e.target.value })}
          {...fieldErrorProps(emailId, emailError)}
        />
        <FieldError inputId={emailId} error={emailError} />
        <span className="field-hint">You log in with this address. Your sites stay yours when you change it.</span>
      </div>
      <div className="actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          Save
        </button>
      </div>
    </form>
  );
}

export default function SettingsPage() {
  const email = useSession((s) => s.currentUser?.email);
  return (
    <>
      {email ? (
        <section className="settings" aria-labelledby="settings-title">
          <h1 id="settings-title">Account settings</h1>
          <div className="settings-grid">
            <ProfileForm key={email} email={email} />
            <div className="settings-side">
              <YourData email={email} />
              <YourDevices />
              <section className="card" aria-labelledby="settings-storage">
                <h2 id="settings-storage">Storage on this device</h2>
                <StorageUsage />
                <StorageProtection />
              </section>
              <section className="card" aria-labelledby="settings-outbox">
                <h2 id="settings-outbox">Waiting to be sent</h2>
                <p className="muted">Uploads and e-mails go out as soon as the device is online.</p>
                <OutboxList />
              </section>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
