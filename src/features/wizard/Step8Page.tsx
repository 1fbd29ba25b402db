import { reportSaveProblem } from '../../ui/report-save-problem';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { ImageThumb } from '../../ui/ImageInput';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { useSession } from '../../state/session';
import { notifyError } from '../../state/notices';
import { onboardingDraftKey } from '../../storage/drafts';
import { readContent } from '../../storage/edits';
import type { PreviewData } from '../../domain/schemas';
import { testimonialQuotes } from '../../domain/site-content';
import {
  buildPreviewData, enabledNavNames, step1Fields, stepPath, validateStep1,
  type WizardDrafts,
} from '../../domain/wizard';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { useWizardStep } from './useWizardStep';
import { BasicInfoMissingError, publishOnboardingSite, wizardDrafts } from './publish';
import { FIX_BASIC_INFO, SITE_NOT_CREATED } from './wizard-messages';
import { afterPublishPathFor } from '../../sites/variant-routes';
import { wizardKindFor } from '../../sites/wizard-kinds';

/** The seven drafts as stored now, in every tab (undefined while reading). */
function useLiveDrafts(): WizardDrafts | undefined {
  return useLiveQuery(async () => {
    const byKey: Record<string, Record<string, unknown>> = {};
    for (const n of [1, 2, 3, 4, 5, 6, 7] as const) {
      const value = await readContent({ table: 'drafts', key: onboardingDraftKey(n) });
      if (value) byKey[onboardingDraftKey(n)] = value;
    }
    return wizardDrafts(byKey);
  }, []);
}

/** /onboarding/step8: the review of everything collected; Save & Publish publishes the stored drafts. */
function Step8() {
  const navigate = useNavigate();
  const owner = useSession((s) => s.currentUser?.email);
  const { status } = useWizardStep(8, () => ({}));
  const drafts = useLiveDrafts();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(0);

  if (status !== 'ready' || !drafts) return <StepLoading />;
  const kind = wizardKindFor(drafts[1]?.templateId);
  const data = buildPreviewData(drafts, kind);
  const problems = validateStep1(kind.step1, drafts[1] ?? {});
  const incomplete = Object.keys(problems).length > 0;

  async function publish() {
    if (busy || !owner) return;
    if (incomplete) {
      setRefused((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      // What is published is the drafts as stored, read in the same transaction that publishes.
      const site = await publishOnboardingSite(owner);
      navigate(afterPublishPathFor({ id: site.id, type: site.type }));
    } catch (error) {
      setBusy(false);
      if (error instanceof BasicInfoMissingError) {
        notifyError(FIX_BASIC_INFO);
        return;
      }
      console.error('Brick: could not create the wizard site', error);
      reportSaveProblem(error, SITE_NOT_CREATED);
    }
  }
  return (
    <WizardShell step={8} templateId={data.templateId} title="Review & Publish" intro="Check everything below. Edit any part, then save and publish your site.">
      {/* Shown as soon as the step opens; Save & Publish while it shows puts it in view and focus. */}
      <ErrorSummary title={FIX_BASIC_INFO} problems={Object.values(problems).map((message) => ({ message }))} attempt={refused} />
      <Review data={data} drafts={drafts} />
      <StepActions step={8}>
        <button type="button" className="button" onClick={() => void publish()} disabled={busy} aria-busy={busy || undefined}>
          Save & Publish
        </button>
      </StepActions>
    </WizardShell>
  );
}

function ReviewSection({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <section className="wizard-review-section" aria-label={title}>
      <div className="wizard-review-head">
        <h2>{title}</h2>
        <Link to={stepPath(step)} className="link-edit" aria-label={`Edit ${title}`}>
          Edit
        </Link>
      </div>
      {children}
    </section>
  );
}

const Empty = () => <p className="muted">Nothing added.</p>;

function Review({ data, drafts }: { data: PreviewData; drafts: WizardDrafts }) {
  const extras = (drafts[1] ?? {});
  const fields = step1Fields(wizardKindFor(data.templateId).step1);
  const services = typeof data.services === 'string' ? data.services : '';
  const nav = enabledNavNames(data.navLinks);
  const contact = [
    ['Email', data.contact.email],
    ['Phone', data.contact.phone],
    ['Social', data.contact.social],
  ].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return (
    <div className="wizard-review">
      <ReviewSection step={1} title="Basic Info">
        <dl className="wizard-facts">
          {fields
            .filter((field) => field.kind !== 'image')
            .map((field) => {
              const value = extras[field.path];
              return (
                <div key={field.path}>
                  <dt>{field.label}</dt>
                  <dd>{typeof value === 'string' && value.trim() !== '' ? value : <span className="muted">Not filled in</span>}</dd>
                </div>
              );
            })}
        </dl>
        {data.logo ? <ImageThumb src={data.logo} alt="Logo" className="wizard-thumb wizard-thumb--logo" /> : null}
      </ReviewSection>
      <ReviewSection step={2} title="Upload Highlight">
        {data.highlightImage ? <ImageThumb src={data.highlightImage} alt="Highlight image" className="wizard-thumb" /> : <Empty />}
      </ReviewSection>
      <ReviewSection step={3} title="Services">
        {services.trim() ? <p className="wizard-pre">{services}</p> : <Empty />}
      </ReviewSection>
      <ReviewSection step={4} title="Testimonials">
        {data.testimonials.length ? (
          <ul className="wizard-quotes">
            {testimonialQuotes(data.testimonials).map(({ quote }, index) => (
              <li key={index}>“{quote}”</li>
            ))}
          </ul>
        ) : (
          <Empty />
        )}
      </ReviewSection>
      <ReviewSection step={5} title="Contact Info">
        {contact.length ? (
          <dl className="wizard-facts">
            {contact.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <Empty />
        )}
      </ReviewSection>
      <ReviewSection step={6} title="Upload Gallery">
        {data.galleryImage ? <ImageThumb src={data.galleryImage} alt="Gallery image" className="wizard-thumb" /> : <Empty />}
      </ReviewSection>
      <ReviewSection step={7} title="Navigation & Footer">
        <p>
          <strong>Navigation:</strong> {nav.length ? nav.join(', ') : 'none'}
        </p>
        <div className="wizard-thumbs">
          {data.headerBg ? <ImageThumb src={data.headerBg} alt="Header background" className="wizard-thumb" /> : null}
          {data.footerImg ? <ImageThumb src={data.footerImg} alt="Footer image" className="wizard-thumb" /> : null}
        </div>
      </ReviewSection>
    </div>
  );
}

export default function Step8Page() {
  return (
    <Step8 />
  );
}
