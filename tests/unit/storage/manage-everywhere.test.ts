/**
 * Issue 28: what the manage page changes is the content each kind's View renders, and every
 * copy of it (preview rows, a builder's own record, a store's business_preview) follows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { manageEdits, manageValuesOf, contentShowing } from '../../../src/domain/manage-lens';
import { manageFieldsOf } from '../../../src/sites/kind-names';
import { slotPagesOf } from '../../../src/sites/slot-pages';
import { editPathFor } from '../../../src/sites/variant-routes';
import { afterPublishPathFor } from '../../../src/sites/variant-routes';
import { db } from '../../../src/storage/db';
import { editContent, readContent, restoreSiteVersion } from '../../../src/storage/edits';
import { listVersions } from '../../../src/storage/versions';
import { listSite } from '../../../src/storage/sites';
import { readPreview, savePreview } from '../../../src/storage/previews';
import { saveUserSite } from '../../../src/storage/sites';
import { getBlogPost, upsertBlogPost } from '../../../src/storage/single-page-records';
import { createUser } from '../../../src/storage/users';

const OWNER = 'ada@x.io';
const ref = (key: string) => ({ table: 'sites', key, owner: OWNER, variant: 'everywhere' }) as const;

async function fresh() {
  db.close();
  await Dexie.delete('brick');
  await db.open();
  await createUser({ email: OWNER, password: 'pw', plan: 'premium', name: 'Ada' });
}
afterEach(() => db.close());

/** The manage fields the manifest gives a variant ('managed': the manage page's own). */
const fieldsOf = manageFieldsOf;

describe('manage fields of each variant (pure)', () => {
  it('reads a wizard site from its preview data; a spec field the record holds wins', () => {
    const site = { id: '1', type: 'artist', variant: 'preview', name: 'Ada', previewData: { name: 'Ada', about: 'I paint', galleryImage: 'g.png' } };
    expect(manageValuesOf(site, fieldsOf('artist', 'preview'))).toEqual({ title: 'Ada', description: 'I paint', logo: '', gallery: ['g.png'] });
    const both = { ...site, title: 'Old Title', gallery: ['a.png', 'b.png'] };
    expect(manageValuesOf(both, fieldsOf('artist', 'preview'))).toMatchObject({ title: 'Old Title', gallery: ['a.png', 'b.png'] });
    // The site shows the same: the title in its content, the picture it has no room for after it.
    const shown = contentShowing(both, fieldsOf('artist', 'preview'));
    expect(shown.content).toMatchObject({ previewData: { name: 'Old Title', galleryImage: 'a.png' } });
    expect(shown.morePictures).toEqual(['b.png']);
  });

  it('edits the spec fields; a gallery the record does not hold starts as the pictures shown', () => {
    const site = { portfolio: ['a.png', '', 'c.png', ''] };
    expect(manageEdits(site, { field: 'gallery', add: 'n.png' }, fieldsOf('artist', 'variant1'))).toEqual([
      { init: 'gallery', value: ['a.png', 'c.png'] },
      { add: 'gallery', item: 'n.png' },
    ]);
    expect(manageEdits({ gallery: ['a.png'] }, { field: 'gallery', remove: 0, shown: ['a.png'] }, fieldsOf('artist', 'variant1'))).toEqual([
      { remove: 'gallery', at: 0, shown: { item: 'a.png', ofLength: 1, copies: 1, nth: 0 } },
    ]);
    expect(manageEdits({}, { field: 'logo', value: 'l.png' }, fieldsOf('blog', 'blog1'))).toEqual([{ set: 'logo', value: 'l.png' }]);
  });

  it('finds each site\'s editor, pages and manage-publish page', () => {
    expect(editPathFor({ id: '7', type: 'blog' }, 'blog2')).toBe('/blog/layout2?id=7');
    expect(editPathFor({ id: '7', type: 'artist' }, 'preview')).toBe('/builder/artist/7');
    expect(editPathFor({ id: '7', type: 'blog' }, 'managed')).toBeNull();
    expect(slotPagesOf({ id: '7', type: 'event-promo' }).map((p) => p.path)).toEqual([1, 2, 3, 4, 5].map((n) => `/event/slot${n}?siteId=7`));
    expect(afterPublishPathFor({ id: '7', type: 'business-card' })).toBe('/preview/card/7');
    expect(afterPublishPathFor({ id: '7', type: 'event' })).toBe('/publish/event1/7');
  });
});

