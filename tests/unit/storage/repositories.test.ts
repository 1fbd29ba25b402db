import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFreshStorage, db } from './support';
import {
  blockUser, createUser, findUserByEmail, listUsers, recordPlanPurchase, unblockUser, updateUser,
} from '../../../src/storage/users';
import {
  adminDeleteSite, getSite, isSiteListed, listPublishedSites, listSitesOfUser, listSite, saveUserSite, updateSite,
} from '../../../src/storage/sites';
import { deleteForever, listRecycleBin, moveToRecycleBin, restoreFromRecycleBin, getDeletedSite } from '../../../src/storage/recycle-bin';
import { findPageBySlot, listPagesOfSite, saveBlocks, savePage, watchPage } from '../../../src/storage/pages';
import { deletePreview, listListings, readListing, readPreview, savePreview } from '../../../src/storage/previews';
import { readDraft, saveDraft } from '../../../src/storage/drafts';
import { readProfile } from '../../../src/storage/profile';
import { editContent, editsSettled } from '../../../src/storage/edits';
import { hasSeenConfetti, markConfettiShown } from '../../../src/storage/flags';
import {
  clearAdminSession, clearCurrentUser, readCurrentUser, readSessionView, setAdminSession, setCurrentUser,
} from '../../../src/storage/sessions';
import {
  getBusinessCard, listBusinessCards, upsertBusinessCard, upsertBlogPost, getBlogPost, upsertEventPromo, getEventPromo,
} from '../../../src/storage/single-page-records';
import { EmailAlreadyRegisteredError } from '../../../src/storage/errors';
import { EMAIL_ALREADY_REGISTERED } from '../../../src/domain/messages';

useFreshStorage();

describe('users', () => {
  it('creates, finds and lists users in sign-up order', async () => {
    const ada = await createUser({ email: 'ada@x.io', password: 'pw', plan: 'basic' });
    await createUser({ email: 'bob@x.io', password: 'pw2', plan: 'free' });
    expect(ada).toMatchObject({ email: 'ada@x.io', plan: 'basic', sites: [], blocked: false, paid: false });
    expect((await findUserByEmail('ada@x.io'))?.id).toBe(ada.id);
    expect((await listUsers()).map((u) => u.email)).toEqual(['ada@x.io', 'bob@x.io']);
    expect(await listUsers()).toHaveLength(2);
  });

  it('refuses an email that is already registered', async () => {
    await createUser({ email: 'ada@x.io', password: 'pw', plan: 'basic' });
    const second = createUser({ email: 'ada@x.io', password: 'other', plan: 'free' });
    await expect(second).rejects.toBeInstanceOf(EmailAlreadyRegisteredError);
    await expect(second).rejects.toThrow(EMAIL_ALREADY_REGISTERED);
    expect(await listUsers()).toHaveLength(1);
  });


  it('blocks, unblocks and updates; keeps emails unique', async () => {
    await createUser({ email: 'ada@x.io', password: 'pw', plan: 'basic' });
    await createUser({ email: 'bob@x.io', password: 'pw', plan: 'basic' });
    expect((await blockUser('ada@x.io')).blocked).toBe(true);
    expect((await findUserByEmail('ada@x.io'))?.blocked).toBe(true);
    expect((await unblockUser('ada@x.io')).blocked).toBe(false);
    expect((await updateUser('ada@x.io', { name: 'Ada' })).name).toBe('Ada');
    await expect(updateUser('ada@x.io', { email: 'bob@x.io' })).rejects.toBeInstanceOf(EmailAlreadyRegisteredError);
  });

  it('records a plan purchase with a 30-day trial', async () => {
    await createUser({ email: 'ada@x.io', password: 'pw', plan: 'free' });
    const user = await recordPlanPurchase('ada@x.io', 'standard', new Date('2024-05-01T00:00:00Z'));
    expect(user).toMatchObject({
      plan: 'standard', paid: true, trial: true,
      paymentDate: '2024-05-01T00:00:00.000Z', trialEnds: '2024-05-31T00:00:00.000Z',
    });
  });
});

