/**
 * Editor and wizard drafts, one row per localStorage key: business_form, artistForm,
 * user_profile, artist_about, artist_email, onboarding_step1..onboarding_step7, and
 * onboard_wizard (the single-page wizard's answers).
 */
import { z } from '../domain/zod';
import {
  ArtistFormSchema, BusinessSiteSchema, ONBOARDING_STEP_SCHEMAS, OnboardWizardSchema, ProfileSchema, StoreSchema,
  type OnboardingStepNumber,
} from '../domain/schemas';
import { db } from './db';

export type OnboardingDraftKey = `onboarding_step${OnboardingStepNumber}`;

/** business_form holds the business editor's form, or the store form (it has products). */
const BusinessFormSchema = z.pipe(z.looseObject({}), z.transform((value: Record<string, unknown>, ctx) => {
  const result = (Array.isArray(value.products) ? StoreSchema : BusinessSiteSchema).safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: value });
  return z.NEVER;
}));

export const DRAFT_SCHEMAS = {
  business_form: BusinessFormSchema,
  artistForm: ArtistFormSchema,
  user_profile: ProfileSchema,
  // Plain text: older versions stored these without JSON quotes (legacy-import.ts copes).
  artist_about: z.string(),
  artist_email: z.string(),
  onboarding_step1: ONBOARDING_STEP_SCHEMAS[1],
  onboarding_step2: ONBOARDING_STEP_SCHEMAS[2],
  onboarding_step3: ONBOARDING_STEP_SCHEMAS[3],
  onboarding_step4: ONBOARDING_STEP_SCHEMAS[4],
  onboarding_step5: ONBOARDING_STEP_SCHEMAS[5],
  onboarding_step6: ONBOARDING_STEP_SCHEMAS[6],
  onboarding_step7: ONBOARDING_STEP_SCHEMAS[7],
  onboard_wizard: OnboardWizardSchema,
} as const;

export type DraftKey = keyof typeof DRAFT_SCHEMAS;
export type DraftValue<K extends DraftKey> = z.infer<(typeof DRAFT_SCHEMAS)[K]>;
export const DRAFT_KEYS = Object.keys(DRAFT_SCHEMAS) as DraftKey[];

export function isDraftKey(key: string): key is DraftKey {
  return Object.prototype.hasOwnProperty.call(DRAFT_SCHEMAS, key);
}

/** Validates and stores a draft; returns the stored value (with the spec's defaults filled in). */
export async function saveDraft<K extends DraftKey>(key: K, value: z.input<(typeof DRAFT_SCHEMAS)[K]>): Promise<DraftValue<K>> {
  const parsed = DRAFT_SCHEMAS[key].parse(value) as DraftValue<K>;
  return db.transaction('rw', db.drafts, async () => {
    await db.drafts.put({ key, value: parsed, _updatedAt: Date.now() });
    return parsed;
  });
}

export async function readDraft<K extends DraftKey>(key: K): Promise<DraftValue<K> | undefined> {
  return (await db.drafts.get(key))?.value as DraftValue<K> | undefined;
}

/** The wizard's step n draft (spec.md section 2: each step is guarded by the previous one). */
export const onboardingDraftKey = (step: OnboardingStepNumber): OnboardingDraftKey => `onboarding_step${step}`;
