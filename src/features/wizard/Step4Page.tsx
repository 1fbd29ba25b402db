import { useId, type FormEvent } from 'react';
import { splitTestimonials } from '../../domain/wizard';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { useWizardStep, type DraftOf } from './useWizardStep';

/** testimonials: the split list (spec); testimonialsText: the box as typed, so blank lines survive typing. */
type Step4Draft = DraftOf & { testimonials: string[]; testimonialsText: string };

/** /onboarding/step4: Testimonials, one per line, 2 to 3 suggested. */
function Step4() {
  const id = useId();
  const { status, value, step1, update, next } = useWizardStep<Step4Draft>(4, (saved) => {
    const list = Array.isArray(saved?.testimonials) ? saved.testimonials.filter((t): t is string => typeof t === 'string') : [];
    return {
      ...(saved ?? {}),
      testimonials: list,
      testimonialsText: typeof saved?.testimonialsText === 'string' ? saved.testimonialsText : list.join('\n'),
    };
  });
  if (status !== 'ready' || !value) return <StepLoading />;
  const count = value.testimonials.length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };
  return (
    <WizardShell step={4} templateId={step1?.templateId} title="Testimonials" intro="Kind words from people you have worked with.">
      <form noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={id}>Testimonials (one per line)</label>
          <textarea
            id={id}
            rows={6}
            value={value.testimonialsText}
            aria-describedby={`${id}-hint`}
            onChange={(event) => update({ testimonialsText: event.target.value, testimonials: splitTestimonials(event.target.value) })}
          />
          <span id={`${id}-hint`} className="field-hint">
            2 to 3 work best. {count === 1 ? '1 testimonial' : `${count} testimonials`} so far.
          </span>
        </div>
        <StepActions step={4} />
      </form>
    </WizardShell>
  );
}

export default function Step4Page() {
  return (
    <Step4 />
  );
}
