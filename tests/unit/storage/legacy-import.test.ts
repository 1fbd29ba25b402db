import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFreshStorage, readKey, db } from './support';
import { importLegacyData } from '../../../src/storage/legacy-import';
import { startStorage, discardQuarantinedData, stopStorageForTests } from '../../../src/storage/boot';
import { flushMirror } from '../../../src/storage/mirror';
import { listQuarantine, quarantineAsJson } from '../../../src/storage/quarantine';
import { findUserByEmail, listUsers, updateUser } from '../../../src/storage/users';
import { getSite, isSiteListed, listPublishedSites } from '../../../src/storage/sites';
import { findPageBySlot } from '../../../src/storage/pages';
import { readListing, readPreview } from '../../../src/storage/previews';
import { readDraft } from '../../../src/storage/drafts';
import { hasSeenConfetti } from '../../../src/storage/flags';
import { readSessionView } from '../../../src/storage/sessions';
import { getBusinessCard, getBlogPost, getEventPromo } from '../../../src/storage/single-page-records';
import { useStorageStatus } from '../../../src/state/storage-status';

useFreshStorage();

const FIXTURES = join(__dirname, '../../fixtures/legacy');
const fixtureKeys = () => readdirSync(FIXTURES).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));
const loadFixtures = () => {
  for (const key of fixtureKeys()) localStorage.setItem(key, readFileSync(join(FIXTURES, `${key}.json`), 'utf8').trim());
};

describe('legacy import of spec-shaped data', () => {
  it('has a fixture for every spec key', () => {
    const keys = fixtureKeys();
    for (const key of ['users', 'currentUser', 'adminSession', 'sites', 'site_pages', 'site_previews', 'business_form',
      'artistForm', 'user_profile', 'artist_about', 'artist_email', 'business_cards', 'blog_posts', 'event_promos',
      'onboarding_step1', 'onboarding_step2', 'onboarding_step3', 'onboarding_step4', 'onboarding_step5',
      'onboarding_step6', 'onboarding_step7']) expect(keys).toContain(key);
    for (const prefix of ['preview_', 'site_preview_', 'business_preview_', 'confetti_shown_']) {
      expect(keys.some((key) => key.startsWith(prefix)), prefix).toBe(true);
    }
  });

  it('imports every fixture without quarantining anything', async () => {
    loadFixtures();
    const report = await importLegacyData();
    expect(report.quarantined).toEqual([]);
    expect(report.imported.sort()).toEqual(fixtureKeys().sort());

    const ada = await findUserByEmail('ada@example.com');
    expect(ada).toMatchObject({ plan: 'standard', paid: true, name: 'Ada Lovelace', sites: ['1700000000001'] });
    expect((await findUserByEmail('bob@example.com'))?.blocked).toBe(true);
    // The same site from the users list and the sites list is one record with both sets of fields.
    expect(await getSite('1700000000001')).toMatchObject({ theme: 'brick', published: true, owner: 'ada@example.com', previewData: expect.objectContaining({ tagline: 'Colour and light' }) });
    expect((await listPublishedSites()).map((s) => s.id)).toEqual(['1700000000001', '1700000000002', '1700000000003']);
    expect(await getSite('1700000000002')).toMatchObject({ siteId: '1700000000002', type: 'event-promo' });
    expect(await readSessionView()).toMatchObject({ currentUser: { email: 'ada@example.com', plan: 'standard' }, adminEmail: 'admin@brick.example' });
    expect((await findPageBySlot('event', 2))?.title).toBe('Slot 2');
    expect((await readListing('1700000000004'))?.testimonials).toEqual(['Great stay', 'Would return']);
    expect((await readPreview('preview', '1700000000001'))?.contact).toEqual({ email: 'ada@example.com', phone: null, social: '@ada' });
    expect((await readPreview('site_preview', '1700000000005'))?.website).toBe('https://card.example');
    const store = await readPreview('business_preview', '1700000000006');
    expect(store?.products).toHaveLength(10);
    expect((store?.products as Array<{ price: string }>)[1].price).toBe('20');
    expect(await readDraft('artist_about')).toBe('I paint landscapes in oil.');
    expect(await readDraft('onboarding_step4')).toEqual({ testimonials: ['Great gig', 'Loved it'] });
    expect((await readDraft('user_profile'))?.name).toBe('Ada Lovelace');
    expect((await getBusinessCard('1700000000007'))?.fullName).toBe('Alex Morgan');
    expect((await getBlogPost('1700000000008'))?.content).toBe('Hello world');
    expect((await getEventPromo('1700000000009'))?.eventName).toBe('My Event');
    expect(await hasSeenConfetti('ada@example.com')).toBe(true);
  });

  it('after start, the mirror rewrites each key in a shape that imports to the same data', async () => {
    loadFixtures();
    await startStorage();
    expect(readKey('users')[0].sites[0]).toMatchObject({ id: '1700000000001', siteId: '1700000000001', theme: 'brick' });
    expect(readKey('sites')[1]).toMatchObject({ id: '1700000000002', siteId: '1700000000002' });
    stopStorageForTests();
    await db.delete();
    await db.open();
    await importLegacyData(); // checksums say "ours": skipped
    expect(await db.users.count()).toBe(0);
  });

  it('accepts artist_about and artist_email stored as plain text', async () => {
    localStorage.setItem('artist_about', 'Plain text, no quotes');
    localStorage.setItem('artist_email', 'ada@example.com');
    await importLegacyData();
    expect(await readDraft('artist_about')).toBe('Plain text, no quotes');
    expect(await readDraft('artist_email')).toBe('ada@example.com');
    expect(await listQuarantine()).toEqual([]);
  });
});

