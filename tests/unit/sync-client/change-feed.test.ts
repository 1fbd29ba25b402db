/**
 * Issue 36: the change feed sees every committed change of a person's records, as before and
 * after, and never a remote-marked one; and writers work the same while someone listens.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { db } from '../../../src/storage/db';
import { listenToChanges, markRemote, type RecordChange } from '../../../src/storage/change-feed';
import { createUser } from '../../../src/storage/users';
import { saveUserSite } from '../../../src/storage/sites';
import { moveToRecycleBin, restoreFromRecycleBin } from '../../../src/storage/recycle-bin';

const OWNER = 'ada@x.io';
let stop: () => void = () => undefined;
async function fresh() {
  db.close();
  await Dexie.delete('brick');
  await db.open();
  await createUser({ email: OWNER, password: 'pw', plan: 'premium', name: 'Ada' });
}
afterEach(() => {
  stop();
  db.close();
});

function collect() {
  const seen: RecordChange[] = [];
  stop = listenToChanges((changes) => seen.push(...changes));
  return seen;
}

describe('the change feed', () => {
  it('sees a site made, edited, moved to the bin and back, with before and after', async () => {
    await fresh();
    const seen = collect();
    await saveUserSite(OWNER, { id: 's1', siteId: 's1', type: 'blog', name: 'One', title: 'One' });
    await saveUserSite(OWNER, { id: 's1', title: 'Two' });
    await moveToRecycleBin('s1');
    await restoreFromRecycleBin('s1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const sites = seen.filter((change) => change.table === 'sites');
    expect(sites.map((change) => [(change.before as { title?: string } | undefined)?.title, (change.after as { title?: string } | undefined)?.title])).toEqual([
      [undefined, 'One'], ['One', 'Two'], ['Two', undefined], [undefined, 'Two'],
    ]);
    expect(seen.some((change) => change.table === 'recycleBin' && change.after)).toBe(true);
    expect(seen.some((change) => change.table === 'users' && (change.after as { sites: string[] }).sites.length === 0)).toBe(true);
  });

  it('does not see what a remote-marked transaction writes', async () => {
    await fresh();
    const seen = collect();
    await db.transaction('rw', db.sites, async () => {
      markRemote();
      await db.sites.put({ id: 'r1', siteId: 'r1', type: 'blog', name: 'From afar', pages: ['main'], _order: 1, _updatedAt: 1, _listed: 0 } as never);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
  });
});
