import type { Contact } from '../../domain/schemas';
import { ContactFields, contactValuesOf, type ContactValues } from './ContactFields';
import { WizardStepPage } from './WizardStepPage';

/** /onboarding/step5: Contact Info, toggles that add email, phone and social. */
export default function Step5Page() {
  return (
    <WizardStepPage
      step={5}
      title="Contact Info"
      intro="Choose how people can reach you. Only what you switch on is shown."
      // contact: the spec's shape (null when not toggled on); contactValues: what was typed, kept while toggled off.
      initial={(saved) => {
        const contact = (saved?.contact ?? { email: null, phone: null, social: null }) as Contact;
        return { ...(saved ?? {}), contact, contactValues: contactValuesOf(contact, saved?.contactValues as Partial<ContactValues> | undefined) };
      }}
    >
      {({ value, edit }) => <ContactFields contact={value.contact} values={value.contactValues} onEdit={edit} />}
    </WizardStepPage>
  );
}
