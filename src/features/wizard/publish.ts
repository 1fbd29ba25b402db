import type { OnboardingStepNumber, SiteType } from '../../domain/schemas';
import { DEFAULT_WIZARD_TEMPLATE, wizardKindFor } from '../../sites/wizard-kinds';
import {
  buildPreviewData, buildSinglePagePreviewData, validateStep1, type WizardDrafts,
} from '../../domain/wizard';
import { onboardingDraftKey } from '../../storage/drafts';
import { publish } from '../../storage/publish';
import { answersOf, ONBOARD_DRAFT } from './single-page-draft';
import { wizardTemplate } from './wizard-template';

const STEP_NUMBERS: OnboardingStepNumber[] = [1, 2, 3, 4, 5, 6, 7];

/** Step 1's required answers are missing in the stored draft (another tab may have cleared one). */
export class BasicInfoMissingError extends Error {}

/** The seven stored drafts as the domain reads them. */
export function wizardDrafts(byKey: Partial<Record<string, Record<string, unknown>>>): WizardDrafts {
  const drafts: WizardDrafts = {};
  for (const n of STEP_NUMBERS) {
    const value = byKey[onboardingDraftKey(n)];
    if (value) drafts[n] = value;
  }
  return drafts;
}

/** Step 8's Save & Publish: the site the stored drafts describe; the drafts are cleared. */
export async function publishOnboardingSite(owner: string): Promise<{ id: string; type: SiteType }> {
  let type: SiteType = wizardKindFor(DEFAULT_WIZARD_TEMPLATE).type;
  const { id } = await publish({
    owner,
    from: {
      wizard: STEP_NUMBERS.map(onboardingDraftKey),
      plan(byKey) {
        const drafts = wizardDrafts(byKey);
        const kind = wizardKindFor(drafts[1]?.templateId);
        const data = buildPreviewData(drafts, kind);
        if (Object.keys(validateStep1(kind.step1, drafts[1] ?? {})).length > 0) throw new BasicInfoMissingError();
        type = kind.type;
        return { data, kind, visualTemplateId: wizardTemplate(data.templateId).id };
      },
    },
  });
  return { id, type };
}

/** The 6-step wizard's Generate Site: an artist site from its stored answers; the answers are cleared. */
export async function publishSinglePageSite(owner: string): Promise<string> {
  const { id } = await publish({
    owner,
    from: {
      wizard: [ONBOARD_DRAFT],
      plan: (byKey) => ({
        data: buildSinglePagePreviewData(answersOf(byKey[ONBOARD_DRAFT])),
        kind: wizardKindFor('artist'),
        visualTemplateId: wizardTemplate('artist').id,
      }),
    },
  });
  return id;
}
