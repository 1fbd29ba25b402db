import { describe, expect, it } from 'vitest';
import { useFreshStorage, db } from '../storage/support';
import { addRsvp, listRsvps, rsvpKey } from '../../../src/storage/rsvps';
import { createUser } from '../../../src/storage/users';
import { getSite, listSitesOfUser, isSiteListed } from '../../../src/storage/sites';
import { readBusinessPreview } from '../../../src/storage/previews';
import { readDraft } from '../../../src/storage/drafts';
import { editContent } from '../../../src/storage/edits';
import { publish as publishSite } from '../../../src/storage/publish';
import { layoutSiteRecord } from '../../../src/sites/variant-routes';

type LayoutVariant = 'business1' | 'business2' | 'event1' | 'event2' | 'blog1' | 'blog2';

/** What a layout editor sends: each field as its own edit, to the record as stored. */
const saveChange = (content: Record<string, unknown>, variant: LayoutVariant, id: string, owner: string) =>
  editContent({ table: 'sites', key: id, owner, variant }, Object.entries(content).map(([set, value]) => ({ set, value })));
const publish = (content: Record<string, unknown>, variant: LayoutVariant, id: string, owner: string, at: Date) =>
  saveChange(content, variant, id, owner).then(() => publishSite({ id, owner, now: at, from: { site: { table: 'sites', key: id, owner, variant } } }));
import { resolveSite } from '../../../src/sites/resolve';
import { StoreSchema } from '../../../src/domain/content-schemas';

useFreshStorage();

describe('RSVPs kept on the device', () => {
  it('adds RSVPs to the list of one event, in order, trimmed', async () => {
    await addRsvp('ev1', { name: ' Ada ', email: 'ada@example.com ' }, new Date('2025-01-01T10:00:00Z'));
    await addRsvp('ev1', { name: 'Bob', email: 'bob@example.com' });
    await addRsvp('ev2', { name: 'Cy', email: 'cy@example.com' });
    const list = await listRsvps('ev1');
    expect(list.map((r) => [r.name, r.email])).toEqual([['Ada', 'ada@example.com'], ['Bob', 'bob@example.com']]);
    expect(list[0].at).toBe('2025-01-01T10:00:00.000Z');
    expect(await listRsvps('ev2')).toHaveLength(1);
    expect((await db.drafts.get(rsvpKey('ev1')))?.value).toHaveLength(2);
  });

  it('an event nobody answered has an empty list', async () => {
    expect(await listRsvps('nobody')).toEqual([]);
  });
});

describe('layout editor saves', () => {
  it('a change is stored in the site record, in the owner list, with the variant convention', async () => {
    await createUser({ email: 'ada@example.com', password: 'pw', plan: 'free' });
    await saveChange({ title: 'Summer Fair', date: '2025-06-21', buttonText: 'RSVP Now' }, 'event1', '42', 'ada@example.com');
    const site = await getSite('42');
    expect(site).toMatchObject({ id: '42', siteId: '42', type: 'event', variant: 'event1', templateVariant: 'event1', name: 'Summer Fair', title: 'Summer Fair', owner: 'ada@example.com', published: false, logo: '' });
    expect((await listSitesOfUser('ada@example.com')).map((s) => s.id)).toEqual(['42']);
    expect(resolveSite(site!)).toMatchObject({ kind: 'event', variant: 'event1' });
    expect(await isSiteListed('42')).toBe(false);
  });

  it('switching layout keeps shared fields: the record gets the new variant', async () => {
    await createUser({ email: 'ada@example.com', password: 'pw', plan: 'free' });
    await saveChange({ title: 'Fair', location: 'Park' }, 'event1', '7', 'ada@example.com');
    await saveChange({ agenda: 'Doors' }, 'event2', '7', 'ada@example.com');
    expect(await getSite('7')).toMatchObject({ title: 'Fair', location: 'Park', agenda: 'Doors', variant: 'event2', templateVariant: 'event2' });
  });

  it('the store is also saved as business_preview_{id} and business_form', async () => {
    await createUser({ email: 'ada@example.com', password: 'pw', plan: 'free' });
    const store = StoreSchema.parse({ name: 'Corner Shop', products: [{ title: 'Mug', price: '12' }] });
    await saveChange(store, 'business2', 's1', 'ada@example.com');
    const preview = await readBusinessPreview('s1');
    expect(preview).toMatchObject({ name: 'Corner Shop', variant: 'business2' });
    expect((preview as { products: unknown[] }).products).toHaveLength(10);
    expect(await readDraft('business_form')).toMatchObject({ name: 'Corner Shop' });
  });

  it('publishing lists the site once and marks it published', async () => {
    await createUser({ email: 'ada@example.com', password: 'pw', plan: 'free' });
    await publish({ title: 'Post' }, 'blog1', 'b1', 'ada@example.com', new Date('2025-03-01T00:00:00Z'));
    expect(await isSiteListed('b1')).toBe(true);
    expect(await getSite('b1')).toMatchObject({ published: true, lastPublished: '2025-03-01T00:00:00.000Z', variant: 'blog1' });
  });

  it('business sites keep the name as typed (blank stays blank)', () => {
    expect(layoutSiteRecord({ name: '' }, 'business1', '1', 'a@b.c').name).toBe('');
    expect(layoutSiteRecord({}, 'blog2', '1', 'a@b.c').name).toBe('Untitled blog');
  });
});
