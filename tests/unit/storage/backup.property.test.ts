import { Blob as NodeBlob } from 'node:buffer';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogPostSchema, BusinessCardSchema, EventPromoSchema, PageSchema, SiteRecordSchema } from '../../../src/domain/schemas';
import { BACKUP_TOO_BIG, NEWER_BACKUP, NOT_A_BACKUP } from '../../../src/domain/ownership-messages';
import { readBackup, writeBackup, type Backup } from '../../../src/storage/backup-format';
import { makeBackup, restoreBackup } from '../../../src/storage/backup';
import { saveDraft } from '../../../src/storage/drafts';
import { saveImage } from '../../../src/storage/images';
import { savePage } from '../../../src/storage/pages';
import { PREVIEW_SCHEMAS, savePreview } from '../../../src/storage/previews';
import { addRsvp } from '../../../src/storage/rsvps';
import { upsertBlogPost } from '../../../src/storage/single-page-records';
import { getSite, listSitesOfUser, listSite, saveUserSite, updateSite } from '../../../src/storage/sites';
import { createUser } from '../../../src/storage/users';
import { resetStorageForTests } from '../../../src/storage/testing';
import { db, useFreshStorage } from './support';

/** Issue 25: the `.brick` format round-trips every entity, and refuses every corrupt variant. */
const text = fc.string({ maxLength: 20 });
const id = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
const dataUrl = fc.constantFrom('data:image/png;base64,iVBORw0KGgo=', 'data:image/jpeg;base64,/9j/4AAQ');
const image = fc.oneof(dataUrl, fc.constant('https://res.cloudinary.com/x.png'), fc.constant(''));

const site = fc.record({ id, name: text, type: fc.constantFrom('artist', 'blog', 'event', 'business', 'business-card', 'travel', 'event-promo'), title: text, logo: image })
  .map((raw) => SiteRecordSchema.parse(raw) as Record<string, unknown>);
const page = fc.record({ id, siteId: id, type: fc.constantFrom('artist', 'event', 'blog', 'business'), slotId: fc.integer({ min: 1, max: 5 }),
  blocks: fc.array(fc.record({ id, type: fc.constantFrom('text', 'image', 'title'), section: fc.constantFrom('Section 1', 'Footer'), content: text, imageUrl: image }), { maxLength: 3 }) })
  .map((raw) => PageSchema.parse(raw) as Record<string, unknown>);
const preview = fc.record({ kind: fc.constantFrom('preview' as const, 'site_preview' as const, 'site_previews' as const), id, data: fc.record({ name: text, tagline: text, logo: image }) })
  .map((p) => ({ ...p, data: PREVIEW_SCHEMAS[p.kind].parse(p.kind === 'site_previews' ? { ...p.data, id: p.id } : p.data) }));
const draft = fc.oneof(
  fc.record({ key: fc.constant('artist_about'), value: text, updatedAt: fc.nat() }),
  fc.record({ key: fc.constant('onboarding_step1'), value: fc.record({ name: text, tagline: text, about: text, logo: image, templateId: text }), updatedAt: fc.nat() }),
  fc.record({ key: id.map((s) => `rsvps_${s}`), value: fc.array(fc.record({ name: text, email: text, at: fc.constant('2026-01-01T00:00:00.000Z') }), { maxLength: 2 }), updatedAt: fc.nat() }),
);
const records = fc.record({
  businessCards: fc.array(fc.record({ id, fullName: text, image }).map((r) => BusinessCardSchema.parse(r) as Record<string, unknown>), { maxLength: 2 }),
  blogPosts: fc.array(fc.record({ id, title: text }).map((r) => BlogPostSchema.parse(r) as Record<string, unknown>), { maxLength: 2 }),
  eventPromos: fc.array(fc.record({ id, eventName: text }).map((r) => EventPromoSchema.parse(r) as Record<string, unknown>), { maxLength: 2 }),
});
const backupArb: fc.Arbitrary<Backup> = fc.record({
  format: fc.constant('brick-backup' as const),
  version: fc.constant(1 as const),
  createdAt: fc.constant('2026-11-25T12:00:00.000Z'),
  owner: fc.constant('ada@example.com'),
  profile: fc.record({ name: fc.option(text, { nil: null }) }),
  sites: fc.uniqueArray(fc.record({ site, listed: fc.boolean() }), { selector: (entry) => entry.site.id, maxLength: 3 }),
  pages: fc.array(page, { maxLength: 3 }),
  previews: fc.array(preview, { maxLength: 3 }),
  drafts: fc.uniqueArray(draft, { selector: (d) => d.key, maxLength: 3 }),
  records,
  images: fc.array(fc.record({ id, type: fc.constant('image/png'), width: fc.nat(), height: fc.nat(), data: dataUrl }), { maxLength: 2 }),
  versions: fc.array(fc.record({ siteId: id, at: fc.nat(), reason: fc.constantFrom('publish' as const, 'edit' as const, 'restore' as const), site }), { maxLength: 2 }),
});

