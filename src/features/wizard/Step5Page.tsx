import type { FormEvent } from 'react';
import type { Contact } from '../../domain/schemas';
import { ContactFields, contactValuesOf, type ContactValues } from './ContactFields';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { useWizardStep, type DraftOf } from './useWizardStep';

/** contact: the spec's shape (null when not toggled on); contactValues: what was typed, kept while toggled off. */
type Step5Draft = DraftOf & { contact: Contact; contactValues: ContactValues };

/** /onboarding/step5: Contact Info, toggles that add email, phone and social. */
function Step5() {
  const { status, value, step1, edit, next } = useWizardStep<Step5Draft>(5, (saved) => {
    const contact = (saved?.contact ?? { email: null, phone: null, social: null }) as Contact;
    return { ...(saved ?? {}), contact, contactValues: contactValuesOf(contact, saved?.contactValues as Partial<ContactValues> | undefined) };
  });
  if (status !== 'ready' || !value) return <StepLoading />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };
  return (
    <WizardShell step={5} templateId={step1?.templateId} title="Contact Info" intro="Choose how people can reach you. Only what you switch on is shown.">
      <form noValidate onSubmit={submit}>
        <ContactFields contact={value.contact} values={value.contactValues} onEdit={edit} />
        <StepActions step={5} />
      </form>
    </WizardShell>
  );
}

export default function Step5Page() {
  return (
    <Step5 />
  );
}
