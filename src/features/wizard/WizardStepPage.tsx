import type { FormEvent, ReactNode } from 'react';
import type { WizardStep } from '../../domain/wizard';
import type { Field } from '../../domain/fields';
import type { OnboardingStepNumber } from '../../domain/schemas';
import { onboardingDraftKey } from '../../storage/drafts';
import { FieldsEditor } from '../../ui/FieldsEditor';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { useWizardStep, type DraftOf, type WizardStepState } from './useWizardStep';

interface WizardStepPageProps<T extends DraftOf> {
  step: WizardStep;
  title: string;
  intro: string;
  /** The step's draft with its defaults (from the draft as stored now, or none). */
  initial(saved: DraftOf | undefined): T;
  /** The step's fields, given its draft as stored now and how to edit it. */
  children(state: WizardStepState<T> & { value: T }): ReactNode;
}

/** One step of the 8-step wizard (steps 2 to 7): its frame, its fields, Back and Next. */
export function WizardStepPage<T extends DraftOf>({ step, title, intro, initial, children }: WizardStepPageProps<T>) {
  const state = useWizardStep<T>(step, initial);
  const { status, value, step1, next } = state;
  if (status !== 'ready' || !value) return <StepLoading />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };
  return (
    <WizardShell step={step} templateId={step1?.templateId} title={title} intro={intro}>
      <form noValidate onSubmit={submit}>
        {children({ ...state, value })}
        <StepActions step={step} />
      </form>
    </WizardShell>
  );
}

/**
 * A step of one picture (steps 2 and 6), kept under `path` in the step's draft. With `goesOn`,
 * a picture picked goes straight on to the next step (Remove stays, and so does its hosted address landing later).
 */
export function PictureStepPage({ step, path, label, title, intro, goesOn = false }: { step: WizardStep; path: string; label: string; title: string; intro: string; goesOn?: boolean }) {
  const fields: Field[] = [{ path, label, kind: 'image' }];
  const target = { table: 'drafts', key: onboardingDraftKey(step as OnboardingStepNumber) };
  return (
    <WizardStepPage step={step} title={title} intro={intro} initial={(saved) => ({ ...(saved ?? {}), [path]: typeof saved?.[path] === 'string' ? saved[path] : '' })}>
      {({ value, edit, next }) => (
        <FieldsEditor fields={fields} value={value} onEdit={(change) => (goesOn && 'set' in change && change.value && change.ifNow === undefined ? next([change]) : edit([change]))} imageTarget={target} />
      )}
    </WizardStepPage>
  );
}
