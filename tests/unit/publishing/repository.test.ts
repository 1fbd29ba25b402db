import { describe, expect, it, vi } from 'vitest';
import { useFreshStorage, db } from '../storage/support';
import { createUser, findUserByEmail } from '../../../src/storage/users';
import { freshSiteId, getSite, isSiteListed, listPublishedSites, listSite, listSitesOfUser, saveUserSite, updateSite } from '../../../src/storage/sites';
import { liveQuery } from 'dexie';
import { getUserSiteRow, listUserSiteRows, unpublishSite } from '../../../src/storage/sites-extra';
import { editContent } from '../../../src/storage/edits';
import { publish } from '../../../src/storage/publish';
import { deleteForever, getDeletedSite, listRecycleBin, moveToRecycleBin, restoreFromRecycleBin } from '../../../src/storage/recycle-bin';
import { savePage, listPagesOfSite } from '../../../src/storage/pages';
import { readPreview, savePreview } from '../../../src/storage/previews';
import { expandSiteIds } from '../../../src/storage/sessions';

useFreshStorage();

async function userWithSites(email = 'ada@x.io', ids = ['s1', 's2']) {
  await createUser({ email, password: 'pw', plan: 'premium' });
  for (const id of ids) await saveUserSite(email, { siteId: id, name: `Site ${id}`, type: 'artist' });
}

