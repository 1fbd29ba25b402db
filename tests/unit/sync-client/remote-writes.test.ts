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
import { writeRemoteRecords } from '../../../src/sync/client/local';
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
