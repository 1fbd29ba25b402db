import { reportSaveProblem } from '../../ui/report-save-problem';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ImageInput } from '../../ui/ImageInput';
import { useSession } from '../../state/session';
import { SiteFrame } from '../../sites/SiteFrame';
import {
  buildSinglePagePreviewData, emptySinglePageAnswers, SINGLE_PAGE_STEPS, splitTestimonialsUntrimmed, validateStep1,
  type SinglePageAnswers,
} from '../../domain/wizard';
import { ContactFields, contactValuesOf, type ContactValues } from './ContactFields';
import { wizardTemplate } from './WizardShell';
import { createWizardSite } from './publish';
import { SITE_NOT_CREATED } from './wizard-messages';
import './wizard.css';

const STEP_TITLES = ['Basic Info', 'Highlight Images', 'Services', 'Testimonials', 'Contact Info', 'Gallery Images'];

/** /onboard: the single-page six-step artist wizard; Generate Site goes to /preview-site-generated/{id}. */
function SinglePageWizard() {
  const navigate = useNavigate();
  const owner = useSession((s) => s.currentUser?.email);
  const id = useId();
  const [step, setStep] = useState(1);
  const [answers, setAnswers] = useState<SinglePageAnswers>(emptySinglePageAnswers);
  const [contactValues, setContactValues] = useState<ContactValues>(() => contactValuesOf(undefined));
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const set = (patch: Partial<SinglePageAnswers>) => setAnswers((a) => ({ ...a, ...patch }));
  const template = wizardTemplate('artist');

  function goNext(event: FormEvent) {
    event.preventDefault();
    if (step === 1) {
      const problems = validateStep1('artist', answers);
      if (problems.name) {
        setNameError(problems.name);
        nameRef.current?.focus();
        return;
      }
    }
    if (step < SINGLE_PAGE_STEPS) setStep(step + 1);
    else void generate();
  }

  async function generate() {
    if (busy || !owner) return;
    setBusy(true);
    try {
      const siteId = await createWizardSite({ data: buildSinglePagePreviewData(answers), owner, visualTemplateId: template.id, type: 'artist' });
      navigate(`/preview-site-generated/${encodeURIComponent(siteId)}`);
    } catch (error) {
      console.error('Brick: could not create the site', error);
      reportSaveProblem(error, SITE_NOT_CREATED);
      setBusy(false);
    }
  }

  const testimonialCount = splitTestimonialsUntrimmed(answers.testimonialsText).length;

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
      <form className="wizard-body card" noValidate onSubmit={goNext}>
        <p className="wizard-step-of">
          Step {step} of {SINGLE_PAGE_STEPS}
        </p>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
          {STEP_TITLES[step - 1]}
        </h2>

        {step === 1 && (
          <>
            <div className="field">
              <label htmlFor={`${id}-name`}>
                Name (artist or band)<span aria-hidden="true"> *</span>
              </label>
              <input
                ref={nameRef}
                id={`${id}-name`}
                required
                value={answers.name}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${id}-name-error` : undefined}
                onChange={(event) => {
                  set({ name: event.target.value });
                  if (event.target.value.trim()) setNameError(null);
                }}
              />
              {nameError ? (
                <span id={`${id}-name-error`} className="field-error">
                  {nameError}
                </span>
              ) : null}
            </div>
            <div className="field">
              <label htmlFor={`${id}-tagline`}>Tagline</label>
              <input id={`${id}-tagline`} value={answers.tagline} onChange={(event) => set({ tagline: event.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-about`}>About</label>
              <textarea id={`${id}-about`} rows={5} value={answers.about} onChange={(event) => set({ about: event.target.value })} />
            </div>
            <ImageInput label="Logo" value={answers.logo || null} onChange={(logo) => set({ logo: logo ?? '' })} />
          </>
        )}

        {step === 2 && (
          <ImageList label="Highlight image" images={answers.highlightImages} onChange={(highlightImages) => set({ highlightImages })} />
        )}

        {step === 3 && (
          <div className="field">
            <label htmlFor={`${id}-services`}>Services</label>
            <textarea id={`${id}-services`} rows={6} value={answers.services} onChange={(event) => set({ services: event.target.value })} />
          </div>
        )}

        {step === 4 && (
          <div className="field">
            <label htmlFor={`${id}-testimonials`}>Testimonials (one per line)</label>
            <textarea
              id={`${id}-testimonials`}
              rows={6}
              value={answers.testimonialsText}
              aria-describedby={`${id}-testimonials-hint`}
              onChange={(event) => set({ testimonialsText: event.target.value })}
            />
            <span id={`${id}-testimonials-hint`} className="field-hint">
              2 to 3 work best. {testimonialCount === 1 ? '1 line' : `${testimonialCount} lines`} so far.
            </span>
          </div>
        )}

        {step === 5 && (
          <ContactFields
            contact={answers.contact}
            values={contactValues}
            onChange={(contact, values) => {
              set({ contact });
              setContactValues(values);
            }}
          />
        )}

        {step === 6 && <ImageList label="Gallery image" images={answers.galleryImages} onChange={(galleryImages) => set({ galleryImages })} />}

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

/** Several images: one field per chosen image, and one more to add the next. */
function ImageList({ label, images, onChange }: { label: string; images: string[]; onChange(next: string[]): void }) {
  return (
    <div className="wizard-image-list">
      {images.map((src, index) => (
        <ImageInput
          key={`${index}-${src.length}`}
          label={`${label} ${index + 1}`}
          value={src}
          onChange={(next) => onChange(next ? images.map((s, i) => (i === index ? next : s)) : images.filter((_, i) => i !== index))}
        />
      ))}
      <ImageInput key={`add-${images.length}`} label={images.length ? `Add another ${label.toLowerCase()}` : `${label} (add one or more)`} value={null} onChange={(next) => {
          if (next) onChange([...images, next]);
        }} />
    </div>
  );
}

export default function SinglePageWizardPage() {
  return (
    <SinglePageWizard />
  );
}
