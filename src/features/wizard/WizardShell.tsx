import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SiteFrame } from '../../sites/SiteFrame';
import { backPath, type WizardStep } from '../../domain/wizard';
import { wizardTemplate } from './wizard-template';
import { DRAFT_AUTOSAVED, WIZARD_TOTAL_STEPS } from './wizard-messages';
import './wizard.css';

export { wizardTemplate };

/**
 * The frame of every step of the 8-step wizard: a header band in the chosen template's colours
 * and fonts (spec.md: step 1 is "themed by the chosen template"), the step count, a progress bar,
 * the step's form, and Back.
 */
export function WizardShell({ step, templateId, title, intro, children }: { step: WizardStep; templateId?: unknown; title: string; intro?: ReactNode; children: ReactNode }) {
  const template = wizardTemplate(templateId);
  return (
    <div className="wizard">
      <SiteFrame template={template}>
        <header className="wizard-band">
          <p className="wizard-count">
            Step {step} of {WIZARD_TOTAL_STEPS} · {template.name}
          </p>
          <h1>{title}</h1>
          {intro ? <p className="wizard-intro">{intro}</p> : null}
          <div
            className="wizard-progress"
            role="progressbar"
            aria-label="Wizard progress"
            aria-valuemin={1}
            aria-valuemax={WIZARD_TOTAL_STEPS}
            aria-valuenow={step}
          >
            <span style={{ width: `${(step / WIZARD_TOTAL_STEPS) * 100}%` }} />
          </div>
        </header>
      </SiteFrame>
      <div className="wizard-body card">
        {children}
        <p className="field-hint wizard-autosave">{DRAFT_AUTOSAVED}</p>
      </div>
    </div>
  );
}

export function BackLink({ step }: { step: WizardStep }) {
  return (
    <Link className="button button--quiet" to={backPath(step)}>
      Back
    </Link>
  );
}

/** Back and Next (or another forward action) at the foot of a step. */
export function StepActions({ step, children }: { step: WizardStep; children?: ReactNode }) {
  return (
    <div className="actions wizard-actions">
      <BackLink step={step} />
      {children ?? (
        <button type="submit" className="button">
          Next
        </button>
      )}
    </div>
  );
}

/** What a step shows while its drafts are read (and nothing while it redirects). */
export function StepLoading() {
  return (
    <p className="muted wizard-loading" role="status">
      Loading your answers…
    </p>
  );
}
