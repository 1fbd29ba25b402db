import type { FormEvent } from 'react';
import { ImageInput } from '../../ui/ImageInput';
import { onboardingDraftKey } from '../../storage/drafts';
import { defaultNavLinks, NAV_SECTIONS } from '../../domain/wizard';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { useLiveDraft, useWizardStep, type DraftOf } from './useWizardStep';
import type { Edit } from '../../domain/edits';
import { useHeldToggle } from '../../ui/held-toggle';

type Step7Draft = DraftOf & { headerBg: string; footerImg: string; navLinks: Record<string, boolean> };

const target = { table: 'drafts', key: onboardingDraftKey(7) };

/**
 * One toggle's edits. A draft from an older version may list only some sections (those show as
 * on): each missing one is stored as on too, so they stay on when the site is published. A draft
 * not stored yet starts from all on (the step's defaults), so it needs no more.
 */
function navEdits(stored: unknown, name: string, on: boolean): Edit[] {
  const listed = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : null;
  const missing = listed ? NAV_SECTIONS.filter((section) => section !== name && !(section in listed)) : [];
  return [...missing.map((section) => ({ set: `navLinks.${section}`, value: true })), { set: `navLinks.${name}`, value: on }];
}

/** /onboarding/step7: Navigation & Footer; Next goes to step 8. */
function Step7() {
  const { status, value, step1, edit, next } = useWizardStep<Step7Draft>(7, (saved) => ({
    ...(saved ?? {}),
    headerBg: typeof saved?.headerBg === 'string' ? saved.headerBg : '',
    footerImg: typeof saved?.footerImg === 'string' ? saved.footerImg : '',
    navLinks: { ...defaultNavLinks(), ...((saved?.navLinks as Record<string, boolean> | undefined) ?? {}) },
  }));
  const stored = useLiveDraft(7)?.navLinks;
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
              <NavToggle key={name} name={name} stored={value.navLinks[name] !== false} onToggle={(on) => void edit(navEdits(stored, name, on))} />
            ))}
          </div>
        </fieldset>
        <ImageInput label="Header background (optional)" value={value.headerBg || null} onChange={(image) => edit([{ set: 'headerBg', value: image ?? '' }])} target={target} />
        <ImageInput label="Footer image (optional)" value={value.footerImg || null} onChange={(image) => edit([{ set: 'footerImg', value: image ?? '' }])} target={target} />
        <StepActions step={7} />
      </form>
    </WizardShell>
  );
}

function NavToggle({ name, stored, onToggle }: { name: string; stored: boolean; onToggle(on: boolean): void }) {
  const [on, setOn] = useHeldToggle(stored);
  return (
    <label className="wizard-check">
      <input
        type="checkbox"
        checked={on}
        onChange={(event) => {
          setOn(event.target.checked);
          onToggle(event.target.checked);
        }}
      />
      {name}
    </label>
  );
}

export default function Step7Page() {
  return (
    <Step7 />
  );
}
