import { beforeEach, describe, expect, it } from 'vitest';
import { resetStorageForTests } from '../../../src/storage/testing';
import { createUser } from '../../../src/storage/users';
import { readDraft, saveDraft } from '../../../src/storage/drafts';
import { editContent } from '../../../src/storage/edits';
import { listListings, readPreview } from '../../../src/storage/previews';
import { getSite, saveUserSite } from '../../../src/storage/sites';
import { SiteLimitError } from '../../../src/storage/errors';
import { buildPreviewData } from '../../../src/domain/wizard';
import { wizardKindFor } from '../../../src/sites/wizard-kinds';
import * as publish from '../../../src/features/wizard/publish';
import { publish as publishSite } from '../../../src/storage/publish';

/** Issue 22: a wizard's publish is one transaction over the stored drafts, all or nothing. */
beforeEach(async () => {
  await resetStorageForTests();
});

describe('wizard publish', () => {
  it('writes nothing when the site cannot be created (here: beyond the plan)', async () => {
    await createUser({ email: 'ada@example.com', password: 'pw', plan: 'free' });
    await saveUserSite('ada@example.com', { id: 'first', name: 'First', type: 'artist' });
    const data = buildPreviewData({ 1: { name: 'Second', templateId: 'artist' } }, wizardKindFor('artist'));
    await expect(publishSite({ owner: 'ada@example.com', from: { wizard: [], plan: () => ({ data, kind: wizardKindFor('artist'), visualTemplateId: 'casual-showcase' }) } })).rejects.toBeInstanceOf(SiteLimitError);
    // Before, the three previews were written one by one before the site was refused.
    expect(await listListings()).toEqual([]);
  });

  it('step 8 publishes the drafts as stored after the last edit, and clears them', async () => {
    await createUser({ email: 'ada@example.com', password: 'pw', plan: 'free' });
    await saveDraft('onboarding_step1', { name: 'Ada', templateId: 'artist' });
    await saveDraft('onboarding_step4', { testimonials: [] });
    const ref = { table: 'drafts', key: 'onboarding_step1' } as const;
    void editContent(ref, [{ set: 'tagline', value: 'Engines' }]);
    void editContent({ table: 'drafts', key: 'onboarding_step4' }, [{ set: 'testimonialsText', value: ' Lovely \n\nBrilliant' }]);
    const { id, type } = await publish.publishOnboardingSite('ada@example.com');
    expect(type).toBe('artist');
    expect(await readPreview('preview', id)).toMatchObject({ name: 'Ada', tagline: 'Engines', testimonials: ['Lovely', 'Brilliant'] });
    expect(await getSite(id)).toMatchObject({ owner: 'ada@example.com', published: true });
    expect(await readDraft('onboarding_step1')).toBeUndefined();
    expect(await readDraft('onboarding_step4')).toBeUndefined();
  });

  it('step 8 refuses, writing nothing, when the stored Basic Info misses a required answer', async () => {
    await createUser({ email: 'ada@example.com', password: 'pw', plan: 'free' });
    await saveDraft('onboarding_step1', { name: '', templateId: 'blog' });
    await expect(publish.publishOnboardingSite('ada@example.com')).rejects.toBeInstanceOf(publish.BasicInfoMissingError);
    expect(await listListings()).toEqual([]);
    expect(await readDraft('onboarding_step1')).toMatchObject({ templateId: 'blog' });
  });
});
