/**
 * The wizards' publish (spec.md section 2: step 8's Save & Publish, the 6-step wizard's Generate
 * Site), all-or-nothing: the preview data under site_previews, preview_{id} and site_preview_{id},
 * the site in its owner's list and in the published `sites` list, and the drafts cleared, in one
 * transaction. What is published is the drafts as stored, after every edit made so far (issue 22).
 */
import type { PreviewData, SiteType } from '../domain/schemas';
import { buildWizardSite } from '../domain/wizard';
import { db } from './db';
import { readDraft, type DraftKey } from './drafts';
import { editsSettled } from './edits';
import { savePreview } from './previews';
import { freshSiteId, publishSite, saveUserSite } from './sites';

const TABLES = () => [db.drafts, db.previews, db.sites, db.users, db.versions];

/** What a wizard's drafts become: the preview data, the site type and its visual template. */
export interface WizardSitePlan {
  data: PreviewData;
  type?: SiteType;
  visualTemplateId: string;
}

/** Creates and publishes a wizard-made site from its preview data, in one transaction; returns its id. */
export function createWizardSite(params: WizardSitePlan & { owner: string; now?: Date }): Promise<string> {
  return db.transaction('rw', TABLES(), async () => {
    const id = await freshSiteId();
    const data = { ...params.data, id };
    await savePreview('site_previews', id, data);
    await savePreview('preview', id, data);
    await savePreview('site_preview', id, data);
    const site = buildWizardSite({ id, data, owner: params.owner, visualTemplateId: params.visualTemplateId, now: params.now ?? new Date(), type: params.type });
    await saveUserSite(params.owner, site);
    await publishSite(site, params.owner);
    return id;
  });
}

/**
 * Publishes the site a wizard's stored drafts describe, then clears those drafts. `plan` turns
 * the drafts (by key; missing ones absent) into the site, and may throw to refuse (nothing is
 * written then, and the drafts stay).
 */
export async function publishWizardSite(params: {
  owner: string;
  drafts: readonly DraftKey[];
  plan(drafts: Partial<Record<DraftKey, Record<string, unknown>>>): WizardSitePlan;
  now?: Date;
}): Promise<{ id: string; plan: WizardSitePlan }> {
  await editsSettled();
  return db.transaction('rw', TABLES(), async () => {
    const drafts: Partial<Record<DraftKey, Record<string, unknown>>> = {};
    for (const key of params.drafts) {
      const value = await readDraft(key);
      if (value && typeof value === 'object' && !Array.isArray(value)) drafts[key] = value;
    }
    const plan = params.plan(drafts);
    const id = await createWizardSite({ ...plan, owner: params.owner, now: params.now });
    await db.drafts.bulkDelete([...params.drafts]);
    return { id, plan };
  });
}