describe('corrupt values', () => {
  it('quarantines bad JSON and leaves the raw value in place', async () => {
    localStorage.setItem('users', '[{"email": "a@b.c", ');
    localStorage.setItem('business_cards', '{{nope');
    await startStorage();
    const rows = await listQuarantine();
    expect(rows.map((r) => [r.key, r.raw, r.reason])).toEqual([
      ['users', '[{"email": "a@b.c", ', 'Not valid JSON.'],
      ['business_cards', '{{nope', 'Not valid JSON.'],
    ]);
    await flushMirror();
    expect(localStorage.getItem('users')).toBe('[{"email": "a@b.c", ');
    expect(localStorage.getItem('business_cards')).toBe('{{nope');
    expect(useStorageStatus.getState().quarantinedCount).toBe(2);
  });

  it('imports the valid records of a list and quarantines the raw value for the invalid ones', async () => {
    const raw = JSON.stringify([
      { email: 'ok@x.io', password: 'pw', plan: 'basic' },
      { email: 'wrong@x.io', password: 'pw', blocked: 'yes' }, // wrong type
      { password: 'pw' }, // missing email
    ]);
    localStorage.setItem('users', raw);
    await startStorage();
    expect((await listUsers()).map((u) => u.email)).toEqual(['ok@x.io']);
    const [row] = await listQuarantine();
    expect(row.key).toBe('users');
    expect(row.raw).toBe(raw);
    expect(row.reason).toMatch(/Entry 2: blocked/);
    expect(row.reason).toMatch(/Entry 3: email/);
    // Held: the mirror does not overwrite the raw value, even after a change.
    await updateUser('ok@x.io', { name: 'Okay' });
    await flushMirror();
    expect(localStorage.getItem('users')).toBe(raw);
  });

  it('quarantines wrong shapes for single-record keys', async () => {
    localStorage.setItem('currentUser', JSON.stringify({ plan: 'free' }));
    localStorage.setItem('preview_9', JSON.stringify({ name: 42 }));
    localStorage.setItem('site_pages', JSON.stringify({ not: 'a list' }));
    localStorage.setItem('onboarding_step4', JSON.stringify({ testimonials: 'one line' }));
    await startStorage();
    expect((await listQuarantine()).map((r) => r.key).sort()).toEqual(['currentUser', 'onboarding_step4', 'preview_9', 'site_pages']);
    expect(localStorage.getItem('preview_9')).toBe('{"name":42}');
  });

  it('does not quarantine the same raw value twice across restarts', async () => {
    localStorage.setItem('sites', 'garbage');
    await startStorage();
    stopStorageForTests();
    await startStorage();
    expect(await listQuarantine()).toHaveLength(1);
  });

  it('offers the raw values as JSON and releases the key when discarded', async () => {
    localStorage.setItem('blog_posts', JSON.stringify([{ id: '1' }, { title: 'no id' }]));
    await startStorage();
    const download = JSON.parse(await quarantineAsJson());
    expect(download.entries).toEqual([expect.objectContaining({ key: 'blog_posts', raw: JSON.stringify([{ id: '1' }, { title: 'no id' }]) })]);
    await discardQuarantinedData();
    expect(await listQuarantine()).toEqual([]);
    expect(useStorageStatus.getState().quarantinedCount).toBe(0);
    expect(readKey('blog_posts')).toEqual([expect.objectContaining({ id: '1', title: 'My First Blog Post' })]);
  });

  it('never throws from start-up, even when localStorage cannot be listed', async () => {
    const original = Object.getOwnPropertyDescriptor(Storage.prototype, 'length')!;
    Object.defineProperty(Storage.prototype, 'length', { configurable: true, get: () => { throw new Error('denied'); } });
    try {
      await expect(startStorage()).resolves.toBeUndefined();
    } finally {
      Object.defineProperty(Storage.prototype, 'length', original);
    }
  });
});

