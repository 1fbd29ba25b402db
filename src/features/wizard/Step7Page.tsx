import { FieldsEditor, type OnEdit } from '../../ui/FieldsEditor';
import type { Field } from '../../domain/fields';
import { onboardingDraftKey } from '../../storage/drafts';
import { defaultNavLinks, NAV_SECTIONS } from '../../domain/wizard';
import { useLiveDraft, type DraftOf } from './useWizardStep';
import { WizardStepPage } from './WizardStepPage';
import type { Edit } from '../../domain/edits';

type Step7Draft = DraftOf & { headerBg: string; footerImg: string; navLinks: Record<string, boolean> };

const target = { table: 'drafts', key: onboardingDraftKey(7) };
const NAV_FIELDS: Field[] = NAV_SECTIONS.map((name) => ({ path: `navLinks.${name}`, label: name, kind: 'toggle' }));
const IMAGE_FIELDS: Field[] = [
  { path: 'headerBg', label: 'Header background (optional)', kind: 'image' },
  { path: 'footerImg', label: 'Footer image (optional)', kind: 'image' },
];

/**
 * One toggle's edits. A draft from an older version may list only some sections (those show as
 * on): each missing one is stored as on too, so they stay on when the site is published. A draft
 * not stored yet starts from all on (the step's defaults), so it needs no more.
 */
function navEdits(stored: unknown, name: string, on: boolean): Edit[] {
  const listed = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : null;
  const missing = listed ? NAV_SECTIONS.filter((section) => section !== name && !(section in listed)) : [];
  return [...missing.map((section) => ({ set: `navLinks.${section}`, value: true })), { set: `navLinks.${name}`, value: on }];
}

function initial(saved: DraftOf | undefined): Step7Draft {
  return {
    ...(saved ?? {}),
    headerBg: typeof saved?.headerBg === 'string' ? saved.headerBg : '',
    footerImg: typeof saved?.footerImg === 'string' ? saved.footerImg : '',
    navLinks: { ...defaultNavLinks(), ...((saved?.navLinks as Record<string, boolean> | undefined) ?? {}) },
  };
}

/** /onboarding/step7: Navigation & Footer; Next goes to step 8. */
export default function Step7Page() {
  const stored = useLiveDraft(7)?.navLinks;
  return (
    <WizardStepPage step={7} title="Navigation & Footer" intro="Pick the sections your menu links to, and add optional header and footer images." initial={initial}>
      {({ value, edit }) => {
        const onEdit: OnEdit = (change) => {
          if (!('set' in change)) return;
          if (!change.set.startsWith('navLinks.')) return edit([change]);
          return edit(navEdits(stored, change.set.slice('navLinks.'.length), change.value === true));
        };
        return (
          <>
            <fieldset className="wizard-nav">
              <legend>Navigation sections</legend>
              <div className="wizard-nav-grid">
                <FieldsEditor fields={NAV_FIELDS} value={value} onEdit={onEdit} />
              </div>
            </fieldset>
            <FieldsEditor fields={IMAGE_FIELDS} value={value} onEdit={onEdit} imageTarget={target} />
          </>
        );
      }}
    </WizardStepPage>
  );
}
