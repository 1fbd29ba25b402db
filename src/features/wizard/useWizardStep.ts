import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { onboardingDraftKey, readDraft } from '../../storage/drafts';
import { editContent, readContent, type Content, type ContentRef } from '../../storage/edits';
import type { Edit } from '../../domain/edits';
import type { OnboardingStepNumber } from '../../domain/schemas';
import { guardRedirect, stepPath, type WizardStep } from '../../domain/wizard';
import { notifyError } from '../../state/notices';
import { DRAFT_NOT_SAVED } from './wizard-messages';

export type DraftOf = Record<string, unknown>;

/**
 * Sends edits of this step's draft; `before` gives, per text path, the text the field showed.
 * Resolves once they are stored (or failed, which the person is told): an image input waits for
 * it before queueing the upload.
 */
export type EditDraft = (edits: Edit[], before?: Record<string, string>) => Promise<void>;

export interface WizardStepState<T extends DraftOf> {
  /** 'loading' until the drafts are read; 'redirect' while leaving for the previous step. */
  status: 'loading' | 'redirect' | 'ready';
  /** This step's draft as stored now, with the step's defaults (null for step 8, which has none). */
  value: T | null;
  /** The step 1 draft as stored now (template id, name), for the themed header band. */
  step1: DraftOf | null;
  /** Saves what a change touched, applied to the draft as stored now (issue 22). */
  edit: EditDraft;
  /** Saves these last edits (the draft itself when it is not stored yet) and goes to the next step. */
  next(edits?: Edit[]): Promise<void>;
  /** The draft as stored once every edit made so far is (null when it could not be saved). */
  settled(): Promise<T | null>;
}

const isDraftStep = (n: number): n is OnboardingStepNumber => n >= 1 && n <= 7;

export const draftRef = (step: OnboardingStepNumber) => ({ table: 'drafts', key: onboardingDraftKey(step) }) as const satisfies ContentRef;

/** The draft of a step as stored now, in every tab (null when there is none; undefined while reading). */
export function useLiveDraft(step: OnboardingStepNumber): DraftOf | null | undefined {
  return useLiveQuery(async () => (await readContent(draftRef(step))) ?? null, [step]);
}

/**
 * One step of the 8-step wizard. The guard (spec.md section 2, "redirect to the previous step
 * when missing") reads the previous step's draft once, before anything shows. The step renders
 * from its draft as stored now (a live query, so another tab's change shows here) and never
 * writes it whole: each change is an edit of the fields it touched (issue 22).
 */
export function useWizardStep<T extends DraftOf>(step: WizardStep, initial: (saved: DraftOf | undefined) => T): WizardStepState<T> {
  const navigate = useNavigate();
  const [guard, setGuard] = useState<'loading' | 'redirect' | 'passed'>('loading');
  const initialRef = useRef(initial);
  initialRef.current = initial;

  useEffect(() => {
    let live = true;
    void (async () => {
      const previous = step > 1 ? await readDraft(onboardingDraftKey((step - 1) as OnboardingStepNumber)) : undefined;
      if (!live) return;
      const redirect = guardRedirect(step, () => previous !== undefined);
      if (redirect) {
        setGuard('redirect');
        navigate(redirect, { replace: true });
        return;
      }
      setGuard('passed');
    })().catch((error) => {
      console.error('Brick: could not read the wizard drafts', error);
      if (live) notifyError(DRAFT_NOT_SAVED);
    });
    return () => {
      live = false;
    };
  }, [step, navigate]);

  const own = useLiveDraft(isDraftStep(step) ? step : 1);
  const first = useLiveDraft(1);
  const stored = isDraftStep(step) ? own : null;
  const value = useMemo(() => (stored === undefined || !isDraftStep(step) ? null : initialRef.current(stored ?? undefined)), [stored, step]);

  const save = useCallback(
    (edits: Edit[], before?: Record<string, string>) => {
      if (!isDraftStep(step)) return Promise.resolve(null);
      return editContent(draftRef(step), edits, { initial: () => initialRef.current(undefined) as Content, before }).then(
        (saved) => initialRef.current(saved),
        (error: unknown) => {
          console.error('Brick: could not save the wizard draft', error);
          notifyError(DRAFT_NOT_SAVED);
          throw error;
        },
      );
    },
    [step],
  );

  const edit = useCallback<EditDraft>((edits, before) => save(edits, before).then(() => undefined, () => undefined), [save]);

  const next = useCallback(
    async (edits: Edit[] = []) => {
      try {
        // Also stores a draft nobody edited: the next step's guard asks for it.
        await save(edits);
      } catch {
        return;
      }
      navigate(stepPath(step + 1));
    },
    [navigate, save, step],
  );

  const settled = useCallback(() => save([]).catch(() => null), [save]);

  const ready = guard === 'passed' && first !== undefined && (!isDraftStep(step) || own !== undefined);
  const status = guard === 'redirect' ? 'redirect' : ready ? 'ready' : 'loading';
  return { status, value, step1: first ?? null, edit, next, settled };
}