describe('the "everywhere" write of the manage page', () => {
  it('a wizard site: its previewData and every preview row change together', async () => {
    await fresh();
    const data = { id: 'w1', name: 'Ada', about: 'I paint', galleryImage: 'data:image/png;base64,AAAA' };
    await saveUserSite(OWNER, { id: 'w1', siteId: 'w1', type: 'artist', variant: 'preview', name: 'Ada', previewData: data });
    for (const kind of ['preview', 'site_preview', 'site_previews'] as const) await savePreview(kind, 'w1', data);
    const site = (await readContent(ref('w1')))!;
    await editContent(ref('w1'), manageEdits(site, { field: 'title', value: 'Ada Studio' }, fieldsOf('artist', 'preview')));
    expect(await readContent(ref('w1'))).toMatchObject({ name: 'Ada Studio', previewData: { name: 'Ada Studio', about: 'I paint' } });
    for (const kind of ['preview', 'site_preview', 'site_previews'] as const) expect(await readPreview(kind, 'w1')).toMatchObject({ name: 'Ada Studio' });
    expect(await readPreview('business_preview', 'w1')).toBeUndefined();
  });

  it('a blog post from the builder: the builder\'s own record follows, so its next Publish keeps the change', async () => {
    await fresh();
    await upsertBlogPost({ id: 'b1', title: 'Old', content: 'Text' });
    await saveUserSite(OWNER, { id: 'b1', siteId: 'b1', type: 'blog', variant: 'post', name: 'Old', title: 'Old', content: 'Text' });
    await editContent(ref('b1'), manageEdits({ id: 'b1' }, { field: 'title', value: 'New' }, fieldsOf('blog', 'post')));
    expect(await readContent(ref('b1'))).toMatchObject({ title: 'New', name: 'New' });
    await editContent(ref('b1'), manageEdits({ id: 'b1' }, { field: 'description', value: 'Short' }, fieldsOf('blog', 'post')));
    expect(await readContent(ref('b1'))).toMatchObject({ description: 'Short', content: 'Short' });
    expect(await getBlogPost('b1')).toMatchObject({ title: 'New', content: 'Short' });
  });
  it('a restored version of a wizard site is what its preview rows show again, and the restore can be undone', async () => {
    await fresh();
    const data = { id: 'w2', name: 'First', about: 'I paint', galleryImage: '' };
    await saveUserSite(OWNER, { id: 'w2', siteId: 'w2', type: 'artist', variant: 'preview', name: 'First', previewData: data });
    for (const kind of ['preview', 'site_preview', 'site_previews'] as const) await savePreview(kind, 'w2', data);
    await listSite({ id: 'w2' }, OWNER); // keeps "First" as a version
    const site = (await readContent(ref('w2')))!;
    await editContent(ref('w2'), manageEdits(site, { field: 'title', value: 'Second' }, fieldsOf('artist', 'preview')));
    for (const kind of ['preview', 'site_preview', 'site_previews'] as const) expect(await readPreview(kind, 'w2')).toMatchObject({ name: 'Second' });

    const first = (await listVersions('w2')).find((v) => v.label === 'First')!;
    await restoreSiteVersion('w2', first.id);
    expect(await readContent(ref('w2'))).toMatchObject({ name: 'First', previewData: { name: 'First' } });
    for (const kind of ['preview', 'site_preview', 'site_previews'] as const) expect(await readPreview(kind, 'w2')).toMatchObject({ name: 'First' });

    const replaced = (await listVersions('w2')).find((v) => v.reason === 'restore')!;
    await restoreSiteVersion('w2', replaced.id);
    for (const kind of ['preview', 'site_preview', 'site_previews'] as const) expect(await readPreview(kind, 'w2')).toMatchObject({ name: 'Second' });
  });
});
