import { useId, type FormEvent } from 'react';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { useWizardStep, type DraftOf } from './useWizardStep';

type Step3Draft = DraftOf & { services: string };

/** /onboarding/step3: Services, free text. */
function Step3() {
  const id = useId();
  const { status, value, step1, update, next } = useWizardStep<Step3Draft>(3, (saved) => ({
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
        <div className="field">
          <label htmlFor={id}>Services</label>
          <textarea
            id={id}
            rows={6}
            value={value.services}
            aria-describedby={`${id}-hint`}
            onChange={(event) => update({ services: event.target.value })}
          />
          <span id={`${id}-hint`} className="field-hint">
            For example: commissions, prints, live painting at events.
          </span>
        </div>
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
