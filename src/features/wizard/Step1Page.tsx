import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ImageInput } from '../../ui/ImageInput';
import { onboardingDraftKey } from '../../storage/drafts';
import { step1Fields, step1VariantFor, validateStep1, type Step1Field, type Step1Key } from '../../domain/wizard';
import { StepActions, StepLoading, WizardShell } from './WizardShell';
import { useWizardStep, type DraftOf } from './useWizardStep';

type Step1Draft = DraftOf & { templateId: string } & Partial<Record<Step1Key, string>>;

const TITLES = {
  artist: 'Basic Info',
  blog: 'Basic Info for your blog',
  business: 'Basic Info for your business',
  event: 'Basic Info for your event',
} as const;

/** /onboarding/step1: Basic Info, its fields and required rules set by the chosen template id. */
function Step1() {
  const [params] = useSearchParams();
  const fromUrl = params.get('template');
  const { status, value, update, next } = useWizardStep<Step1Draft>(1, (saved) => ({
    ...(saved ?? {}),
    templateId: fromUrl || (typeof saved?.templateId === 'string' && saved.templateId) || 'artist',
  }));
  const [errors, setErrors] = useState<Partial<Record<Step1Key, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // ?template= sets the template id in the step 1 draft (saved once the draft is read).
  const templateSaved = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || !value || templateSaved.current) return;
    templateSaved.current = true;
    update({ templateId: value.templateId } as Partial<Step1Draft>);
  }, [status, value, update]);

  if (status !== 'ready' || !value) return <StepLoading />;
  const fields = step1Fields(value.templateId);
  const variant = step1VariantFor(value.templateId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateStep1(value!.templateId, value!);
    setErrors(found);
    const firstBad = fields.find((f) => found[f.key]);
    if (firstBad) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${firstBad.key}"]`)?.focus();
      return;
    }
    void next();
  }

  return (
    <WizardShell step={1} templateId={value.templateId} title={TITLES[variant]} intro="Start with the essentials. Fields marked * are required.">
      <form ref={formRef} noValidate onSubmit={submit}>
        {fields.map((field) => (
          <Step1Input
            key={field.key}
            field={field}
            value={value[field.key] ?? ''}
            error={errors[field.key]}
            onChange={(next) => {
              update({ [field.key]: next } as Partial<Step1Draft>);
              if (errors[field.key] && next.trim() !== '') setErrors((e) => ({ ...e, [field.key]: undefined }));
            }}
          />
        ))}
        <StepActions step={1} />
      </form>
    </WizardShell>
  );
}

function Step1Input({ field, value, error, onChange }: { field: Step1Field; value: string; error?: string; onChange(next: string): void }) {
  const id = useId();
  if (field.kind === 'image') {
    return (
      <ImageInput
        label={field.label}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        target={{ table: 'drafts', key: onboardingDraftKey(1) }}
      />
    );
  }
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [field.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-field': field.key,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {field.kind === 'textarea' ? <textarea rows={5} {...common} /> : <input type={field.kind} {...common} />}
      {field.hint ? (
        <span id={hintId} className="field-hint">
          {field.hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export default function Step1Page() {
  return (
    <Step1 />
  );
}
