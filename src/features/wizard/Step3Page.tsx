import type { FormEvent } from 'react';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { TypedField } from './TypedField';
import { useWizardStep, type DraftOf } from './useWizardStep';

type Step3Draft = DraftOf & { services: string };

/** /onboarding/step3: Services, free text. */
function Step3() {
  const { status, value, step1, edit, next } = useWizardStep<Step3Draft>(3, (saved) => ({
    ...(saved ?? {}),
    services: Array.isArray(saved?.services) ? saved.services.join('\n') : typeof saved?.services === 'string' ? saved.services : '',
  }));
  if (status !== 'ready' || !value) return <StepLoading />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };
  return (
    <WizardShell step={3} templateId={step1?.templateId} title="Services" intro="What do you offer? Write it the way you would say it.">
      <form noValidate onSubmit={submit}>
        <TypedField
          label="Services"
          kind="textarea"
          rows={6}
          stored={value.services}
          hint="For example: commissions, prints, live painting at events."
          onSave={(text, before) => void edit([{ set: 'services', value: text }], { services: before })}
        />
        <StepActions step={3} />
      </form>
    </WizardShell>
  );
}

export default function Step3Page() {
  return (
    <Step3 />
  );
}
