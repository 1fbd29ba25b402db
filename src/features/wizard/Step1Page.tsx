import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { FieldsEditor, fieldInputId, type OnEdit } from '../../ui/FieldsEditor';
import { onboardingDraftKey } from '../../storage/drafts';
import { step1Fields, validateStep1, type Step1Key } from '../../domain/wizard';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { useWizardStep, type DraftOf } from './useWizardStep';
import { wizardKindFor } from '../../sites/wizard-kinds';

type Step1Draft = DraftOf & { templateId: string } & Partial<Record<Step1Key, string>>;

const TITLES = {
  artist: 'Basic Info',
  blog: 'Basic Info for your blog',
  business: 'Basic Info for your business',
  event: 'Basic Info for your event',
} as const;

const target = { table: 'drafts', key: onboardingDraftKey(1) };

/** /onboarding/step1: Basic Info, its fields and required rules set by the chosen template id. */
function Step1() {
  const [params] = useSearchParams();
  const fromUrl = params.get('template');
  const { status, value, edit, next, settled } = useWizardStep<Step1Draft>(1, (saved) => ({
    ...(saved ?? {}),
    templateId: fromUrl || (typeof saved?.templateId === 'string' && saved.templateId) || 'artist',
  }));
  const [errors, setErrors] = useState<Partial<Record<Step1Key, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const formId = useId();

  // ?template= sets the template id in the step 1 draft (which it creates), once it is read.
  const templateSaved = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || !value || templateSaved.current) return;
    templateSaved.current = true;
    void edit([{ set: 'templateId', value: value.templateId }]);
  }, [status, value, edit]);

  if (status !== 'ready' || !value) return <StepLoading />;
  // What the chosen template makes (the manifest of kinds says): Step 1's fields and title follow it.
  const variant = wizardKindFor(value.templateId).step1;
  const fields = step1Fields(variant);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The rules judge the draft as stored after the last keystroke, not what this screen shows.
    const draft = await settled();
    if (!draft) return;
    const step1 = wizardKindFor(draft.templateId).step1;
    const found = validateStep1(step1, draft);
    setErrors(found);
    if (step1Fields(step1).some((f) => found[f.path])) {
      setAttempt((n) => n + 1); // the summary takes focus and comes into view
      return;
    }
    await next();
  }

  // Each change is an edit of the field it touched; a field typed into again stops saying it is missing.
  const onEdit: OnEdit = (change, before) => {
    if (!('set' in change)) return;
    const key = change.set as Step1Key;
    if (errors[key] && typeof change.value === 'string' && change.value.trim() !== '') setErrors((e) => ({ ...e, [key]: undefined }));
    return edit([change], before !== undefined ? { [change.set]: before } : undefined);
  };

  return (
    <WizardShell step={1} templateId={value.templateId} title={TITLES[variant]} intro="Start with the essentials. Fields marked * are required.">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary
          problems={fields.flatMap((field) => (errors[field.path] ? [{ message: errors[field.path]!, fieldId: fieldInputId(formId, field) }] : []))}
          attempt={attempt}
        />
        <FieldsEditor fields={fields} value={value} onEdit={onEdit} errors={errors} idPrefix={formId} imageTarget={target} />
        <StepActions step={1} />
      </form>
    </WizardShell>
  );
}

export default function Step1Page() {
  return (
    <Step1 />
  );
}
