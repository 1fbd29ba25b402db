import { useId } from 'react';
import type { Contact } from '../../domain/schemas';
import { contactFromToggles, togglesFromContact, type ContactKey } from '../../domain/wizard';

const ENTRIES: { key: ContactKey; label: string; toggle: string; type: string; hint?: string; autoComplete: string }[] = [
  { key: 'email', label: 'Email', toggle: 'Add email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', toggle: 'Add phone', type: 'tel', autoComplete: 'tel' },
  { key: 'social', label: 'Social', toggle: 'Add social link', type: 'url', hint: 'A link to your profile, e.g. https://instagram.com/you', autoComplete: 'url' },
];

export type ContactValues = Record<ContactKey, string>;

/** What was typed, from a stored contact plus the values kept while an entry was toggled off. */
export function contactValuesOf(contact: Partial<Contact> | undefined, typed?: Partial<ContactValues>): ContactValues {
  return {
    email: contact?.email ?? typed?.email ?? '',
    phone: contact?.phone ?? typed?.phone ?? '',
    social: contact?.social ?? typed?.social ?? '',
  };
}

/**
 * Contact Info: a checkbox per entry (email, phone, social) that reveals its input. An entry
 * not toggled on is stored as null (spec.md section 5).
 */
export function ContactFields({ contact, values, onChange }: { contact: Contact; values: ContactValues; onChange(contact: Contact, values: ContactValues): void }) {
  const id = useId();
  const toggles = togglesFromContact(contact);
  const change = (nextToggles: Record<ContactKey, boolean>, nextValues: ContactValues) =>
    onChange(contactFromToggles(nextToggles, nextValues), nextValues);
  return (
    <div className="wizard-contact">
      {ENTRIES.map((entry) => {
        const inputId = `${id}-${entry.key}`;
        return (
          <div className="wizard-toggle-field" key={entry.key}>
            <label className="wizard-check">
              <input
                type="checkbox"
                checked={toggles[entry.key]}
                aria-controls={toggles[entry.key] ? inputId : undefined}
                onChange={(event) => change({ ...toggles, [entry.key]: event.target.checked }, values)}
              />
              {entry.toggle}
            </label>
            {toggles[entry.key] ? (
              <div className="field">
                <label htmlFor={inputId}>{entry.label}</label>
                <input
                  id={inputId}
                  type={entry.type}
                  autoComplete={entry.autoComplete}
                  value={values[entry.key]}
                  aria-describedby={entry.hint ? `${inputId}-hint` : undefined}
                  onChange={(event) => change(toggles, { ...values, [entry.key]: event.target.value })}
                />
                {entry.hint ? (
                  <span id={`${inputId}-hint`} className="field-hint">
                    {entry.hint}
                  </span>
                ) : null}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