describe('publishing: the one place spec.md section 4 runs (storage/sites.ts)', () => {
  it('lists a site once however often it is published, in the order first published', async () => {
    await userWithSites();
    const added: boolean[] = [];
    for (const id of ['s1', 's2', 's1', 's2', 's1']) added.push((await listSite({ id }, 'ada@x.io')).added);
    expect((await listPublishedSites()).map((s) => s.id)).toEqual(['s1', 's2']);
    expect(added).toEqual([true, true, false, false, false]);
  });

  it('finds a published id whether it came as id or siteId, as a number or as text', async () => {
    await listSite({ siteId: 2, name: 'Two', type: 'artist' });
    await listSite({ id: '1', name: 'One', type: 'artist' });
    expect(await isSiteListed('2')).toBe(true);
    expect(await isSiteListed('1')).toBe(true);
    expect(await isSiteListed('4')).toBe(false);
    expect(await isSiteListed('')).toBe(false);
    expect((await listSite({ id: 2 }, undefined)).added).toBe(false); // "2" is present: not added again
  });

  it('a new site id is the timestamp, bumped past every id a site (or the caller) already has', async () => {
    const now = 1_700_000_000_000;
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      expect(await freshSiteId()).toBe(String(now));
      await saveUserSite('ada@x.io', { id: String(now), name: 'Taken', type: 'artist' });
      expect(await freshSiteId()).toBe(String(now + 1));
      expect(await freshSiteId(async (id) => id === String(now + 1))).toBe(String(now + 2));
    } finally {
      spy.mockRestore();
    }
  });

  it('manage-page publish sets published and lastPublished and lists once', async () => {
    await userWithSites();
    const at = new Date('2025-02-03T04:05:06.000Z');
    const manage = { site: { table: 'sites', key: 's1', owner: 'ada@x.io', variant: 'everywhere' } } as const;
    expect((await publish({ id: 's1', owner: 'ada@x.io', now: at, from: manage })).added).toBe(true);
    expect((await publish({ id: 's1', owner: 'ada@x.io', now: at, from: manage })).added).toBe(false);
    expect(await getSite('s1')).toMatchObject({ published: true, lastPublished: at.toISOString() });
    expect((await listPublishedSites()).map((s) => s.id)).toEqual(['s1']);
    expect((await getUserSiteRow('ada@x.io', 's1'))?.listed).toBe(true);
  });

  it('unpublish returns a site to draft: out of sites, published false, still the owner\'s', async () => {
    await userWithSites();
    await listSite({ id: 's1' }, 'ada@x.io');
    await unpublishSite('s1');
    expect(await isSiteListed('s1')).toBe(false);
    expect((await getSite('s1'))?.published).toBe(false);
    expect((await listUserSiteRows('ada@x.io')).map((r) => [r.site.id, r.listed])).toEqual([['s1', false], ['s2', false]]);
    // Publishing again adds it again (once).
    expect((await listSite({ id: 's1' }, 'ada@x.io')).added).toBe(true);
    await expect(unpublishSite('nope')).rejects.toThrow();
  });

  it('a manage edit shows in the user\'s site list (the users mirror expands ids to records)', async () => {
    await userWithSites();
    await updateSite('s1', { title: 'New title', theme: 'dark' });
    const user = await findUserByEmail('ada@x.io');
    const expanded = await expandSiteIds(user!.sites);
    expect(expanded[0]).toMatchObject({ id: 's1', title: 'New title', theme: 'dark' });
  });

  it('appends to and removes from a gallery (the manage page\'s list edits)', async () => {
    await userWithSites();
    const site = { table: 'sites', key: 's1', owner: 'ada@x.io' } as const;
    await editContent(site, [{ add: 'gallery', item: 'data:image/png;base64,AAA' }]);
    await editContent(site, [{ add: 'gallery', item: 'data:image/png;base64,BBB' }]);
    await editContent(site, [{ add: 'gallery', item: 'data:image/png;base64,CCC' }]);
    await editContent(site, [{ remove: 'gallery', at: 1 }]);
    expect((await getSite('s1'))?.gallery).toEqual(['data:image/png;base64,AAA', 'data:image/png;base64,CCC']);
  });

  it('a user\'s sites come in their list\'s order whoever the record names as owner, with none for an id without a record', async () => {
    await userWithSites('ada@x.io', ['s1', 's2']);
    await userWithSites('bob@x.io', ['b1']);
    const { owner: _owner, ...ownerless } = (await db.sites.get('s2'))!;
    await db.sites.put({ ...ownerless, id: 'old', siteId: 'old', name: 'Old data' }); // old data named no owner
    await db.users.where('email').equals('ada@x.io').modify({ sites: ['old', 's2', 'missing', 'b1', 's1'] });
    expect((await listUserSiteRows('ada@x.io')).map((r) => r.site.id)).toEqual(['old', 's2', 'b1', 's1']);
    expect((await listSitesOfUser('ada@x.io')).map((site) => site.id)).toEqual(['old', 's2', 'b1', 's1']);
    expect((await listSitesOfUser('bob@x.io')).map((site) => site.id)).toEqual(['b1']);
  });

  it('a live list of the user\'s sites shows an edit, a new site and one of old data added to the list', async () => {
    await userWithSites();
    const seen: string[][] = [];
    const subscription = liveQuery(() => listUserSiteRows('ada@x.io')).subscribe((rows) => seen.push(rows.map((r) => `${r.site.id}:${r.site.name}`)));
    const shows = (names: string[]) => vi.waitFor(() => expect(seen.at(-1)).toEqual(names));
    try {
      await shows(['s1:Site s1', 's2:Site s2']);
      await updateSite('s2', { name: 'Renamed' });
      await shows(['s1:Site s1', 's2:Renamed']);
      await saveUserSite('ada@x.io', { siteId: 's3', name: 'Site s3', type: 'blog' });
      await shows(['s1:Site s1', 's2:Renamed', 's3:Site s3']);
      const { owner: _owner, ...ownerless } = (await db.sites.get('s1'))!;
      await db.sites.put({ ...ownerless, id: 'old', siteId: 'old', name: 'Old data' });
      await db.users.where('email').equals('ada@x.io').modify((user) => void user.sites.push('old'));
      await shows(['s1:Site s1', 's2:Renamed', 's3:Site s3', 'old:Old data']);
      await db.sites.update('old', { name: 'Old, renamed' });
      await shows(['s1:Site s1', 's2:Renamed', 's3:Site s3', 'old:Old, renamed']);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('getUserSiteRow refuses a site that is not among the user\'s', async () => {
    await userWithSites();
    await userWithSites('bob@x.io', ['b1']);
    expect(await getUserSiteRow('ada@x.io', 'b1')).toBeUndefined();
    expect(await getUserSiteRow('ada@x.io', 'missing')).toBeUndefined();
    expect((await getUserSiteRow('bob@x.io', 'b1'))?.site.name).toBe('Site b1');
  });
});

describe('recycle bin rules (spec.md section 4)', () => {
  it('delete moves a site out of sites and the user\'s list; restore brings it back, listed as before', async () => {
    await userWithSites();
    await listSite({ id: 's1' }, 'ada@x.io');
    await moveToRecycleBin('s1');
    expect(await getSite('s1')).toBeUndefined();
    expect((await listUserSiteRows('ada@x.io')).map((r) => r.site.id)).toEqual(['s2']);
    expect(await listRecycleBin('ada@x.io')).toEqual([{ siteId: 's1', name: 'Site s1', type: 'artist' }]);
    expect(await listRecycleBin('bob@x.io')).toEqual([]);
    expect((await getDeletedSite('s1'))?.name).toBe('Site s1');

    await restoreFromRecycleBin('s1');
    expect(await listRecycleBin('ada@x.io')).toEqual([]);
    expect(await isSiteListed('s1')).toBe(true);
    expect((await listUserSiteRows('ada@x.io')).map((r) => r.site.id).sort()).toEqual(['s1', 's2']);
  });

  it('delete forever removes the bin entry, the pages and the preview keys, and nothing else', async () => {
    await userWithSites();
    await savePage({ id: 'p1', siteId: 's1', type: 'artist', slotId: 1 });
    await savePage({ id: 'p2', siteId: 's2', type: 'artist', slotId: 1 });
    await savePreview('preview', 's1', { name: 'Site s1' });
    await savePreview('site_preview', 's1', { name: 'Site s1' });
    await savePreview('preview', 's2', { name: 'Site s2' });
    await moveToRecycleBin('s1');
    await deleteForever('s1');
    expect(await listRecycleBin()).toEqual([]);
    expect(await getDeletedSite('s1')).toBeUndefined();
    expect(await listPagesOfSite('s1')).toEqual([]);
    expect(await readPreview('preview', 's1')).toBeUndefined();
    expect(await readPreview('site_preview', 's1')).toBeUndefined();
    expect((await listPagesOfSite('s2')).length).toBe(1);
    expect(await readPreview('preview', 's2')).toBeDefined();
    expect(await db.sites.count()).toBe(1);
  });
});
