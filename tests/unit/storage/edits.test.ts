/**
 * The write path (issue 22): edits applied to the record as stored now, in order, journaled so an
 * instant reload keeps typed text, and, across two tabs writing at once, nobody's change undone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import fc from 'fast-check';
import type { Edit } from '../../../src/domain/edits';

async function openTab() {
  vi.resetModules(); // a copy of every src module of its own: what another tab runs
  const tab = {
    database: await import('../../../src/storage/db'),
    edits: await import('../../../src/storage/edits'),
    journal: await import('../../../src/storage/edit-journal'),
    users: await import('../../../src/storage/users'),
  };
  await tab.database.db.open();
  return tab;
}
type Tab = Awaited<ReturnType<typeof openTab>>;

const tabs: Tab[] = [];
async function freshTabs(count: number): Promise<Tab[]> {
  for (const tab of tabs.splice(0)) tab.database.db.close();
  await Dexie.delete('brick');
  sessionStorage.clear();
  for (let i = 0; i < count; i++) tabs.push(await openTab());
  return [...tabs];
}
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.database.db.close();
});

const OWNER = 'ada@x.io';
const SITE = { table: 'sites', key: '42', owner: OWNER } as const;
const initial = () => ({ id: '42', siteId: '42', type: 'event', name: 'Fair', title: '', services: [] as unknown[] });

async function withUser(tab: Tab) {
  await tab.users.createUser({ email: OWNER, password: 'pw', plan: 'premium', name: 'Ada' });
}

/** A tab whose site is stored (title 'S'), and how many times the site is written from now on. */
async function storedSiteCountingWrites() {
  const [tab] = await freshTabs(1);
  await withUser(tab);
  await tab.edits.editContent(SITE, [{ set: 'title', value: 'S' }], { initial });
  let writes = 0;
  tab.database.db.sites.hook('updating', () => void writes++);
  return { tab, siteWrites: () => writes };
}

