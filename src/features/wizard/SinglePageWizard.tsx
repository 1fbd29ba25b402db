import { reportSaveProblem } from '../../ui/report-save-problem';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { ImageInput } from '../../ui/ImageInput';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { useSession } from '../../state/session';
import { notifyError } from '../../state/notices';
import { SiteFrame } from '../../sites/SiteFrame';
import { editContent, readContent, type Content } from '../../storage/edits';
import type { Edit } from '../../domain/edits';
import { SINGLE_PAGE_STEPS, splitTestimonialsUntrimmed, validateStep1 } from '../../domain/wizard';
import { ContactFields } from './ContactFields';
import { StepLoading } from './WizardShell';
import { TypedField } from './TypedField';
import { wizardTemplate } from './wizard-template';
import { publishSinglePageSite } from './publish';
import { answersOf, onboardRef } from './single-page-draft';
import { DRAFT_NOT_SAVED, SITE_NOT_CREATED } from './wizard-messages';
import './wizard.css';

const STEP_TITLES = ['Basic Info', 'Highlight Images', 'Services', 'Testimonials', 'Contact Info', 'Gallery Images'];

type EditAnswers = (edits: Edit[], before?: Record<string, string>) => Promise<void>;

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
  const nameRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
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
  const text = (path: 'tagline' | 'about' | 'services' | 'testimonialsText') => ({
    stored: answers?.[path] ?? '',
    onSave: (next: string, before: string) => void edit([{ set: path, value: next }], { [path]: before }),
  });
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

        {answers && step === 1 && (
          <>
            <TypedField
              label="Name (artist or band)"
              required
              inputRef={nameRef}
              id={`${id}-name`}
              error={nameError ?? undefined}
              stored={answers.name}
              onSave={(next, before) => {
                void edit([{ set: 'name', value: next }], { name: before });
                if (next.trim()) setNameError(null);
              }}
            />
            <TypedField label="Tagline" {...text('tagline')} />
            <TypedField label="About" kind="textarea" {...text('about')} />
            <ImageInput label="Logo" value={answers.logo || null} onChange={(logo) => edit([{ set: 'logo', value: logo ?? '' }])} />
          </>
        )}

        {answers && step === 2 && <ImageList label="Highlight image" path="highlightImages" images={answers.highlightImages} edit={edit} />}

        {answers && step === 3 && <TypedField label="Services" kind="textarea" rows={6} {...text('services')} />}

        {answers && step === 4 && (
          <TypedField
            label="Testimonials (one per line)"
            kind="textarea"
            rows={6}
            hint={`2 to 3 work best. ${testimonialCount === 1 ? '1 line' : `${testimonialCount} lines`} so far.`}
            {...text('testimonialsText')}
          />
        )}

        {answers && step === 5 && <ContactFields contact={answers.contact} values={answers.contactValues} onEdit={edit} />}

        {answers && step === 6 && <ImageList label="Gallery image" path="galleryImages" images={answers.galleryImages} edit={edit} />}

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

/**
 * Several images: one field per chosen image, and one more to add the next. A pick replaces or
 * adds its own place in the stored list, so picks made back to back all stay.
 */
function ImageList({ label, path, images, edit }: { label: string; path: string; images: string[]; edit: EditAnswers }) {
  return (
    <div className="wizard-image-list">
      {images.map((src, index) => (
        <ImageInput
          key={index}
          label={`${label} ${index + 1}`}
          value={src}
          onChange={(next) => edit([next ? { set: `${path}.${index}`, value: next } : { remove: path, at: index }])}
        />
      ))}
      <ImageInput
        key={`add-${images.length}`}
        label={images.length ? `Add another ${label.toLowerCase()}` : `${label} (add one or more)`}
        value={null}
        onChange={(next) => (next ? edit([{ add: path, item: next }]) : undefined)}
      />
    </div>
  );
}

export default function SinglePageWizardPage() {
  return (
    <SinglePageWizard />
  );
}
