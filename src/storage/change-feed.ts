/**
 * Every committed change to a person's records, as before and after (issue 36). Sync is one more
 * writer on the write path, never a second path: it listens here for what this device's writers
 * committed, and writes what other devices changed through transactions it marks as remote, so
 * those are not sent back. A Dexie middleware, idle (one check per write) while nobody listens.
 */
import type { DBCore, DBCoreKeyRange, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie';
import Dexie from 'dexie';

export interface RecordChange {
  table: string;
  key: string;
  before: unknown;
  after: unknown;
}

type Listener = (changes: RecordChange[]) => void;

/** The tables whose records a person's other devices share (device facts, the outbox and images stay here). */
export const SHARED_TABLES = new Set(['users', 'sites', 'recycleBin', 'pages', 'previews', 'drafts', 'businessCards', 'blogPosts', 'eventPromos', 'versions']);

let listener: Listener | null = null;
const pending = new WeakMap<DBCoreTransaction, RecordChange[]>();
const remote = new WeakSet<DBCoreTransaction>();

/** Listens to every committed change made on this device (not the ones `markRemote` marked); returns how to stop. */
export function listenToChanges(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

/** Inside a transaction: what it writes came from another device, and is not to be sent back. */
export function markRemote(): void {
  const trans = (Dexie.currentTransaction as unknown as { idbtrans?: DBCoreTransaction } | null)?.idbtrans;
  if (trans) remote.add(trans);
}

function queue(trans: DBCoreTransaction, changes: RecordChange[]) {
  let list = pending.get(trans);
  if (!list) {
    list = [];
    pending.set(trans, list);
    const committed = list;
    (trans as unknown as IDBTransaction).addEventListener('complete', () => {
      if (committed.length) listener?.(committed);
    });
  }
  list.push(...changes);
}

/** Primary keys are strings or numbers in every shared table. */
type Key = string | number;

/** The keys a request names, when it names them (a range is looked up). */
function keysNamed(table: DBCoreTable, req: DBCoreMutateRequest): Key[] | null {
  if (req.type === 'delete') return req.keys as Key[];
  if (req.type === 'deleteRange') return null;
  if (req.keys) return req.keys as Key[];
  const extract = table.schema.primaryKey.extractKey;
  return extract ? req.values.map((value) => extract(value) as Key) : [];
}

/**
 * The change as it happens. Dexie's own promises all the way (no await): Dexie follows its
 * transaction through them, and the layers below read it (a native await would lose it).
 */
function watched(table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    mutate(req) {
      if (!listener || remote.has(req.trans)) return table.mutate(req);
      const named = keysNamed(table, req);
      const keys = named
        ? Dexie.Promise.resolve(named)
        : table.query({ trans: req.trans, query: { index: table.schema.primaryKey, range: (req as { range: DBCoreKeyRange }).range }, values: false }).then((found) => found.result as Key[]);
      return keys.then((all) => {
        const known = all.filter((key) => key !== undefined);
        const reading = known.length ? table.getMany({ trans: req.trans, keys: known }) : Dexie.Promise.resolve([] as unknown[]);
        return reading.then((before) =>
          table.mutate(req).then((response) => {
            const was = new Map(known.map((key, index) => [String(key), before[index] as unknown]));
            const name = table.name;
            if (req.type === 'add' || req.type === 'put') {
              const changes = ((response.results ?? []) as Key[]).map((key, index) => ({ table: name, key: String(key), before: was.get(String(key)), after: req.values[index] as unknown }));
              queue(req.trans, changes.filter((_change, index) => !(index in response.failures)));
            } else {
              queue(req.trans, known.map((key) => ({ table: name, key: String(key), before: was.get(String(key)), after: undefined })));
            }
            return response;
          }),
        );
      });
    },
  };
}

export const changeFeed: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'brick-change-feed',
  create: (down) => ({ ...down, table: (name) => (SHARED_TABLES.has(name) ? watched(down.table(name)) : down.table(name)) }),
};
