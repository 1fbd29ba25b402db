import { splitTestimonials, testimonialsOfStep4 } from '../../domain/wizard';
import { FieldsEditor } from '../../ui/FieldsEditor';
import type { DraftOf } from './useWizardStep';
import { WizardStepPage } from './WizardStepPage';

/** testimonials: the split list (spec); testimonialsText: the box as typed, so blank lines survive typing. */
type Step4Draft = DraftOf & { testimonials: string[]; testimonialsText: string };

function initial(saved: DraftOf | undefined): Step4Draft {
  const list = testimonialsOfStep4(saved);
  return { ...(saved ?? {}), testimonials: list, testimonialsText: typeof saved?.testimonialsText === 'string' ? saved.testimonialsText : list.join('\n') };
}

/** /onboarding/step4: Testimonials, one per line, 2 to 3 suggested. */
export default function Step4Page() {
  return (
    <WizardStepPage step={4} title="Testimonials" intro="Kind words from people you have worked with." initial={initial}>
      {({ value, edit }) => {
        const count = value.testimonials.length;
        const hint = `2 to 3 work best. ${count === 1 ? '1 testimonial' : `${count} testimonials`} so far.`;
        return (
          <FieldsEditor
            fields={[{ path: 'testimonialsText', label: 'Testimonials (one per line)', kind: 'textarea', rows: 6, hint }]}
            value={value}
            onEdit={(change, before) => {
              if (!('set' in change) || typeof change.value !== 'string') return;
              return edit([change, { set: 'testimonials', value: splitTestimonials(change.value) }], before !== undefined ? { testimonialsText: before } : undefined);
            }}
          />
        );
      }}
    </WizardStepPage>
  );
}
