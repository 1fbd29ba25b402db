import type { Field } from '../../domain/fields';
import { FieldsEditor } from '../../ui/FieldsEditor';
import { WizardStepPage } from './WizardStepPage';

const FIELDS: Field[] = [{ path: 'services', label: 'Services', kind: 'textarea', rows: 6, hint: 'For example: commissions, prints, live painting at events.' }];

/** /onboarding/step3: Services, free text. */
export default function Step3Page() {
  return (
    <WizardStepPage
      step={3}
      title="Services"
      intro="What do you offer? Write it the way you would say it."
      initial={(saved) => ({
        ...(saved ?? {}),
        services: Array.isArray(saved?.services) ? saved.services.join('\n') : typeof saved?.services === 'string' ? saved.services : '',
      })}
    >
      {({ value, edit }) => <FieldsEditor fields={FIELDS} value={value} onEdit={(change, before) => edit([change], before !== undefined ? { services: before } : undefined)} />}
    </WizardStepPage>
  );
}
