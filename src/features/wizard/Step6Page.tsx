import type { FormEvent } from 'react';
import { ImageInput } from '../../ui/ImageInput';
import { onboardingDraftKey } from '../../storage/drafts';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { useWizardStep, type DraftOf } from './useWizardStep';

type Step6Draft = DraftOf & { galleryImage: string };

/** /onboarding/step6: Upload Gallery, one image; choosing a file goes straight to step 7. */
function Step6() {
  const { status, value, step1, edit, next } = useWizardStep<Step6Draft>(6, (saved) => ({
    ...(saved ?? {}),
    galleryImage: typeof saved?.galleryImage === 'string' ? saved.galleryImage : '',
  }));
  if (status !== 'ready' || !value) return <StepLoading />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };
  return (
    <WizardShell step={6} templateId={step1?.templateId} title="Upload Gallery" intro="Choose a gallery image: you go on to the next step as soon as it is picked.">
      <form noValidate onSubmit={submit}>
        <ImageInput
          label="Gallery image"
          value={value.galleryImage || null}
          onChange={async (image) => {
            if (image) await next([{ set: 'galleryImage', value: image }]);
            else await edit([{ set: 'galleryImage', value: '' }]);
          }}
          target={{ table: 'drafts', key: onboardingDraftKey(6) }}
        />
        <StepActions step={6} />
      </form>
    </WizardShell>
  );
}

export default function Step6Page() {
  return (
    <Step6 />
  );
}
