import type { FormEvent } from 'react';
import { splitTestimonials, testimonialsOfStep4 } from '../../domain/wizard';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { TypedField } from './TypedField';
import { useWizardStep, type DraftOf } from './useWizardStep';

/** testimonials: the split list (spec); testimonialsText: the box as typed, so blank lines survive typing. */
type Step4Draft = DraftOf & { testimonials: string[]; testimonialsText: string };

/** /onboarding/step4: Testimonials, one per line, 2 to 3 suggested. */
function Step4() {
  const { status, value, step1, edit, next } = useWizardStep<Step4Draft>(4, (saved) => {
    const list = testimonialsOfStep4(saved);
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
        <TypedField
          label="Testimonials (one per line)"
          kind="textarea"
          rows={6}
          stored={value.testimonialsText}
          hint={`2 to 3 work best. ${count === 1 ? '1 testimonial' : `${count} testimonials`} so far.`}
          onSave={(text, before) =>
            void edit(
              [
                { set: 'testimonialsText', value: text },
                { set: 'testimonials', value: splitTestimonials(text) },
              ],
              { testimonialsText: before },
            )
          }
        />
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
