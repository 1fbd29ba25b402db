import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { onboardingDraftKey, readDraft, saveDraft } from '../../storage/drafts';
import type { OnboardingStepNumber } from '../../domain/schemas';
import { guardRedirect, stepPath, type WizardStep } from '../../domain/wizard';
import { notifyError } from '../../state/notices';
import { DRAFT_NOT_SAVED } from './wizard-messages';

export type DraftOf = Record<string, unknown>;

export interface WizardStepState<T extends DraftOf> {
  /** 'loading' until the drafts are read; 'redirect' while leaving for the previous step. */
  status: 'loading' | 'redirect' | 'ready';
  /** This step's draft (null for step 8, which has none). */
  value: T | null;
  /** The step 1 draft (template id, name), for the themed header band. */
  step1: DraftOf | null;
  /** Changes some fields and autosaves the draft at once (every keystroke). */
  update(patch: Partial<T>): void;
  /** Saves the current draft (with a last patch) and goes to the next step. */
  next(patch?: Partial<T>): Promise<void>;
}

const isDraftStep = (n: number): n is OnboardingStepNumber => n >= 1 && n <= 7;

/**
 * One step of the 8-step wizard: reads the previous step's draft (the guard: spec.md section 2,
 * "redirect to the previous step when missing", decided only after the read), this step's own
 * draft and step 1's (for the theme); then keeps the draft saved as the person types.
 */
export function useWizardStep<T extends DraftOf>(step: WizardStep, initial: (saved: DraftOf | undefined) => T): WizardStepState<T> {
  const navigate = useNavigate();
  const [status, setStatus] = useState<WizardStepState<T>['status']>('loading');
  const [value, setValue] = useState<T | null>(null);
  const [step1, setStep1] = useState<DraftOf | null>(null);
  const valueRef = useRef<T | null>(null);
  const initialRef = useRef(initial);

  useEffect(() => {
    let live = true;
    void (async () => {
      const previous = step > 1 ? await readDraft(onboardingDraftKey((step - 1) as OnboardingStepNumber)) : undefined;
      const own = isDraftStep(step) ? ((await readDraft(onboardingDraftKey(step))) as DraftOf | undefined) : undefined;
      const first = step === 1 ? own : ((await readDraft('onboarding_step1')) as DraftOf | undefined);
      if (!live) return;
      const redirect = guardRedirect(step, () => previous !== undefined);
      if (redirect) {
        setStatus('redirect');
        navigate(redirect, { replace: true });
        return;
      }
      const start = initialRef.current(own);
      valueRef.current = start;
      setValue(start);
      setStep1(first ?? null);
      setStatus('ready');
    })().catch((error) => {
      console.error('Brick: could not read the wizard drafts', error);
      if (live) notifyError(DRAFT_NOT_SAVED);
    });
    return () => {
      live = false;
    };
  }, [step, navigate]);

  const persist = useCallback(
    async (draft: T) => {
      if (!isDraftStep(step)) return;
      try {
        await saveDraft(onboardingDraftKey(step), draft as never);
      } catch (error) {
        console.error('Brick: could not save the wizard draft', error);
        notifyError(DRAFT_NOT_SAVED);
        throw error;
      }
    },
    [step],
  );

  const update = useCallback(
    (patch: Partial<T>) => {
      const current = valueRef.current;
      if (!current) return;
      const nextValue = { ...current, ...patch };
      valueRef.current = nextValue;
      setValue(nextValue);
      if (step === 1) setStep1(nextValue);
      void persist(nextValue).catch(() => undefined);
    },
    [persist, step],
  );

  const next = useCallback(
    async (patch?: Partial<T>) => {
      const current = valueRef.current;
      if (!current) return;
      const nextValue = patch ? { ...current, ...patch } : current;
      valueRef.current = nextValue;
      setValue(nextValue);
      try {
        await persist(nextValue);
      } catch {
        return;
      }
      navigate(stepPath(step + 1));
    },
    [navigate, persist, step],
  );

  return { status, value, step1, update, next };
}