describe('the .brick format', () => {
  it('round-trips every entity', () => {
    fc.assert(
      fc.property(backupArb, (backup) => {
        const read = readBackup(writeBackup(backup));
        expect(read).toEqual({ ok: true, backup: JSON.parse(JSON.stringify(backup)) });
      }),
      { numRuns: 60 },
    );
  });

  it('refuses every truncated file, and says so', () => {
    fc.assert(
      fc.property(backupArb, fc.double({ min: 0, max: 1, noNaN: true }), (backup, cut) => {
        const full = writeBackup(backup);
        const truncated = full.slice(0, Math.floor(cut * (full.length - 1)));
        expect(readBackup(truncated)).toEqual({ ok: false, message: NOT_A_BACKUP });
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a foreign JSON, a newer version, a missing part and each broken entity', () => {
    const corruptions: Array<[string, (b: Record<string, unknown>) => unknown, string]> = [
      ['not a backup', () => ({ sites: [] }), NOT_A_BACKUP],
      ['another format', (b) => ({ ...b, format: 'excalidraw' }), NOT_A_BACKUP],
      ['a newer version', (b) => ({ ...b, version: 2 }), NEWER_BACKUP],
      ['version 0', (b) => ({ ...b, version: 0 }), NOT_A_BACKUP],
      ['no sites part', ({ sites: _s, ...b }) => b, NOT_A_BACKUP],
      ['a site without an id', (b) => ({ ...b, sites: [{ site: { name: 'x', type: 'artist' }, listed: false }] }), NOT_A_BACKUP],
      ['a site of no known type', (b) => ({ ...b, sites: [{ site: { id: '1', type: 'spaceship' }, listed: false }] }), NOT_A_BACKUP],
      ['two sites with one id', (b) => ({ ...b, sites: [{ site: { id: '1', type: 'blog' }, listed: false }, { site: { id: '1', type: 'blog' }, listed: true }] }), NOT_A_BACKUP],
      ['a page in slot 9', (b) => ({ ...b, pages: [{ id: 'p', siteId: '1', type: 'artist', slotId: 9 }] }), NOT_A_BACKUP],
      ['a preview of an unknown kind', (b) => ({ ...b, previews: [{ kind: 'secret', id: '1', data: {} }] }), NOT_A_BACKUP],
      ['a draft under an unknown key', (b) => ({ ...b, drafts: [{ key: 'auth_token', value: 'x', updatedAt: 1 }] }), NOT_A_BACKUP],
      ['an image that is not a data URL', (b) => ({ ...b, images: [{ id: 'i', type: 'image/png', width: 1, height: 1, data: 'javascript:alert(1)' }] }), NOT_A_BACKUP],
      ['a version of a broken site', (b) => ({ ...b, versions: [{ siteId: '1', at: 1, reason: 'edit', site: { name: 'no id' } }] }), NOT_A_BACKUP],
    ];
    fc.assert(
      fc.property(backupArb, fc.constantFrom(...corruptions), (backup, [, corrupt, message]) => {
        const changed = corrupt(JSON.parse(writeBackup(backup)) as Record<string, unknown>);
        expect(readBackup(JSON.stringify(changed))).toEqual({ ok: false, message });
      }),
      { numRuns: 80 },
    );
    expect(readBackup('')).toEqual({ ok: false, message: NOT_A_BACKUP });
    expect(readBackup('null')).toEqual({ ok: false, message: NOT_A_BACKUP });
  });
});

describe('backup and restore on a device', () => {
  useFreshStorage();
  // jsdom's Blob cannot be read back; Node's can (as in quota.test.ts).
  beforeEach(() => vi.stubGlobal('Blob', NodeBlob));
  const ADA = 'ada@example.com';
  const user = () => createUser({ email: ADA, password: 'pw', plan: 'premium', name: 'Ada' } as never);

  async function someWork() {
    await user();
    await saveUserSite(ADA, { id: 's1', name: 'Studio', type: 'artist', title: 'Studio' });
    await listSite({ id: 's1' }, ADA);
    await saveUserSite(ADA, { id: 's2', name: 'Notes', type: 'blog' });
    await savePage({ id: 'p1', siteId: 's1', type: 'artist', slotId: 1, blocks: [{ id: 'b', type: 'text', section: 'Footer', content: 'Hi' }] });
    await savePreview('preview', 's1', { name: 'Studio' });
    await addRsvp('s1', { name: 'Bo', email: 'bo@example.com' });
    await saveDraft('artistForm', { name: 'Mara' });
    await upsertBlogPost({ id: 'b1', title: 'First' });
    const imageId = await saveImage(new Blob(['png-bytes'], { type: 'image/png' }));
    await saveDraft('user_profile', { name: 'Ada', email: ADA, avatar: `brick-image:${imageId}` });
    return imageId;
  }

  it('restores everything in a fresh browser; again adds nothing; a changed site comes back as a copy', async () => {
    const imageId = await someWork();
    const file = await makeBackup(ADA);
    await resetStorageForTests();
    await user();

    const first = await restoreBackup(ADA, file);
    expect(first).toMatchObject({ ok: true, counts: { copies: 0 } });
    expect((await listSitesOfUser(ADA)).map((s) => s.name).sort()).toEqual(['Notes', 'Studio']);
    expect((await db.sites.get('s1'))?._listed).toBe(1);
    expect((await db.pages.get('p1'))?.blocks[0]?.content).toBe('Hi');
    expect((await db.previews.get('preview_s1'))?.data.name).toBe('Studio');
    expect((await db.drafts.get('rsvps_s1'))?.value).toHaveLength(1);
    expect((await db.drafts.get('artistForm'))?.value).toMatchObject({ name: 'Mara' });
    expect((await db.blogPosts.get('b1'))?.title).toBe('First');
    expect(await (await db.images.get(imageId))!.blob.text()).toBe('png-bytes');

    const again = await restoreBackup(ADA, file);
    expect(again).toMatchObject({ ok: true, counts: { added: 0, copies: 0 } });
    expect(await db.sites.count()).toBe(2);

    await updateSite('s1', { title: 'Changed here' });
    const third = await restoreBackup(ADA, file);
    expect(third).toMatchObject({ ok: true, counts: { added: 0, copies: 1 } });
    expect((await getSite('s1'))?.title).toBe('Changed here');
    const copy = (await listSitesOfUser(ADA)).find((s) => s.name === 'Studio (restored)');
    expect(copy).toMatchObject({ title: 'Studio (restored)' });
    expect((await db.pages.where('siteId').equals(copy!.id).toArray())[0]?.blocks[0]?.content).toBe('Hi');
  });

  it('a file that does not fit, or breaks while writing, changes nothing', async () => {
    await someWork();
    const file = await makeBackup(ADA);
    await resetStorageForTests();
    await user();
    const realNavigator = navigator;
    vi.stubGlobal('navigator', { ...navigator, storage: { estimate: async () => ({ usage: 900, quota: 1000 }) } });
    try {
      expect(await restoreBackup(ADA, file)).toEqual({ ok: false, message: BACKUP_TOO_BIG });
    } finally {
      vi.stubGlobal('navigator', realNavigator);
    }
    expect(await db.sites.count()).toBe(0);

    // A failure half-way (here: the last table written) rolls back every table.
    const fail = () => {
      throw new Error('disk full');
    };
    db.blogPosts.hook('creating', fail);
    await expect(restoreBackup(ADA, file)).rejects.toThrow('disk full');
    db.blogPosts.hook('creating').unsubscribe(fail);
    expect(await db.sites.count()).toBe(0);
    expect(await db.pages.count()).toBe(0);
    expect(await db.drafts.count()).toBe(0);
  });
});