describe('sites and recycle bin', () => {
  async function adaWithSite() {
    await createUser({ email: 'ada@x.io', password: 'pw', plan: 'basic' });
    return saveUserSite('ada@x.io', { siteId: 's1', name: 'Studio', type: 'artist', title: 'Studio', theme: 'dark' });
  }

  it('saves a site into the owner list without publishing it', async () => {
    const site = await adaWithSite();
    expect(site).toMatchObject({ id: 's1', siteId: 's1', owner: 'ada@x.io', theme: 'dark' });
    expect((await findUserByEmail('ada@x.io'))?.sites).toEqual(['s1']);
    expect(await isSiteListed('s1')).toBe(false);
    expect((await listSitesOfUser('ada@x.io')).map((s) => s.name)).toEqual(['Studio']);
    await updateSite('s1', { description: 'Paintings' });
    expect((await getSite('s1'))?.description).toBe('Paintings');
  });

  it('publishes a site only once', async () => {
    await adaWithSite();
    expect((await listSite({ id: 's1' }, 'ada@x.io')).added).toBe(true);
    expect((await listSite({ id: 's1', name: 'changed' }, 'ada@x.io')).added).toBe(false);
    expect((await listPublishedSites()).map((s) => s.name)).toEqual(['Studio']);
  });

  it('moves a site to the bin, restores it, and deletes it forever', async () => {
    await adaWithSite();
    await listSite({ id: 's1' });
    await savePage({ id: 'p1', siteId: 's1', type: 'artist', slotId: 1 });
    expect(await moveToRecycleBin('s1')).toEqual({ siteId: 's1', name: 'Studio', type: 'artist' });
    expect(await getSite('s1')).toBeUndefined();
    expect((await findUserByEmail('ada@x.io'))?.sites).toEqual([]);
    expect(await listRecycleBin('ada@x.io')).toEqual([{ siteId: 's1', name: 'Studio', type: 'artist' }]);
    expect((await getDeletedSite('s1'))?.name).toBe('Studio');

    await restoreFromRecycleBin('s1');
    expect(await isSiteListed('s1')).toBe(true);
    expect((await findUserByEmail('ada@x.io'))?.sites).toEqual(['s1']);
    expect(await listRecycleBin()).toEqual([]);

    await moveToRecycleBin('s1');
    await deleteForever('s1');
    expect(await listRecycleBin()).toEqual([]);
    expect(await listPagesOfSite('s1')).toEqual([]);
  });

  it('admin delete removes the site from sites, every user list, its pages and previews', async () => {
    await adaWithSite();
    await createUser({ email: 'bob@x.io', password: 'pw', plan: 'free' });
    await db.users.where('email').equals('bob@x.io').modify({ sites: ['s1', 'other'] });
    await listSite({ id: 's1' });
    await savePage({ id: 'p1', siteId: 's1', type: 'artist', slotId: 1 });
    await savePage({ id: 'p2', siteId: 'keep', type: 'artist', slotId: 2 });
    await savePreview('preview', 's1', { name: 'Studio' });
    await savePreview('business_preview', 's1', { name: 'Studio' });
    await savePreview('preview', 'keep', { name: 'Other' });

    await adminDeleteSite('s1');
    expect(await getSite('s1')).toBeUndefined();
    expect((await findUserByEmail('ada@x.io'))?.sites).toEqual([]);
    expect((await findUserByEmail('bob@x.io'))?.sites).toEqual(['other']);
    expect(await db.pages.toArray()).toHaveLength(1);
    expect(await readPreview('preview', 's1')).toBeUndefined();
    expect(await readPreview('business_preview', 's1')).toBeUndefined();
    expect(await readPreview('preview', 'keep')).toBeDefined();
  });
});

