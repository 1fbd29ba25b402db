/**
 * Another device's change is one more writer on the write path: it is patched onto the record as
 * stored now. A field this device changed after the document was read (a keystroke while the
 * server's copy came in) stays; the other device's fields arrive beside it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { db } from '../../../src/storage/db';
import { createUser } from '../../../src/storage/users';
import { getSite, saveUserSite } from '../../../src/storage/sites';
import { readAnchors, readBases, same, saveBases, saveSyncState, writeRemoteRecords } from '../../../src/sync/client/local';
import type { JsonValue } from '../../../src/sync/doc-shape';

const OWNER = 'ada@x.io';
async function fresh() {
  db.close();
  await Dexie.delete('brick');
  await db.open();
  await createUser({ email: OWNER, password: 'pw', plan: 'premium', name: 'Ada' });
  await saveUserSite(OWNER, { id: 'e1', siteId: 'e1', type: 'event', name: 'Fair', title: 'Fair', description: 'Old' });
}
afterEach(() => db.close());

const stored = async () => JSON.parse(JSON.stringify(await db.sites.get('e1'))) as Record<string, JsonValue>;

describe('a record from another device', () => {
  it('keeps a field this device changed since the document was read, and takes the fields the other device changed', async () => {
    await fresh();
    const read = await stored();
    // Typed here after the read: the location.
    await saveUserSite(OWNER, { id: 'e1', location: 'Town hall' });
    // The document's copy: the other device changed the description.
    await writeRemoteRecords([['sites/e1', { ...read, description: 'New' }, read]]);
    const site = await getSite('e1');
    expect((site as Record<string, unknown> | undefined)?.location).toBe('Town hall');
    expect(site?.description).toBe('New');
  });

  it('is put as it is when this device did not change the record since (a field the other device removed goes)', async () => {
    await fresh();
    const read = await stored();
    const { description: _gone, ...without } = read;
    await writeRemoteRecords([['sites/e1', { ...without, title: 'Fair 2' }, read]]);
    const site = await getSite('e1');
    expect(site?.title).toBe('Fair 2');
    expect(site?.description).toBeUndefined();
  });
});

describe('the bases a device keeps of what the server has', () => {
  it('are saved with the records they describe, one row per record, and forgotten one by one', async () => {
    await fresh();
    const read = await stored();
    await writeRemoteRecords([['sites/e1', { ...read, title: 'Fair 2' }, read]], [['site:e1', 'sites/e1', { ...read, title: 'Fair 2' }], ['site:e1', 'pages/p1', { id: 'p1' }]]);
    expect((await db.sites.get('e1'))?.title).toBe('Fair 2');
    const bases = await readBases('site:e1');
    expect((bases.get('sites/e1') as Record<string, JsonValue>).title).toBe('Fair 2');
    expect(bases.get('pages/p1')).toEqual({ id: 'p1' });
    await saveBases([['site:e1', 'pages/p1', undefined]]);
    expect([...(await readBases('site:e1')).keys()]).toEqual(['sites/e1']);
    expect(await readBases('site:e2')).toEqual(new Map());
  });

  it('kept in one row per document by an older Brick are read, and kept per record from then on', async () => {
    await fresh();
    await db.meta.put({ key: 'sync-base:site:e1', value: { 'sites/e1': { id: 'e1', title: 'Old' }, 'pages/p1': { id: 'p1' } } });
    const bases = await readBases('site:e1');
    expect(bases.get('sites/e1')).toEqual({ id: 'e1', title: 'Old' });
    expect(await db.meta.get('sync-base:site:e1')).toBeUndefined();
    expect((await db.meta.get('sync-base:site:e1|pages/p1'))?.value).toEqual({ id: 'p1' });
  });
});

describe('a nested field from another device', () => {
  it('arrives beside a nested field this device changed since, inside the same object', async () => {
    await fresh();
    const read = { ...(await stored()), style: { color: 'red', font: 'serif' } };
    await db.sites.put(read as never);
    await db.sites.update('e1', { style: { color: 'blue', font: 'serif' } } as never);
    await writeRemoteRecords([['sites/e1', { ...read, style: { color: 'red', font: 'sans' } }, read]]);
    expect(((await db.sites.get('e1')) as unknown as { style: unknown }).style).toEqual({ color: 'blue', font: 'sans' });
  });
});

describe('two records', () => {
  it('are the same with their fields in another order, as a document reads a record back, and not with a field changed', () => {
    expect(same({ id: 'e1', title: 'Fair', style: { color: 'red', font: 'serif' } }, { style: { font: 'serif', color: 'red' }, title: 'Fair', id: 'e1' })).toBe(true);
    expect(same(undefined, null)).toBe(true);
    expect(same({ id: 'e1', title: 'Fair' }, { title: 'Fair 2', id: 'e1' })).toBe(false);
    expect(same({ list: [1, 2] }, { list: [2, 1] })).toBe(false);
  });
});

describe('the anchors of a device\'s bases (which map holds each, and what others sent of it)', () => {
  it('are saved with the records they describe, kept across a page load, one row per record, and forgotten one by one', async () => {
    await fresh();
    const read = await stored();
    await writeRemoteRecords(
      [['sites/e1', { ...read, title: 'Fair 2' }, read]],
      [['site:e1', 'sites/e1', { ...read, title: 'Fair 2' }]],
      [['site:e1', 'sites/e1', { map: '7:0', theirs: { id: 'e1', title: 'Fair 2' } }], ['site:e1', 'pages/p1', { map: '7:4', theirs: null }]],
    );
    await saveSyncState([], [['site:e2', 'sites/e2', { map: '9:1', theirs: null }]]);
    db.close();
    await db.open();
    expect(await readAnchors('site:e1')).toEqual(new Map([['sites/e1', { map: '7:0', theirs: { id: 'e1', title: 'Fair 2' } }], ['pages/p1', { map: '7:4', theirs: null }]]));
    await saveSyncState([], [['site:e1', 'pages/p1', undefined]]);
    expect([...(await readAnchors('site:e1')).keys()]).toEqual(['sites/e1']);
    expect((await readAnchors('site:e2')).get('sites/e2')).toEqual({ map: '9:1', theirs: null });
  });
});
