import type { Contact } from '../../domain/schemas';
import type { Edit } from '../../domain/edits';
import { togglesFromContact, type ContactKey } from '../../domain/wizard';
import type { Field } from '../../domain/fields';
import { FieldsEditor, type OnEdit } from '../../ui/FieldsEditor';

type Kind = 'email' | 'tel' | 'url';
const ENTRIES: { key: ContactKey; label: string; toggle: string; kind: Kind; hint?: string }[] = [
  { key: 'email', label: 'Email', toggle: 'Add email', kind: 'email' },
  { key: 'phone', label: 'Phone', toggle: 'Add phone', kind: 'tel' },
  { key: 'social', label: 'Social', toggle: 'Add social link', kind: 'url', hint: 'A link to your profile, e.g. https://instagram.com/you' },
];

/** A toggle per entry (on.email, ...) that reveals its input (typed.email, ...). */
const CONTACT_FIELDS: Field[] = ENTRIES.map(({ key, label, toggle, kind, hint }) => ({
  path: `on.${key}`,
  label: toggle,
  kind: 'toggle',
  reveals: [{ path: `typed.${key}`, label, kind, hint, autoComplete: kind }],
}));

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
  const shown = { on: togglesFromContact(contact), typed: contactValuesOf(contact, values) };
  const edit: OnEdit = (change, before) => {
    if (!('set' in change)) return;
    const [what, key] = change.set.split('.') as ['on' | 'typed', ContactKey];
    if (what === 'on') return onEdit([{ set: `contact.${key}`, value: change.value ? values[key] : null }]);
    const paths = [`contactValues.${key}`, `contact.${key}`];
    return onEdit(
      paths.map((path) => ({ set: path, value: change.value })),
      before !== undefined ? Object.fromEntries(paths.map((path) => [path, before])) : undefined,
    );
  };
  return (
    <div className="wizard-contact">
      <FieldsEditor fields={CONTACT_FIELDS} value={shown} onEdit={edit} />
    </div>
  );
}