describe('pages', () => {
  it('saves pages, finds them by slot, and replaces blocks', async () => {
    await savePage({ id: 'p1', siteId: 's1', type: 'artist', slotId: 1 });
    await savePage({ id: 'p2', siteId: 's1', type: 'event', slotId: 2 });
    expect((await findPageBySlot('event', 2))?.title).toBe('Slot 2');
    expect(await findPageBySlot('blog', 2)).toBeUndefined();
    const page = await saveBlocks('p1', [{ type: 'title', section: 'Header Nav', content: 'Hi' }]);
    expect(page.blocks[0]).toMatchObject({ type: 'title', content: 'Hi', align: 'left' });
    await expect(savePage({ id: 'p3', siteId: 's1', type: 'artist', slotId: 9 })).rejects.toThrow();
    // A page with no id is refused, not stored under "undefined".
    await expect(savePage({ siteId: 's1', type: 'artist', slotId: 3 } as unknown as Parameters<typeof savePage>[0])).rejects.toThrow();
    expect(await db.pages.count()).toBe(2);
  });

  it('checks the blocks a keystroke changed, not the ones it left as stored, and keeps the page valid', async () => {
    const blocks = [
      { id: 'a', type: 'title', section: 'Header Nav', content: 'Hi' },
      { id: 'b', type: 'text', section: 'Section 1', content: 'There' },
    ];
    await savePage({ id: 'p1', siteId: 's1', type: 'artist', slotId: 1, blocks });
    const ref = { table: 'pages', key: 'p1' } as const;
    const saved = await editContent(ref, [{ set: 'blocks.@b.content', value: 'Typed' }, { add: 'blocks', item: { type: 'text', section: 'Footer', content: 'New' } }]);
    expect(saved.blocks).toMatchObject([{ id: 'a', content: 'Hi', align: 'left' }, { id: 'b', content: 'Typed', align: 'left' }, { type: 'text', section: 'Footer', align: 'left' }]);
    expect((await db.pages.get('p1'))?.blocks).toEqual(saved.blocks);
    // A changed block is checked as before: a section no slot page has is refused, and nothing changes.
    await expect(editContent(ref, [{ set: 'blocks.@a.section', value: 'Sidebar' }])).rejects.toThrow();
    await expect(editContent(ref, [{ add: 'blocks', item: { type: 'marquee', section: 'Footer' } }])).rejects.toThrow();
    expect((await db.pages.get('p1'))?.blocks).toEqual(saved.blocks);
    // The page's own fields are checked on every write too.
    await expect(editContent(ref, [{ set: 'slotId', value: 9 }])).rejects.toThrow();
  });

  describe('typing (timers faked: IndexedDB, faked too, schedules with setImmediate)', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
    afterEach(() => vi.useRealTimers());
    const stored = async () => (await db.pages.get('p1'))?.blocks[0];

    it('keystrokes are in the journal at once, and stored together once the typing pauses', async () => {
      await savePage({ id: 'p1', siteId: 's1', type: 'artist', slotId: 1, blocks: [{ id: 'a', type: 'text', section: 'Footer', content: 'Hi' }] });
      const ref = { table: 'pages', key: 'p1' } as const;
      const key = (before: string, text: string) => editContent(ref, [{ set: 'blocks.@a.content', value: text }], { before: { 'blocks.@a.content': before }, typing: true });
      const first = key('Hi', 'Hi!');
      await vi.advanceTimersByTimeAsync(100);
      const second = key('Hi!', 'Hi!!');
      expect(sessionStorage.getItem('brick-unsaved-edits')).toContain('Hi!!');
      await vi.advanceTimersByTimeAsync(100);
      expect((await stored())?.content).toBe('Hi'); // still typing: 100 ms since the last key
      await vi.advanceTimersByTimeAsync(60);
      const [savedFirst, savedSecond] = await Promise.all([first, second]);
      expect(savedFirst).toBe(savedSecond); // one write for both keys
      expect((await stored())?.content).toBe('Hi!!');
      // Committed: the journal no longer owes it (another test's refused edits may still be there).
      expect(sessionStorage.getItem('brick-unsaved-edits') ?? '').not.toContain('Hi!');
    });

    it('keeps typing no longer than 400 ms from its first key', async () => {
      await savePage({ id: 'p1', siteId: 's1', type: 'artist', slotId: 1, blocks: [{ id: 'a', type: 'text', section: 'Footer', content: '' }] });
      const ref = { table: 'pages', key: 'p1' } as const;
      for (let i = 1; i <= 5; i += 1) {
        void editContent(ref, [{ set: 'blocks.@a.content', value: 'x'.repeat(i) }], { typing: true });
        await vi.advanceTimersByTimeAsync(100);
      }
      expect((await stored())?.content).toBe('xxxx'); // written at 400 ms; the fifth key waits
    });

    it('is written at once when another edit of the page comes, or Save asks', async () => {
      await savePage({ id: 'p1', siteId: 's1', type: 'artist', slotId: 1, blocks: [{ id: 'a', type: 'text', section: 'Footer', content: 'Hi' }] });
      const ref = { table: 'pages', key: 'p1' } as const;
      const typed = editContent(ref, [{ set: 'blocks.@a.content', value: 'Hi there' }], { typing: true });
      // No timer advances: these resolve only if nothing waits for the pause.
      await Promise.all([typed, editContent(ref, [{ set: 'blocks.@a.align', value: 'center' }])]);
      expect(await stored()).toMatchObject({ content: 'Hi there', align: 'center' });
      void editContent(ref, [{ set: 'blocks.@a.content', value: 'Hi there, Ada' }], { typing: true });
      await editsSettled();
      expect((await stored())?.content).toBe('Hi there, Ada');
    });
  });

  it("tells the slot editor of every write to its page, a keystroke's too, and of no other page's", async () => {
    await savePage({ id: 'p1', siteId: 's1', type: 'artist', slotId: 1, blocks: [{ id: 'a', type: 'text', section: 'Footer', content: 'Hi' }] });
    await savePage({ id: 'p2', siteId: 's1', type: 'artist', slotId: 2 });
    let calls = 0;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    const stop = watchPage('p1', () => (calls += 1));
    await settle();
    expect(calls).toBe(0); // nothing changed yet
    await editContent({ table: 'pages', key: 'p1' }, [{ set: 'blocks.@a.content', value: 'Hi there' }]);
    await settle();
    expect(calls).toBe(1);
    await editContent({ table: 'pages', key: 'p2' }, [{ set: 'title', value: 'Other' }]);
    await settle();
    expect(calls).toBe(1);
    stop();
    await editContent({ table: 'pages', key: 'p1' }, [{ set: 'blocks.@a.content', value: 'Hi again' }]);
    await settle();
    expect(calls).toBe(1);
  });
});