describe('editContent', () => {
  it('applies each edit to the record as stored, keeping what other writers stored meanwhile', async () => {
    const [tab] = await freshTabs(1);
    await withUser(tab);
    await tab.edits.editContent(SITE, [{ set: 'title', value: 'Summer Fair' }], { initial });
    // Another writer (an image read, the outbox, another tab) changes another field.
    await tab.database.db.sites.update('42', { location: 'Riverside' } as never);
    await tab.edits.editContent(SITE, [{ set: 'description', value: 'Music' }], { initial });
    expect(await tab.edits.readContent(SITE)).toMatchObject({ title: 'Summer Fair', location: 'Riverside', description: 'Music' });
  });

  it('applies edits to one record in the order they were made, though none was awaited', async () => {
    const [tab] = await freshTabs(1);
    await withUser(tab);
    const typed = ['S', 'Su', 'Sum', 'Summ', 'Summe', 'Summer'];
    await Promise.all(typed.map((value) => tab.edits.editContent(SITE, [{ set: 'title', value }], { initial })));
    expect((await tab.edits.readContent(SITE))?.title).toBe('Summer');
  });

  it('keystrokes made before a write of the record could start go in that one write, not one each', async () => {
    const { tab, siteWrites } = await storedSiteCountingWrites();
    const typed = ['Su', 'Sum', 'Summ', 'Summe', 'Summer'];
    await Promise.all(typed.map((value) => tab.edits.editContent(SITE, [{ set: 'title', value }], { initial })));
    // None could start before the last key came (each waits for the transaction before it).
    expect(siteWrites()).toBe(1);
    expect((await tab.edits.readContent(SITE))?.title).toBe('Summer');
  });

  it('keystrokes made while a write of the record is running all go in the one write after it', async () => {
    const { tab, siteWrites } = await storedSiteCountingWrites();
    let firstWritten = false;
    const first = tab.edits.editContent(SITE, [{ set: 'title', value: 'Su' }], { initial }).then(() => (firstWritten = true));
    // Two turns of the microtask queue: the first write has begun its transaction.
    await Promise.resolve();
    await Promise.resolve();
    const typed = ['Sum', 'Summ', 'Summe', 'Summer'];
    const rest = typed.map((value) => tab.edits.editContent(SITE, [{ set: 'title', value }], { initial }));
    expect(firstWritten).toBe(false);
    await Promise.all([first, ...rest]);
    expect(siteWrites()).toBe(2);
    expect((await tab.edits.readContent(SITE))?.title).toBe('Summer');
  });

  it('typing that waits for a pause and edits that join a queued write keep the order they were made in (property)', async () => {
    const stepArb = fc.record({ typing: fc.boolean(), field: fc.constantFrom('title', 'tagline'), pause: fc.nat(3) });
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 2, maxLength: 14 }), async (steps) => {
        const [tab] = await freshTabs(1);
        await withUser(tab);
        const writes: Promise<unknown>[] = [];
        for (const [index, { typing, field, pause }] of steps.entries()) {
          writes.push(tab.edits.editContent(SITE, [{ set: field, value: `${field} ${index}` }], { initial, typing }));
          for (let turn = 0; turn < pause; turn++) await new Promise((resolve) => setImmediate(resolve));
        }
        await tab.edits.editsSettled();
        await Promise.all(writes);
        const stored = (await tab.edits.readContent(SITE))!;
        for (const field of ['title', 'tagline']) {
          const last = steps.map((step, index) => ({ ...step, index })).filter((step) => step.field === field).at(-1);
          expect(stored[field]).toBe(last ? `${field} ${last.index}` : (initial() as Record<string, unknown>)[field]);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});

describe('the unsaved-text journal', () => {
  it('a reload before the write of the last keystroke landed saves it at the next start', async () => {
    const [tab] = await freshTabs(1);
    await withUser(tab);
    await tab.edits.editContent(SITE, [{ set: 'title', value: 'Summer' }], { initial });
    // The page goes away right after journaling "Summer F"; its write never lands.
    tab.journal.rememberText(tab.edits.recordKeyOf(SITE), 'title', 'Summer', 'Summer F');
    await tab.edits.replayUnsavedEdits();
    expect((await tab.edits.readContent(SITE))?.title).toBe('Summer F');
    expect(sessionStorage.getItem('brick-unsaved-edits')).toBeNull();
  });

  it('is not replayed over a value another tab wrote later', async () => {
    const [tab] = await freshTabs(1);
    await withUser(tab);
    await tab.edits.editContent(SITE, [{ set: 'title', value: 'Summer' }], { initial });
    tab.journal.rememberText(tab.edits.recordKeyOf(SITE), 'title', 'Summer', 'Summer F');
    await tab.database.db.sites.update('42', { title: 'Winter Fair' }); // another tab, later
    await tab.edits.replayUnsavedEdits();
    expect((await tab.edits.readContent(SITE))?.title).toBe('Winter Fair');
  });

  it('keeps an entry until the replay has stored it, so a reload during the replay finds it again', async () => {
    const [tab] = await freshTabs(1);
    await withUser(tab);
    await tab.edits.editContent(SITE, [{ set: 'title', value: 'Summer' }], { initial });
    const record = tab.edits.recordKeyOf(SITE);
    tab.journal.rememberText(record, 'title', 'Summer', 'Summer F');
    const replay = tab.edits.replayUnsavedEdits();
    // The page could go away now, before the replay's write lands.
    expect(tab.journal.journaledTexts(record).title).toEqual(['Summer', 'Summer F']);
    // Keys typed meanwhile (the slot editor takes them while storage opens) stay journaled after it.
    tab.journal.rememberText(record, 'title', 'Summer F', 'Summer Fa');
    await replay;
    expect((await tab.edits.readContent(SITE))?.title).toBe('Summer F');
    expect(tab.journal.journaledTexts(record).title).toEqual(['Summer F', 'Summer Fa']);
    await tab.edits.replayUnsavedEdits();
    expect((await tab.edits.readContent(SITE))?.title).toBe('Summer Fa');
    expect(sessionStorage.getItem('brick-unsaved-edits')).toBeNull();
  });

  it('forgets what was committed', async () => {
    const [tab] = await freshTabs(1);
    await withUser(tab);
    await tab.edits.editContent(SITE, [{ set: 'title', value: 'a' }], { initial, before: { title: '' } });
    await tab.edits.editContent(SITE, [{ set: 'title', value: 'ab' }], { initial, before: { title: 'a' } });
    expect(sessionStorage.getItem('brick-unsaved-edits')).toBeNull();
  });
});

/** One writer's step: a field of its own, an item it added, or the outbox swapping an address. */
type Step = { tab: 0 | 1; edit: Edit };

describe('two tabs writing one record at once (property)', () => {
  it('every field keeps the last value its writer set, and no added item is lost', async () => {
    const fieldsOf = [['title', 'tagline'], ['location', 'description']] as const;
    const stepArb = fc.oneof(
      fc.record({ tab: fc.constantFrom(0 as const, 1 as const), field: fc.nat(1), text: fc.string({ maxLength: 6 }) }).map(
        ({ tab, field, text }): Step => ({ tab, edit: { set: fieldsOf[tab][field], value: `${tab}:${text}` } }),
      ),
      fc.record({ tab: fc.constantFrom(0 as const, 1 as const), name: fc.string({ maxLength: 4 }) }).map(
        ({ tab, name }): Step => ({ tab, edit: { add: 'services', item: { id: `${tab}-${name}-${Math.random()}`, name } } }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 2, maxLength: 12 }), fc.array(fc.nat(3), { maxLength: 12 }), async (steps, pauses) => {
        const pair = await freshTabs(2);
        await withUser(pair[0]);
        await pair[0].edits.editContent(SITE, [{ set: 'image', value: 'data:local' }], { initial });
        const writes: Promise<unknown>[] = [];
        for (const [index, { tab, edit }] of steps.entries()) {
          writes.push(pair[tab].edits.editContent(SITE, [edit], { initial }));
          // Tabs do not wait for each other: some steps start before the last one landed.
          for (let turn = 0; turn < (pauses[index] ?? 0); turn++) await new Promise((resolve) => setImmediate(resolve));
          if (index === 1) writes.push(pair[1].edits.editContent(SITE, [{ set: 'image', value: 'https://host/x.png' }], { initial }));
        }
        await Promise.all(writes);
        const stored = (await pair[0].edits.readContent(SITE))!;
        for (const tab of [0, 1] as const) {
          for (const field of fieldsOf[tab]) {
            const last = steps.filter((s) => s.tab === tab && 'set' in s.edit && s.edit.set === field).at(-1);
            expect(stored[field]).toBe(last && 'set' in last.edit ? last.edit.value : (initial() as Record<string, unknown>)[field]);
          }
        }
        const added = steps.flatMap((s) => ('add' in s.edit ? [(s.edit.item as { id: string }).id] : []));
        expect((stored.services as Array<{ id: string }>).map((item) => item.id).sort()).toEqual(added.sort());
        expect(stored.image).toBe('https://host/x.png');
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
