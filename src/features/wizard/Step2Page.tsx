import type { FormEvent } from 'react';
import { ImageInput } from '../../ui/ImageInput';
import { onboardingDraftKey } from '../../storage/drafts';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { useWizardStep, type DraftOf } from './useWizardStep';

type Step2Draft = DraftOf & { highlightImage: string };

/** /onboarding/step2: Upload Highlight, one image. */
function Step2() {
  const { status, value, step1, edit, next } = useWizardStep<Step2Draft>(2, (saved) => ({
    ...(saved ?? {}),
    highlightImage: typeof saved?.highlightImage === 'string' ? saved.highlightImage : '',
  }));
  if (status !== 'ready' || !value) return <StepLoading />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };
  return (
    <WizardShell step={2} templateId={step1?.templateId} title="Upload Highlight" intro="One image that shows your best work. It leads your site.">
      <form noValidate onSubmit={submit}>
        <ImageInput
          label="Highlight image"
          value={value.highlightImage || null}
          onChange={(image) => edit([{ set: 'highlightImage', value: image ?? '' }])}
          target={{ table: 'drafts', key: onboardingDraftKey(2) }}
        />
        <StepActions step={2} />
      </form>
    </WizardShell>
  );
}

export default function Step2Page() {
  return (
    <Step2 />
  );
}
