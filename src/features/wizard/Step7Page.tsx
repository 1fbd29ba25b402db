import type { FormEvent } from 'react';
import { ImageInput } from '../../ui/ImageInput';
import { onboardingDraftKey } from '../../storage/drafts';
import { defaultNavLinks, NAV_SECTIONS } from '../../domain/wizard';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { useWizardStep, type DraftOf } from './useWizardStep';

type Step7Draft = DraftOf & { headerBg: string; footerImg: string; navLinks: Record<string, boolean> };

const target = { table: 'drafts', key: onboardingDraftKey(7) };

/** /onboarding/step7: Navigation & Footer; Next goes to step 8. */
function Step7() {
  const { status, value, step1, update, next } = useWizardStep<Step7Draft>(7, (saved) => ({
    ...(saved ?? {}),
    headerBg: typeof saved?.headerBg === 'string' ? saved.headerBg : '',
    footerImg: typeof saved?.footerImg === 'string' ? saved.footerImg : '',
    navLinks: { ...defaultNavLinks(), ...((saved?.navLinks as Record<string, boolean> | undefined) ?? {}) },
  }));
  if (status !== 'ready' || !value) return <StepLoading />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };
  return (
    <WizardShell step={7} templateId={step1?.templateId} title="Navigation & Footer" intro="Pick the sections your menu links to, and add optional header and footer images.">
      <form noValidate onSubmit={submit}>
        <fieldset className="wizard-nav">
          <legend>Navigation sections</legend>
          <div className="wizard-nav-grid">
            {NAV_SECTIONS.map((name) => (
              <label className="wizard-check" key={name}>
                <input
                  type="checkbox"
                  checked={value.navLinks[name] !== false}
                  onChange={(event) => update({ navLinks: { ...value.navLinks, [name]: event.target.checked } })}
                />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
        <ImageInput label="Header background (optional)" value={value.headerBg || null} onChange={(image) => update({ headerBg: image ?? '' })} target={target} />
        <ImageInput label="Footer image (optional)" value={value.footerImg || null} onChange={(image) => update({ footerImg: image ?? '' })} target={target} />
        <StepActions step={7} />
      </form>
    </WizardShell>
  );
}

export default function Step7Page() {
  return (
    <Step7 />
  );
}
