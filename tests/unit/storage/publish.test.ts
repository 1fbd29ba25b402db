import { describe, expect, it } from 'vitest';
import { useFreshStorage, db } from './support';
import { createUser } from '../../../src/storage/users';
import { editContent } from '../../../src/storage/edits';
import { publish } from '../../../src/storage/publish';
import { saveDraft } from '../../../src/storage/drafts';
import { savePreview, readPreview } from '../../../src/storage/previews';
import { getSite, isSiteListed, listPublishedSites, listSitesOfUser, saveUserSite } from '../../../src/storage/sites';
import { SiteLimitError } from '../../../src/storage/errors';
import { toArtistContent } from '../../../src/domain/publishing-kinds';

/**
 * Issue 24, "one use case per verb": every Publish Site button calls `publish`, which reads the
 * content as stored after every edit made so far and writes sites, users, previews and drafts in
 * one transaction; the publish-once rule holds whatever the source.
 */
useFreshStorage();

const ADA = 'ada@example.com';
const at = new Date('2026-03-04T05:06:07.000Z');

describe('publish, whatever the editor', () => {
  it("a single-page builder's record as stored after a pending edit; listed once, in the owner's list", async () => {
    await createUser({ email: ADA, password: 'pw', plan: 'basic' });
    const record = { table: 'businessCards', key: 'card-1' } as const;
    await editContent(record, [{ set: 'fullName', value: 'Ada Cards' }], { initial: () => ({ id: 'card-1' }) });
    void editContent(record, [{ set: 'role', value: 'Engineer' }]); // not awaited: publish comes after it
    const first = await publish({ id: 'card-1', owner: ADA, now: at, from: { singlePage: 'business-card', record } });
    const again = await publish({ id: 'card-1', owner: ADA, now: at, from: { singlePage: 'business-card', record } });
    expect([first.added, again.added]).toEqual([true, false]);
    expect(await getSite('card-1')).toMatchObject({ name: 'Ada Cards', role: 'Engineer', type: 'business-card', owner: ADA });
    expect((await listPublishedSites()).map((s) => s.id)).toEqual(['card-1']);
    expect((await listSitesOfUser(ADA)).map((s) => s.id)).toEqual(['card-1']);
  });

  it("a layout editor's site with nothing stored yet is made from its defaults and published in the same call", async () => {
    await createUser({ email: ADA, password: 'pw', plan: 'basic' });
    const ref = { table: 'sites', key: 'ev-1', owner: ADA, variant: 'event1' } as const;
    const { added } = await publish({ id: 'ev-1', owner: ADA, now: at, from: { site: ref, initial: () => ({ title: 'Launch night' }) } });
    expect(added).toBe(true);
    expect(await getSite('ev-1')).toMatchObject({ title: 'Launch night', type: 'event', variant: 'event1', published: true, lastPublished: at.toISOString() });
    expect(await isSiteListed('ev-1')).toBe(true);
  });

  it('makes a new id for a new site, one way, and two publishes of a new site are two sites', async () => {
    await createUser({ email: ADA, password: 'pw', plan: 'premium' });
    await saveDraft('artistForm', { name: 'Ada', bio: 'Paints' });
    const from = { artistShowcase: { table: 'drafts', key: 'artistForm' } as const, toSite: toArtistContent };
    const a = await publish({ owner: ADA, from });
    const b = await publish({ owner: ADA, from });
    expect(a.id).not.toBe(b.id);
    expect(await readPreview('preview', a.id)).toMatchObject({ name: 'Ada' });
    expect(await getSite(a.id)).toMatchObject({ type: 'artist', variant: 'variant1', published: true });
    // The draft the site was made from is published now: its card leaves the dashboard's drafts.
    expect(await db.meta.get('draftPublished:artistForm')).toBeDefined();
  });

  it("the artist gallery's drafts become a site with its items and its preview", async () => {
    const gallery = [{ id: 'g1', label: 'Dawn', image: 'https://img.example/dawn.jpg' }];
    const { id } = await publish({ owner: undefined, from: { artistGallery: async () => ({ about: 'Oils', email: 'a@b.co', gallery }) } });
    expect(await getSite(id)).toMatchObject({ variant: 'variant2', galleryItems: gallery, templateId: 'elegant-minimalist' });
    expect(await readPreview('preview', id)).toMatchObject({ about: 'Oils', galleryItems: gallery });
  });

  it('a site known only by its preview data is made from it; an existing site keeps its record', async () => {
    await savePreview('preview', 'p1', { name: 'From preview', templateId: 'artist' });
    const data = (await readPreview('preview', 'p1'))!;
    const preview = { type: 'artist', variant: 'preview', data, siteExists: false } as const;
    expect((await publish({ id: 'p1', owner: ADA, now: at, from: { preview } })).added).toBe(true);
    expect(await getSite('p1')).toMatchObject({ name: 'From preview', variant: 'preview', lastPublished: at.toISOString() });
    await saveUserSite(ADA, { id: 's1', name: 'Kept', type: 'blog' });
    await publish({ id: 's1', owner: ADA, now: at, from: { preview: { ...preview, siteExists: true } } });
    expect(await getSite('s1')).toMatchObject({ name: 'Kept', type: 'blog', published: true });
  });

  it('writes nothing when the site is refused (beyond the plan): no site, no preview, drafts as they were', async () => {
    await createUser({ email: ADA, password: 'pw', plan: 'free' });
    await saveUserSite(ADA, { id: 'first', name: 'First', type: 'artist' });
    await saveDraft('artistForm', { name: 'Second' });
    const from = { artistShowcase: { table: 'drafts', key: 'artistForm' } as const, toSite: toArtistContent };
    await expect(publish({ id: 'second', owner: ADA, from })).rejects.toBeInstanceOf(SiteLimitError);
    expect(await getSite('second')).toBeUndefined();
    expect(await readPreview('preview', 'second')).toBeUndefined();
    expect(await isSiteListed('second')).toBe(false);
    expect(await db.meta.get('draftPublished:artistForm')).toBeUndefined();
  });
});
