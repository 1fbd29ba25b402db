import { useId, useState } from 'react';
import { COPIED, COPY_FAILED } from '../domain/sync-messages';
import './copy-field.css';

/**
 * A link to hand on (a pairing link, a web address): shown read-only, selected on focus, with a
 * button that copies it and a line that says whether the browser would.
 */
export function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const id = useId();
  const [copied, setCopied] = useState('');

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setCopied(COPIED);
    } catch {
      setCopied(COPY_FAILED);
    }
  }

  return (
    <div className="field copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field-row">
        <input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--quiet" onClick={() => void copy()}>
          {copyLabel}
        </button>
      </div>
      <p role="status" className={copied === COPY_FAILED ? 'copy-field-said copy-field-said--failed' : 'copy-field-said'}>
        {copied}
      </p>
    </div>
  );
}
