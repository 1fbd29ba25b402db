import { beforeEach, describe, expect, it } from 'vitest';
import { resetStorageForTests } from '../../../src/storage/testing';
import { createUser } from '../../../src/storage/users';
import { publish } from '../../../src/storage/publish';
import type { PreviewData } from '../../../src/domain/schemas';
import { buildPreviewData } from '../../../src/domain/wizard';
import { wizardKindFor } from '../../../src/sites/wizard-kinds';
import { readListing, readPreview } from '../../../src/storage/previews';
import { getSite, isSiteListed, listSitesOfUser } from '../../../src/storage/sites';

beforeEach(async () => {
  await resetStorageForTests();
});

/** A wizard's publish with this preview data (no drafts read). */
const createWizardSite = async ({ owner, ...plan }: { data: PreviewData; owner: string; visualTemplateId: string }) =>
  (await publish({ owner, from: { wizard: [], plan: () => ({ ...plan, kind: wizardKindFor(plan.data.templateId) }) } })).id;

describe('publish from a wizard', () => {
  it('stores the preview under all three keys and publishes the site to its owner', async () => {
    await createUser({ email: 'ada@example.com', password: 'pw', plan: 'free' });
    const data = buildPreviewData({ 1: { name: 'Blog', tagline: 'T', about: 'A', templateId: 'blog' } }, wizardKindFor('blog'));
    const id = await createWizardSite({ data, owner: 'ada@example.com', visualTemplateId: 'elegant-minimalist' });
    expect(await readListing(id)).toMatchObject({ id, name: 'Blog', templateId: 'blog' });
    expect(await readPreview('preview', id)).toMatchObject({ name: 'Blog' });
    expect(await readPreview('site_preview', id)).toMatchObject({ name: 'Blog' });
    const site = await getSite(id);
    expect(site).toMatchObject({ type: 'blog', variant: 'preview', templateId: 'elegant-minimalist', owner: 'ada@example.com', published: true });
    expect(typeof site?.lastPublished).toBe('string');
    expect(await isSiteListed(id)).toBe(true);
    expect((await listSitesOfUser('ada@example.com')).map((s) => s.id)).toEqual([id]);
  });

  it('gives two sites made in the same millisecond different ids', async () => {
    // Two sites: more than the free plan's one.
    await createUser({ email: 'ada@example.com', password: 'pw', plan: 'premium' });
    const data = buildPreviewData({ 1: { name: 'A' } }, wizardKindFor(undefined));
    const [a, b] = [
      await createWizardSite({ data, owner: 'ada@example.com', visualTemplateId: 'casual-showcase' }),
      await createWizardSite({ data, owner: 'ada@example.com', visualTemplateId: 'casual-showcase' }),
    ];
    expect(a).not.toBe(b);
  });
});