describe('previews', () => {
  it('keeps each preview kind apart and lists listings', async () => {
    await savePreview('preview', '1', { name: 'Artist' });
    await savePreview('site_preview', '1', { name: 'Card', title: 'Founder' });
    await savePreview('business_preview', '1', { name: 'Store', products: [{ title: 'Mug', price: '3' }] });
    await savePreview('site_previews', 'L1', { name: 'Listing' });
    expect((await readPreview('preview', '1'))?.name).toBe('Artist');
    expect((await readPreview('site_preview', '1'))?.title).toBe('Founder');
    expect((await readPreview('business_preview', '1'))?.products).toHaveLength(10);
    expect((await readListing('L1'))?.id).toBe('L1');
    expect(await listListings()).toHaveLength(1);
    await deletePreview('preview', '1');
    expect(await readPreview('preview', '1')).toBeUndefined();
    await expect(savePreview('preview', '2', { testimonials: 'not a list' })).rejects.toThrow();
  });
});

describe('drafts, profile, flags', () => {
  it('saves and reads drafts with defaults', async () => {
    expect(await saveDraft('onboarding_step4', { testimonials: ['a', 'b'] })).toEqual({ testimonials: ['a', 'b'] });
    expect(await readDraft('onboarding_step4')).toEqual({ testimonials: ['a', 'b'] });
    await saveDraft('artist_about', 'About me');
    expect(await readDraft('artist_about')).toBe('About me');
    await expect(saveDraft('business_form', { services: ['1', '2', '3', '4', '5', '6'] })).rejects.toThrow();
  });

  it('keeps both of two overlapping profile saves (a new avatar while the form saves a new email)', async () => {
    await saveDraft('user_profile', { name: 'Ada', email: 'ada@example.com' });
    const profile = { table: 'drafts', key: 'user_profile' } as const;
    await Promise.all([
      editContent(profile, [{ set: 'avatar', value: 'data:image/png;base64,AAAA' }]),
      editContent(profile, [{ set: 'name', value: 'Ada Lovelace' }, { set: 'email', value: 'ada@lovelace.dev' }]),
    ]);
    expect(await readProfile()).toEqual({ name: 'Ada Lovelace', email: 'ada@lovelace.dev', avatar: 'data:image/png;base64,AAAA' });
  });

  it('remembers confetti per user', async () => {
    expect(await hasSeenConfetti('ada@x.io')).toBe(false);
    await markConfettiShown('ada@x.io');
    expect(await hasSeenConfetti('ada@x.io')).toBe(true);
    expect(await hasSeenConfetti('bob@x.io')).toBe(false);
  });
});

describe('sessions', () => {
  it('sets and clears the current user; the view follows the user record', async () => {
    await createUser({ email: 'ada@x.io', password: 'pw', plan: 'free' });
    await saveUserSite('ada@x.io', { siteId: 's1', name: 'Studio', type: 'artist' });
    await setCurrentUser('ada@x.io');
    await recordPlanPurchase('ada@x.io', 'premium');
    const current = await readCurrentUser();
    expect(current).toMatchObject({ email: 'ada@x.io', plan: 'premium' });
    expect(current?.sites).toEqual([expect.objectContaining({ id: 's1', name: 'Studio' })]);
    await clearCurrentUser();
    expect(await readCurrentUser()).toBeNull();
  });

  it('sets and clears the admin session', async () => {
    await setAdminSession('admin@brick.example');
    expect(await readSessionView()).toEqual({ currentUser: null, adminEmail: 'admin@brick.example' });
    await clearAdminSession();
    expect((await readSessionView()).adminEmail).toBeNull();
  });
});

describe('single-page builder records', () => {
  it('upserts by id with the spec defaults and keeps order', async () => {
    await upsertBusinessCard({ id: 100 });
    await upsertBusinessCard({ id: '200', fullName: 'Sam' });
    await upsertBusinessCard({ id: '100', phone: '555' });
    expect(await getBusinessCard(100)).toMatchObject({ id: '100', role: 'Creative Director', phone: '555' });
    expect((await listBusinessCards()).map((c) => c.id)).toEqual(['100', '200']);
    await upsertBlogPost({ id: '1' });
    expect((await getBlogPost('1'))?.title).toBe('My First Blog Post');
    await upsertEventPromo({ id: '1', eventName: 'Launch' });
    expect((await getEventPromo('1'))?.eventName).toBe('Launch');
  });
});
