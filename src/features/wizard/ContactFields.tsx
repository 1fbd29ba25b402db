import { useId } from 'react';
import type { Contact } from '../../domain/schemas';
import type { Edit } from '../../domain/edits';
import { togglesFromContact, type ContactKey } from '../../domain/wizard';
import { useTypedText } from '../../ui/typed-text';
import { useHeldToggle } from '../../ui/held-toggle';

interface Entry {
  key: ContactKey;
  label: string;
  toggle: string;
  type: string;
  hint?: string;
  autoComplete: string;
}

const ENTRIES: Entry[] = [
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

/** Sends the edits a change made to a draft holding `contact` and `contactValues`. */
export type ContactEdit = (edits: Edit[], before?: Record<string, string>) => unknown;

/**
 * Contact Info: a checkbox per entry (email, phone, social) that reveals its input. An entry
 * not toggled on is stored as null (spec.md section 5); what was typed in it stays in
 * `contactValues`, so switching it on again brings it back. Each change is an edit of the entry
 * it touched (issue 22).
 */
export function ContactFields({ contact, values, onEdit }: { contact: Contact; values: ContactValues; onEdit: ContactEdit }) {
  const id = useId();
  const toggles = togglesFromContact(contact);
  return (
    <div className="wizard-contact">
      {ENTRIES.map((entry) => (
        <ContactEntry key={entry.key} entry={entry} inputId={`${id}-${entry.key}`} stored={toggles[entry.key]} contact={contact} values={values} onEdit={onEdit} />
      ))}
    </div>
  );
}

function ContactEntry({ entry, inputId, stored, contact, values, onEdit }: { entry: Entry; inputId: string; stored: boolean; contact: Contact; values: ContactValues; onEdit: ContactEdit }) {
  const [on, setOn] = useHeldToggle(stored);
  return (
    <div className="wizard-toggle-field">
      <label className="wizard-check">
        <input
          type="checkbox"
          checked={on}
          aria-controls={on ? inputId : undefined}
          onChange={(event) => {
            setOn(event.target.checked);
            onEdit([{ set: `contact.${entry.key}`, value: event.target.checked ? values[entry.key] : null }]);
          }}
        />
        {entry.toggle}
      </label>
      {on ? <ContactInput entry={entry} inputId={inputId} stored={contact[entry.key] ?? values[entry.key]} onEdit={onEdit} /> : null}
    </div>
  );
}

function ContactInput({ entry, inputId, stored, onEdit }: { entry: Entry; inputId: string; stored: string; onEdit: ContactEdit }) {
  const text = useTypedText(stored, (next, before) =>
    onEdit(
      [
        { set: `contactValues.${entry.key}`, value: next },
        { set: `contact.${entry.key}`, value: next },
      ],
      { [`contactValues.${entry.key}`]: before, [`contact.${entry.key}`]: before },
    ),
  );
  return (
    <div className="field">
      <label htmlFor={inputId}>{entry.label}</label>
      <input
        id={inputId}
        type={entry.type}
        autoComplete={entry.autoComplete}
        value={text.value}
        aria-describedby={entry.hint ? `${inputId}-hint` : undefined}
        onChange={(event) => text.onType(event.target.value)}
        onBlur={text.onBlur}
      />
      {entry.hint ? (
        <span id={`${inputId}-hint`} className="field-hint">
          {entry.hint}
        </span>
      ) : null}
    </div>
  );
}