describe('merging with data already in Dexie', () => {
  it('adds unknown records and keeps Dexie copies when the key was never written by the mirror', async () => {
    await startStorage();
    await updateUserViaRepository();
    stopStorageForTests();
    localStorage.clear(); // pretend the key came from elsewhere: no checksum matches
    localStorage.setItem('users', JSON.stringify([
      { email: 'ada@x.io', password: 'old', plan: 'free' },
      { email: 'new@x.io', password: 'pw', plan: 'free' },
    ]));
    await startStorage();
    expect((await findUserByEmail('ada@x.io'))?.password).toBe('pw'); // Dexie kept
    expect(await findUserByEmail('new@x.io')).toBeDefined();
  });

  it('takes an outside edit of a key the mirror wrote, unless Dexie changed after that write', async () => {
    await startStorage();
    await updateUserViaRepository();
    await flushMirror();
    const users = readKey('users');
    users[0].name = 'Edited elsewhere';
    localStorage.setItem('users', JSON.stringify(users));
    stopStorageForTests();
    await startStorage();
    expect((await findUserByEmail('ada@x.io'))?.name).toBe('Edited elsewhere');

    // Now Dexie changes after the last mirror write (then the tab dies before flushing):
    await flushMirror();
    const again = readKey('users');
    again[0].name = 'Stale outside edit';
    localStorage.setItem('users', JSON.stringify(again));
    await new Promise((r) => setTimeout(r, 5));
    stopStorageForTests();
    await updateUser('ada@x.io', { name: 'Newest in Dexie' });
    await startStorage();
    expect((await findUserByEmail('ada@x.io'))?.name).toBe('Newest in Dexie');
  });

  it('lists a site found in the sites key', async () => {
    localStorage.setItem('sites', JSON.stringify([{ siteId: 5, name: 'Five' }]));
    await startStorage();
    expect(await isSiteListed('5')).toBe(true);
  });
});

async function updateUserViaRepository() {
  const { createUser } = await import('../../../src/storage/users');
  await createUser({ email: 'ada@x.io', password: 'pw', plan: 'basic' });
}
