import type { PreviewData, SiteType } from '../../domain/schemas';
import { buildWizardSite } from '../../domain/wizard';
import { savePreview } from '../../storage/previews';
import { freshSiteId, publishSite, saveUserSite } from '../../storage/sites';

/**
 * Creates and publishes a wizard-made site: the preview data under site_previews,
 * preview_{id} and site_preview_{id}; the site record in the owner's list and the published
 * `sites` list. Returns the new id.
 */
export async function createWizardSite(params: { data: PreviewData; owner: string; visualTemplateId: string; type?: SiteType }): Promise<string> {
  const id = await freshSiteId();
  const data = { ...params.data, id };
  await savePreview('site_previews', id, data);
  await savePreview('preview', id, data);
  await savePreview('site_preview', id, data);
  const site = buildWizardSite({ id, data, owner: params.owner, visualTemplateId: params.visualTemplateId, now: new Date(), type: params.type });
  await saveUserSite(params.owner, site);
  await publishSite(site, params.owner);
  return id;
}
