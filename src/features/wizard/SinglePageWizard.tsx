import { reportSaveProblem } from '../../ui/report-save-problem';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { FieldsEditor, type OnEdit } from '../../ui/FieldsEditor';
import type { Field } from '../../domain/fields';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { useSession } from '../../state/session';
import { notifyError } from '../../state/notices';
import { SiteFrame } from '../../sites/SiteFrame';
import { editContent, readContent, type Content } from '../../storage/edits';
import type { Edit } from '../../domain/edits';
import { SINGLE_PAGE_STEPS, splitTestimonialsUntrimmed, validateStep1 } from '../../domain/wizard';
import { ContactFields } from './ContactFields';
import { StepLoading } from './WizardShell';
import { wizardTemplate } from './wizard-template';
import { publishSinglePageSite } from './publish';
import { answersOf, onboardRef } from './single-page-draft';
import { DRAFT_NOT_SAVED, SITE_NOT_CREATED } from './wizard-messages';
import './wizard.css';

const STEP_TITLES = ['Basic Info', 'Highlight Images', 'Services', 'Testimonials', 'Contact Info', 'Gallery Images'];

type EditAnswers = (edits: Edit[], before?: Record<string, string>) => Promise<void>;

/** Several images: one field per chosen image, and one more to add the next (picks made back to back all stay). */
const images = (path: string, label: string): Field => ({
  path, label, kind: 'list', itemName: label.toLowerCase(), defaultItem: '',
  addLabel: `Add another ${label.toLowerCase()}`, addFirstLabel: `${label} (add one or more)`,
  itemFields: [{ path: '', label: `${label} {n}`, kind: 'image' }],
});

/** The fields of each step (step 4's hint counts the lines typed so far). */
const stepFields = (step: number, testimonialCount: number): Field[] => {
  switch (step) {
    case 1:
      return [
        { path: 'name', label: 'Name (artist or band)', kind: 'text', required: true },
        { path: 'tagline', label: 'Tagline', kind: 'text' },
        { path: 'about', label: 'About', kind: 'textarea' },
        { path: 'logo', label: 'Logo', kind: 'image' },
      ];
    case 2:
      return [images('highlightImages', 'Highlight image')];
    case 3:
      return [{ path: 'services', label: 'Services', kind: 'textarea', rows: 6 }];
    case 4:
      return [{ path: 'testimonialsText', label: 'Testimonials (one per line)', kind: 'textarea', rows: 6, hint: `2 to 3 work best. ${testimonialCount === 1 ? '1 line' : `${testimonialCount} lines`} so far.` }];
    case 6:
      return [images('galleryImages', 'Gallery image')];
    default:
      return [];
  }
};

/** The step in the address (?step=), so a reload stays on it and each tab has its own. */
function useStepParam(): [number, (step: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('step'));
  const step = Number.isInteger(asked) && asked >= 1 && asked <= SINGLE_PAGE_STEPS ? asked : 1;
  return [step, useCallback((next: number) => setParams(next === 1 ? {} : { step: String(next) }), [setParams])];
}

/**
 * /onboard: the single-page six-step artist wizard; Generate Site goes to /preview-site-generated/{id}.
 * The answers live in the onboard_wizard draft as stored now (a live query), each change an edit
 * of what it touched (issue 22); Generate Site publishes the stored answers.
 */
function SinglePageWizard() {
  const navigate = useNavigate();
  const owner = useSession((s) => s.currentUser?.email);
  const id = useId();
  const [step, setStep] = useStepParam();
  const stored = useLiveQuery(async () => (await readContent(onboardRef)) ?? null, []);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [attempt, setAttempt] = useState(0);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const save = useCallback(
    (edits: Edit[], before?: Record<string, string>) =>
      editContent(onboardRef, edits, { initial: () => answersOf(null) as unknown as Content, before }).then(
        (saved) => answersOf(saved),
        (error: unknown) => {
          console.error('Brick: could not save the wizard answers', error);
          notifyError(DRAFT_NOT_SAVED);
          return null;
        },
      ),
    [],
  );
  const edit = useCallback<EditAnswers>((edits, before) => save(edits, before).then(() => undefined), [save]);
  const template = wizardTemplate('artist');

  async function goNext(event: FormEvent) {
    event.preventDefault();
    if (step === 1) {
      // Judged on the answers as stored after the last keystroke.
      const saved = await save([]);
      if (!saved) return;
      const problems = validateStep1('artist', saved);
      if (problems.name) {
        setNameError(problems.name);
        setAttempt((n) => n + 1); // the summary takes focus and comes into view
        return;
      }
    }
    if (step < SINGLE_PAGE_STEPS) setStep(step + 1);
    else await generate();
  }

  async function generate() {
    if (busy || !owner) return;
    setBusy(true);
    try {
      const siteId = await publishSinglePageSite(owner);
      navigate(`/preview-site-generated/${encodeURIComponent(siteId)}`);
    } catch (error) {
      console.error('Brick: could not create the site', error);
      reportSaveProblem(error, SITE_NOT_CREATED);
      setBusy(false);
    }
  }

  const answers = stored === undefined ? null : answersOf(stored);
  // Each change is an edit of the answer it touched; the name typed into again stops saying it is missing.
  const onEdit: OnEdit = (change, before) => {
    if ('set' in change && change.set === 'name' && typeof change.value === 'string' && change.value.trim()) setNameError(null);
    return edit([change], 'set' in change && before !== undefined ? { [change.set]: before } : undefined);
  };
  const testimonialCount = answers ? splitTestimonialsUntrimmed(answers.testimonialsText).length : 0;

  return (
    <div className="wizard">
      <SiteFrame template={template}>
        <header className="wizard-band">
          <p className="wizard-count">Build your artist site</p>
          <h1>Artist site wizard</h1>
          <div className="wizard-progress" role="progressbar" aria-label="Wizard progress" aria-valuemin={1} aria-valuemax={SINGLE_PAGE_STEPS} aria-valuenow={step}>
            <span style={{ width: `${(step / SINGLE_PAGE_STEPS) * 100}%` }} />
          </div>
        </header>
      </SiteFrame>
      <form className="wizard-body card" noValidate onSubmit={(event) => void goNext(event)}>
        <p className="wizard-step-of">
          Step {step} of {SINGLE_PAGE_STEPS}
        </p>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
          {STEP_TITLES[step - 1]}
        </h2>

        {step === 1 && <ErrorSummary problems={nameError ? [{ message: nameError, fieldId: `${id}-name` }] : []} attempt={attempt} />}

        {!answers && <StepLoading />}

        {answers && step !== 5 && <FieldsEditor fields={stepFields(step, testimonialCount)} value={answers} onEdit={onEdit} idPrefix={id} errors={{ name: nameError ?? undefined }} />}

        {answers && step === 5 && <ContactFields contact={answers.contact} values={answers.contactValues} onEdit={edit} />}

        <div className="actions wizard-actions">
          {step > 1 ? (
            <button type="button" className="button button--quiet" onClick={() => setStep(step - 1)}>
              Back
            </button>
          ) : null}
          {step < SINGLE_PAGE_STEPS ? (
            <button type="submit" className="button">
              Next
            </button>
          ) : (
            <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
              Generate Site
            </button>
          )}
        </div>
      </form>
    </div>
  );
}

export default function SinglePageWizardPage() {
  return (
    <SinglePageWizard />
  );
}
