// @vitest-environment node
/**
 * The shape of Brick's records in a Yjs document (src/sync/doc-shape.ts): every JSON value reads
 * back as written; a change writes only what it changed, so another device's change to another
 * field, item or place survives; lists keep each item once whatever devices add, remove and move
 * at the same time. Changes are made the way editors make them (src/domain/edits.ts) and handed
 * over as before/after pairs, as the sync binding will.
 *
 * The properties print their seed; replay a failure with BRICK_SEED=<seed> npx vitest run tests/unit/sync
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyEdit, type Edit } from '../../../src/domain/edits';
import {
  applyRecordChange, changedRecordKeys, isRecordMapLost, parseRecordKey, replacedRecordKeys, readAllRecords, readRecord, recordKey, recordMapId, recordsOf, writeWholeRecord,
} from '../../../src/sync/doc-shape';

const SEED = process.env.BRICK_SEED ? Number(process.env.BRICK_SEED) : Math.floor(Math.random() * 0x7fffffff);
console.log(`doc-shape properties: seed ${SEED} (replay: BRICK_SEED=${SEED} npx vitest run tests/unit/sync)`);
const check = <Ts>(property: fc.IProperty<Ts>, numRuns: number): void => fc.assert(property, { seed: SEED, numRuns });

const KEY = 'sites/s1';
const REMOTE = 'remote';

/** A doc holding `value` as record KEY. */
function docWith(value: unknown): Y.Doc {
  const doc = new Y.Doc();
  applyRecordChange(doc, KEY, undefined, value);
  return doc;
}

/** A new doc made from another's whole state: what a device that just connected reads. */
function copyOf(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc), REMOTE);
  return copy;
}

/** Every doc gets every other doc's changes. */
function exchange(...docs: Y.Doc[]): void {
  for (const from of docs) for (const to of docs) if (from !== to) Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)), REMOTE);
}

/** Devices that start from the same doc. */
function devicesWith(value: unknown, n = 2): Y.Doc[] {
  const first = docWith(value);
  return [first, ...Array.from({ length: n - 1 }, () => copyOf(first))];
}

/** A change made the way an editor makes it, written into the doc as the binding writes it. */
function change(doc: Y.Doc, edits: Edit[], before: unknown = readRecord(doc, KEY)): unknown {
  const after = edits.reduce(applyEdit, before);
  applyRecordChange(doc, KEY, before, after);
  return after;
}

const site = () => ({
  title: 'Fair',
  contact: { email: 'a@x.io', phone: '1' },
  portfolio: ['data:image/png;base64,AA', 'b.png', 'c.png'],
  blocks: [
    { id: 'k1', type: 'text', text: 'one' },
    { id: 'k2', type: 'text', text: 'two' },
    { id: 'k3', type: 'image', src: 'c.png' },
  ],
});

const idsOf = (doc: Y.Doc): unknown[] => (readRecord(doc, KEY) as { blocks: { id: unknown }[] }).blocks.map((block) => block.id);
const picturesOf = (doc: Y.Doc): unknown => (readRecord(doc, KEY) as { portfolio: unknown }).portfolio;

// ------------------------------------------------------------------------------ arbitraries

const text = fc.string({ maxLength: 5 });
/** Few ids, of both kinds, so lists often hold the same id twice, and 3 next to '3'. */
const itemId = fc.oneof(fc.constantFrom('a', 'b', '3'), fc.integer({ min: 1, max: 3 }));
const block = fc.record(
  {
    id: itemId,
    text,
    tags: fc.array(fc.constantFrom('x', 'y'), { maxLength: 3 }),
    style: fc.record({ color: text, size: fc.integer() }, { requiredKeys: [] }),
    rows: fc.array(fc.record({ id: itemId, label: text }), { maxLength: 3 }),
  },
  { requiredKeys: ['id'] },
);
/** Brick-like records: id'd blocks with nested lists, strings (pictures, repeated), lists of lists, any JSON. */
const brickRecord = fc.record(
  {
    title: text,
    contact: fc.record({ email: text, phone: text }, { requiredKeys: [] }),
    blocks: fc.array(block, { maxLength: 5 }),
    portfolio: fc.array(fc.oneof(fc.constantFrom('data:image/png;base64,AA', 'https://img/1.png'), text), { maxLength: 5 }),
    grid: fc.array(fc.array(fc.oneof(text, fc.integer(), fc.constant(null)), { maxLength: 3 }), { maxLength: 3 }),
    extra: fc.jsonValue({ maxDepth: 3 }),
  },
  { requiredKeys: ['title'] },
);
/** Field names the shape itself uses (its marker, its item fields, its escape). */
const awkwardFields = fc.dictionary(fc.constantFrom('~list', '~~list', '~', 'o', 'v', 'id', '__proto__', ''), fc.jsonValue({ maxDepth: 2 }));
const anyRecord = fc.oneof(fc.jsonValue({ maxDepth: 4 }), brickRecord, awkwardFields, fc.array(awkwardFields, { maxLength: 3 }));

/** A change an editor can make to a brick-like record, with places picked among what is there. */
type Op =
  | { t: 'set'; field: 'title' | 'subtitle' | 'contact.email' | 'contact.phone' | 'contact.fax' }
  | { t: 'blockText'; pick: number }
  | { t: 'addBlock' | 'addPicture'; index: number }
  | { t: 'removeBlock' | 'removePicture'; pick: number }
  | { t: 'moveBlock' | 'movePicture'; pick: number; to: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('set' as const), field: fc.constantFrom('title', 'subtitle', 'contact.email', 'contact.phone', 'contact.fax') }),
  fc.record({ t: fc.constant('blockText' as const), pick: fc.nat() }),
  fc.record({ t: fc.constantFrom('addBlock' as const, 'addPicture' as const), index: fc.nat() }),
  fc.record({ t: fc.constantFrom('removeBlock' as const, 'removePicture' as const), pick: fc.nat() }),
  fc.record({ t: fc.constantFrom('moveBlock' as const, 'movePicture' as const), pick: fc.nat(), to: fc.nat() }),
);

interface Shaped {
  blocks?: unknown[];
  portfolio?: unknown[];
}

/** A new name (an added item's id or text, a field's value) that sorts anywhere among the others. */
const fresh = (n: number, device = 0): string => `${'0aZz'[n % 4]}${device}-${n}`;

const idOf = (item: unknown): string => String((item as { id?: unknown } | null)?.id);

/** The edit an op makes to `record` (`fresh` names what it adds or sets), or null when it has nothing to act on. */
function editFor(record: unknown, op: Op, fresh: string): Edit | null {
  const { blocks = [], portfolio = [] } = (record ?? {}) as Shaped;
  switch (op.t) {
    case 'set':
      return { set: op.field, value: fresh };
    case 'blockText':
      return blocks.length ? { set: `blocks.@${idOf(blocks[op.pick % blocks.length])}.text`, value: fresh } : null;
    case 'addBlock':
      return { add: 'blocks', item: { id: fresh, text: fresh }, index: op.index % (blocks.length + 1) };
    case 'addPicture':
      return { add: 'portfolio', item: fresh, index: op.index % (portfolio.length + 1) };
    case 'removeBlock':
      return blocks.length ? { remove: 'blocks', at: idOf(blocks[op.pick % blocks.length]) } : null;
    case 'removePicture':
      return portfolio.length ? { remove: 'portfolio', at: op.pick % portfolio.length } : null;
    case 'moveBlock':
      return blocks.length ? { move: 'blocks', at: idOf(blocks[op.pick % blocks.length]), to: op.to % blocks.length } : null;
    case 'movePicture':
      return portfolio.length ? { move: 'portfolio', at: op.pick % portfolio.length, to: op.to % portfolio.length } : null;
  }
}

// ------------------------------------------------------------------------------ keys

describe('record keys', () => {
  it('name a table and a primary key, which may hold a slash or be a number', () => {
    expect(recordKey('sites', 's1')).toBe('sites/s1');
    expect(parseRecordKey(recordKey('pages', 'a/b'))).toEqual({ table: 'pages', key: 'a/b' });
    expect(parseRecordKey(recordKey('versions', 7))).toEqual({ table: 'versions', key: '7' });
    expect(parseRecordKey('no-slash')).toBeNull();
    expect(() => recordKey('a/b', 'x')).toThrow();
  });
});

// ------------------------------------------------------------------------------ round trip

describe('reading back', () => {
  it('any JSON record reads back as written, on this device and on another', () => {
    check(
      fc.property(anyRecord, (value) => {
        const doc = docWith(value);
        expect(readRecord(doc, KEY)).toEqual(value);
        expect(readRecord(copyOf(doc), KEY)).toEqual(value);
        expect(readAllRecords(doc)).toEqual(new Map([[KEY, value]]));
      }),
      300,
    );
  });

  it('a change turns the record into exactly its new value, when the doc held the old one', () => {
    const changed = fc.oneof(
      fc.tuple(anyRecord, anyRecord),
      // A brick record and the same after editors' edits (small changes, where a diff can go wrong).
      fc.tuple(brickRecord, fc.array(op, { minLength: 1, maxLength: 6 })).map(([before, ops]) => [
        before,
        ops.reduce<unknown>((record, o, n) => {
          const edit = editFor(record, o, fresh(n));
          return edit ? applyEdit(record, edit) : record;
        }, before),
      ]),
    );
    check(
      fc.property(changed, anyRecord, ([before, after], other) => {
        const doc = copyOf(docWith(before)); // another device changes it: its new keys sort anywhere among the old
        applyRecordChange(doc, KEY, before, after);
        expect(readRecord(doc, KEY)).toEqual(after);
        expect(readRecord(copyOf(doc), KEY)).toEqual(after);
        writeWholeRecord(doc, KEY, other);
        expect(readRecord(doc, KEY)).toEqual(other);
        expect(readRecord(copyOf(doc), KEY)).toEqual(other);
      }),
      300,
    );
  });

  it('keeps items ids as they were, a number apart from the same number as text', () => {
    const value = { list: [{ id: 3, a: 1 }, { id: '3', a: 2 }, { id: 3, a: 3 }, 'x', 'x', { a: 4 }] };
    expect(readRecord(copyOf(docWith(value)), KEY)).toEqual(value);
  });

  it('an object whose field is named like the list marker is an object, and a list is encoded as documented', () => {
    const value = { '~list': 1, '~~x': [], '~': { v: 'z' } };
    const doc = docWith({ a: value, b: ['p', { id: 'k', n: 1 }] });
    expect(readRecord(doc, KEY)).toEqual({ a: value, b: ['p', { id: 'k', n: 1 }] });
    const raw = recordsOf(doc).toJSON()[KEY];
    expect(Object.keys(raw.a).sort()).toEqual(['~~', '~~list', '~~~x']);
    expect(raw.b['~list']).toBe(1);
    expect(raw.b['s:k']).toEqual({ o: expect.any(String), v: { id: 'k', n: 1 } });
  });

  it('a record absent, deleted, or holding a plain value', () => {
    const doc = docWith('plain');
    expect(readRecord(doc, KEY)).toBe('plain');
    expect(readRecord(doc, 'sites/none')).toBeUndefined();
    applyRecordChange(doc, KEY, 'plain', undefined);
    expect(readRecord(doc, KEY)).toBeUndefined();
    expect(readAllRecords(doc).size).toBe(0);
  });

  it('JSON, as JSON.stringify sees it: an undefined field is absent, an undefined item is null', () => {
    const doc = docWith({ a: undefined, b: 1, list: ['x', undefined] });
    expect(readRecord(doc, KEY)).toStrictEqual({ b: 1, list: ['x', null] });
  });

  it('orders stay right and short over many insertions, at the ends and in between, by two devices', () => {
    const [a, b] = devicesWith({ list: [] });
    let list: string[] = [];
    for (let n = 0; n < 300; n++) {
      const next = [...list];
      next.splice(n % 3 === 0 ? 0 : n % 3 === 1 ? next.length : (n * 7) % (next.length + 1), 0, `p${n}`);
      const doc = n % 2 ? a : b;
      applyRecordChange(doc, KEY, { list }, { list: next });
      expect(readRecord(doc, KEY)).toEqual({ list: next });
      exchange(a, b);
      list = next;
    }
    expect(readRecord(copyOf(a), KEY)).toEqual({ list });
    const raw = recordsOf(a).toJSON()[KEY].list as Record<string, { o?: string }>;
    const longest = Math.max(...Object.values(raw).map((entry) => entry.o?.length ?? 0));
    expect(longest).toBeLessThan(40);
  });
});

// ------------------------------------------------------------------------------ minimal changes

describe('a change writes only what it changed', () => {
  it('two devices setting different fields of one nested object both keep theirs; the same field ends the same on both', () => {
    const [a, b] = devicesWith(site());
    change(a, [{ set: 'contact.email', value: 'new@x.io' }, { set: 'title', value: 'A' }]);
    change(b, [{ set: 'contact.phone', value: '2' }, { set: 'title', value: 'B' }]);
    exchange(a, b);
    expect(readRecord(a, KEY)).toEqual(readRecord(b, KEY));
    expect(readRecord(a, KEY)).toMatchObject({ contact: { email: 'new@x.io', phone: '2' } });
    expect(['A', 'B']).toContain((readRecord(a, KEY) as { title: string }).title);
  });

  it("a change made on a record that had not yet received another device's change leaves that change", () => {
    const [a, b] = devicesWith(site());
    const stale = readRecord(a, KEY);
    change(b, [{ set: 'title', value: 'From B' }, { set: 'blocks.@k2.text', value: 'B typed' }, { remove: 'portfolio', at: 1 }]);
    exchange(a, b);
    // A's record is the one from before B's change: only A's field is written.
    change(a, [{ set: 'contact.email', value: 'a@new.io' }, { set: 'blocks.@k1.text', value: 'A typed' }], stale);
    exchange(a, b);
    const merged = readRecord(b, KEY);
    expect(merged).toEqual(readRecord(a, KEY));
    expect(merged).toMatchObject({
      title: 'From B',
      contact: { email: 'a@new.io' },
      portfolio: ['data:image/png;base64,AA', 'c.png'],
      blocks: [{ text: 'A typed' }, { text: 'B typed' }, { id: 'k3' }],
    });
  });

  it("an object or list set on a device whose record lacked it is merged into the one the doc has (another device's)", () => {
    const doc = docWith({ title: 'x', contact: { phone: '2' }, links: ['b.io'] });
    applyRecordChange(doc, KEY, { title: 'x', contact: null }, { title: 'x', contact: { fax: '3' }, links: ['c.io'] });
    expect(readRecord(doc, KEY)).toEqual({ title: 'x', contact: { phone: '2', fax: '3' }, links: ['c.io', 'b.io'] });
  });

  it('a change that changes nothing writes nothing', () => {
    const doc = docWith(site());
    let updates = 0;
    doc.on('update', () => updates++);
    applyRecordChange(doc, KEY, site(), site());
    writeWholeRecord(doc, KEY, site());
    expect(updates).toBe(0);
  });

  it('writes in one transaction with the origin given', () => {
    const doc = docWith(site());
    const origins: unknown[] = [];
    doc.on('afterTransaction', (transaction: Y.Transaction) => origins.push(transaction.origin));
    change(doc, [{ set: 'title', value: 'x' }, { add: 'portfolio', item: 'd.png' }, { move: 'blocks', at: 'k3', to: 0 }]);
    applyRecordChange(doc, KEY, readRecord(doc, KEY), { ...site(), title: 'y' }, 'local');
    expect(origins).toEqual([null, 'local']);
  });

  it('a field the doc lost or holds as another kind of value is written whole from the new value', () => {
    const [a, b] = devicesWith(site());
    const stale = readRecord(a, KEY);
    applyRecordChange(b, KEY, readRecord(b, KEY), { ...site(), contact: 'none' });
    exchange(a, b);
    change(a, [{ set: 'contact.email', value: 'a@new.io' }], stale);
    expect(readRecord(a, KEY)).toMatchObject({ contact: { email: 'a@new.io', phone: '1' } });
    // A record the doc does not have (another device deleted it, or it was never uploaded) too.
    applyRecordChange(b, KEY, readRecord(b, KEY), undefined);
    exchange(a, b);
    change(a, [{ set: 'title', value: 'kept' }], stale);
    expect(readRecord(a, KEY)).toEqual({ ...site(), title: 'kept' });
  });
});

// ------------------------------------------------------------------------------ lists

describe('lists', () => {
  it('two devices moving the same item keep it once', () => {
    const [a, b] = devicesWith(site());
    change(a, [{ move: 'blocks', at: 'k1', to: 2 }, { move: 'portfolio', at: 0, to: 2 }]);
    change(b, [{ move: 'blocks', at: 'k1', to: 1 }, { move: 'portfolio', at: 0, to: 1 }]);
    exchange(a, b);
    expect(readRecord(a, KEY)).toEqual(readRecord(b, KEY));
    expect([...idsOf(a)].sort()).toEqual(['k1', 'k2', 'k3']);
    expect([...(picturesOf(a) as string[])].sort()).toEqual([...site().portfolio].sort());
  });

  it('a move changes only the moved item, so a field typed meanwhile on another device stays', () => {
    const [a, b] = devicesWith(site());
    change(a, [{ move: 'blocks', at: 'k3', to: 0 }]);
    change(b, [{ set: 'blocks.@k3.src', value: 'd.png' }, { set: 'blocks.@k1.text', value: 'uno' }]);
    exchange(a, b);
    expect((readRecord(a, KEY) as { blocks: unknown }).blocks).toEqual([
      { id: 'k3', type: 'image', src: 'd.png' },
      { id: 'k1', type: 'text', text: 'uno' },
      { id: 'k2', type: 'text', text: 'two' },
    ]);
  });

  it('two devices each adding a picture, or a block at the same place, keep both', () => {
    const [a, b] = devicesWith(site());
    change(a, [{ add: 'portfolio', item: 'from-a.png' }, { add: 'blocks', item: { id: 'ka', text: 'a' }, index: 1 }]);
    change(b, [{ add: 'portfolio', item: 'from-b.png' }, { add: 'blocks', item: { id: 'kb', text: 'b' }, index: 1 }]);
    exchange(a, b);
    expect(readRecord(a, KEY)).toEqual(readRecord(b, KEY));
    expect((picturesOf(a) as string[]).slice(0, 3)).toEqual(site().portfolio);
    expect([...(picturesOf(a) as string[]).slice(3)].sort()).toEqual(['from-a.png', 'from-b.png']);
    expect(idsOf(a)[0]).toBe('k1');
    expect([...idsOf(a).slice(1, 3)].sort()).toEqual(['ka', 'kb']);
  });

  it('an item removed on one device stays removed, whatever another did to it meanwhile', () => {
    const [a, b] = devicesWith(site());
    change(a, [{ remove: 'blocks', at: 'k2' }, { remove: 'blocks', at: 'k3' }, { remove: 'portfolio', at: 1 }]);
    change(b, [{ set: 'blocks.@k2.text', value: 'typed' }, { move: 'blocks', at: 'k3', to: 0 }, { move: 'portfolio', at: 1, to: 0 }]);
    const stale = readRecord(b, KEY);
    exchange(a, b);
    expect(idsOf(a)).toEqual(['k1']);
    expect(idsOf(b)).toEqual(['k1']);
    expect(picturesOf(b)).toEqual(['data:image/png;base64,AA', 'c.png']);
    // B types into k2 again before its record has heard of the removal.
    change(b, [{ set: 'blocks.@k2.text', value: 'typed again' }], stale);
    expect(idsOf(b)).toEqual(['k1']);
  });

  it("a picture replaced where it stands (the outbox's hosted address) keeps a move or a removal made elsewhere", () => {
    const [a, b, c] = devicesWith(site(), 3);
    change(a, [{ set: 'portfolio.0', value: 'https://img/hosted.png' }]);
    change(b, [{ move: 'portfolio', at: 0, to: 2 }]);
    exchange(a, b);
    expect(picturesOf(a)).toEqual(['b.png', 'c.png', 'https://img/hosted.png']);

    change(c, [{ remove: 'portfolio', at: 0 }]);
    const [d] = devicesWith(site());
    const e = copyOf(d);
    change(d, [{ set: 'portfolio.0', value: 'https://img/hosted.png' }]);
    change(e, [{ remove: 'portfolio', at: 0 }]);
    exchange(d, e);
    expect(picturesOf(d)).toEqual(['b.png', 'c.png']);
  });

  it('an item inserted between two that tied (added at the same place at once) lands where it was put', () => {
    const [a, b] = devicesWith({ list: ['x', 'y'] });
    change(a, [{ add: 'list', item: 'a', index: 1 }]);
    change(b, [{ add: 'list', item: 'b', index: 1 }]);
    exchange(a, b);
    const tied = readRecord(a, KEY) as { list: string[] };
    expect(tied).toEqual(readRecord(b, KEY));
    const after = change(a, [{ add: 'list', item: 'c', index: 2 }]);
    expect(readRecord(a, KEY)).toEqual(after);
    expect((after as { list: string[] }).list[2]).toBe('c');
    exchange(a, b);
    expect(readRecord(b, KEY)).toEqual(after);
  });

  it('a list with the same id twice reads back and changes without trouble', () => {
    const before = { list: [{ id: 'k', n: 1 }, { id: 'k', n: 2 }, 'x'] };
    const doc = docWith(before);
    const after = { list: ['x', { id: 'k', n: 2 }, { id: 'k', n: 3 }, { id: 'k', n: 1 }] };
    applyRecordChange(doc, KEY, before, after);
    expect(readRecord(doc, KEY)).toEqual(after);
  });
});

// ------------------------------------------------------------------------------ remote changes

describe('changedRecordKeys', () => {
  it('names the records that the events of a remote change touched, at any depth', () => {
    const a = new Y.Doc();
    applyRecordChange(a, 'sites/s1', undefined, site());
    applyRecordChange(a, 'sites/s2', undefined, site());
    applyRecordChange(a, 'pages/p1', undefined, { title: 'p' });
    applyRecordChange(a, 'pages/p2', undefined, { title: 'q' });
    const b = copyOf(a);
    const seen: Set<string>[] = [];
    recordsOf(b).observeDeep((events) => seen.push(changedRecordKeys(events)));
    a.transact(() => {
      change(a, [{ set: 'blocks.@k2.text', value: 'deep' }], readRecord(a, 'sites/s1'));
      applyRecordChange(a, 'sites/s1', readRecord(a, 'sites/s1'), { ...(readRecord(a, 'sites/s1') as object), title: 'x' });
      applyRecordChange(a, 'sites/s2', site(), { ...site(), portfolio: ['only.png'] });
      applyRecordChange(a, 'pages/p1', { title: 'p' }, undefined);
      applyRecordChange(a, 'pages/p3', undefined, 'new');
    });
    exchange(a, b);
    expect(seen).toHaveLength(1);
    expect([...seen[0]].sort()).toEqual(['pages/p1', 'pages/p3', 'sites/s1', 'sites/s2']);
  });
});

describe('replacedRecordKeys', () => {
  /** One device with the record from before the server lost it; another fills the emptied server with its own copy. */
  function filledTwice(oldClient: number, fillingClient: number) {
    const before = new Y.Doc();
    before.clientID = oldClient;
    applyRecordChange(before, KEY, undefined, { title: 'Old', description: 'Old' });
    applyRecordChange(before, 'sites/s2', undefined, { title: 'Other' });
    const kept = copyOf(before);
    const filling = new Y.Doc();
    filling.clientID = fillingClient;
    applyRecordChange(filling, KEY, undefined, { title: 'Old', description: 'Old' });
    const seen: string[][] = [];
    recordsOf(kept).observeDeep((events) => seen.push(replacedRecordKeys(events)));
    // Written on the device that kept its copy before the other's arrived: it goes with that copy's map.
    applyRecordChange(kept, KEY, { title: 'Old', description: 'Old' }, { title: 'Old', description: 'New' });
    Y.applyUpdate(kept, Y.encodeStateAsUpdate(filling), REMOTE);
    return { seen: seen.slice(1), description: (readRecord(kept, KEY) as { description: string }).description };
  }

  it("names a record whose map another device's copy replaced, taking what was written in it", () => {
    const { seen, description } = filledTwice(1, 2);
    expect(description).toBe('Old'); // what the engine sends again (engine.ts, sendAgainWhatWasReplaced)
    expect(seen).toEqual([[KEY]]);
  });

  it('names nothing when the copy this device wrote into stays, or a record only changed', () => {
    const { seen, description } = filledTwice(2, 1);
    expect(description).toBe('New');
    expect(seen.flat()).toEqual([]);
    const [a, b] = devicesWith(site());
    const changes: string[][] = [];
    recordsOf(b).observeDeep((events) => changes.push(replacedRecordKeys(events)));
    change(a, [{ set: 'title', value: 'A' }]);
    applyRecordChange(a, 'sites/s9', undefined, { title: 'new' });
    applyRecordChange(a, KEY, readRecord(a, KEY), undefined);
    exchange(a, b);
    expect(changes.flat()).toEqual([]);
  });
});

describe('recordMapId', () => {
  it('tells which of two copies written at once stayed, the same on both devices, whichever order they met in', () => {
    const [one, two] = [new Y.Doc(), new Y.Doc()];
    applyRecordChange(one, KEY, undefined, { title: 'One' });
    applyRecordChange(two, KEY, undefined, { title: 'Two' });
    const written = [recordMapId(one, KEY), recordMapId(two, KEY)];
    expect(written[0]).not.toBe(written[1]);
    Y.applyUpdate(one, Y.encodeStateAsUpdate(two));
    Y.applyUpdate(two, Y.encodeStateAsUpdate(one));
    expect(recordMapId(one, KEY)).toBe(recordMapId(two, KEY));
    expect(written).toContain(recordMapId(one, KEY));
    expect(recordMapId(one, 'sites/none')).toBeUndefined();
  });
});

describe('isRecordMapLost', () => {
  it('says a copy written at once with another is lost where the other stayed, on both devices', () => {
    const [one, two] = [new Y.Doc(), new Y.Doc()];
    applyRecordChange(one, KEY, undefined, { title: 'One' });
    applyRecordChange(two, KEY, undefined, { title: 'Two' });
    const written = [recordMapId(one, KEY)!, recordMapId(two, KEY)!];
    expect([isRecordMapLost(one, KEY, written[0]), isRecordMapLost(two, KEY, written[1])]).toEqual([false, false]);
    // A map the document never had (the server lost it with its database) is lost from it too.
    expect(isRecordMapLost(one, KEY, written[1])).toBe(true);
    exchange(one, two);
    const stayed = recordMapId(one, KEY)!;
    const lost = written.find((map) => map !== stayed)!;
    for (const doc of [one, two]) {
      expect(isRecordMapLost(doc, KEY, stayed)).toBe(false);
      expect(isRecordMapLost(doc, KEY, lost)).toBe(true);
    }
  });

  it('says nothing is lost when the record is edited, deleted, or deleted and made again by a device that had it (a site restored)', () => {
    const [one, two] = devicesWith({ title: 'One' });
    const first = recordMapId(one, KEY)!;
    change(two, [{ set: 'title', value: 'Edited' }]);
    exchange(one, two);
    expect(isRecordMapLost(one, KEY, first)).toBe(false);
    applyRecordChange(two, KEY, readRecord(two, KEY), undefined);
    exchange(one, two);
    expect(isRecordMapLost(one, KEY, first)).toBe(false);
    for (let round = 0; round < 3; round++) {
      applyRecordChange(two, KEY, undefined, { title: `Restored ${round}` });
      applyRecordChange(two, KEY, readRecord(two, KEY), undefined);
    }
    applyRecordChange(two, KEY, undefined, { title: 'Restored' });
    exchange(one, two);
    expect(recordMapId(one, KEY)).not.toBe(first);
    for (const doc of [one, two, copyOf(two)]) expect(isRecordMapLost(doc, KEY, first)).toBe(false);
    // Then a device that never had it writes the record whole, and its copy stays: both are lost.
    const restored = recordMapId(one, KEY)!;
    for (;;) {
      const fresh = new Y.Doc();
      applyRecordChange(fresh, KEY, undefined, { title: 'Fresh' });
      exchange(one, fresh);
      if (readRecord(one, KEY) && (readRecord(one, KEY) as { title: string }).title === 'Fresh') break;
    }
    expect([isRecordMapLost(one, KEY, first), isRecordMapLost(one, KEY, restored)]).toEqual([true, true]);
  });
});

// ------------------------------------------------------------------------------ interleavings

/** Something that happens to the devices: an edit, updates arriving (some, in any order), a pull. */
type Step =
  | { t: 'edit'; device: number; op: Op }
  | { t: 'deliver'; from: number; to: number; picks: number[]; pull: boolean }
  | { t: 'sync'; from: number; to: number }
  | { t: 'pull'; device: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ t: fc.constant('edit' as const), device: fc.nat(), op }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('deliver' as const), from: fc.nat(), to: fc.nat(), picks: fc.array(fc.nat(), { maxLength: 4 }), pull: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('sync' as const), from: fc.nat(), to: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('pull' as const), device: fc.nat() }) },
);

interface Device {
  doc: Y.Doc;
  /** The record as this device's Dexie holds it: pulled from the doc only now and then. */
  local: unknown;
  /** Updates made here that each other device has not received yet. */
  outbox: Uint8Array[][];
}

const start = () => ({
  title: 't0',
  subtitle: 's0',
  contact: { email: 'e0', phone: 'p0' },
  blocks: [{ id: 'b0', text: 'x0' }, { id: 'b1', text: 'x1' }, { id: 'b2', text: 'x2' }],
  portfolio: ['pic0', 'pic1', 'pic2'],
});

function interleaving(n: number, steps: Step[]): void {
  const devices: Device[] = devicesWith(start(), n).map((doc) => ({ doc, local: start(), outbox: [] }));
  devices.forEach((device, index) => {
    device.outbox = devices.map(() => []);
    device.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE) devices.forEach((_, other) => other !== index && device.outbox[other].push(update));
    });
  });
  const deliver = (from: Device, to: number, picks: number[]): void => {
    for (const pick of picks) {
      const queue = from.outbox[to];
      if (queue.length) Y.applyUpdate(devices[to].doc, queue.splice(pick % queue.length, 1)[0], REMOTE);
    }
  };

  // What the end must show: who set which field last, what was added and removed.
  const setBy = new Map<string, Map<number, string>>(); // 'title', 'contact.email', 'block:b1'
  const added = { blocks: new Set(['b0', 'b1', 'b2']), pictures: new Set(['pic0', 'pic1', 'pic2']) };
  const removed = { blocks: new Set<string>(), pictures: new Set<string>() };
  const noteSet = (path: string, device: number, value: string): void => {
    if (!setBy.has(path)) setBy.set(path, new Map());
    setBy.get(path)!.set(device, value);
  };

  steps.forEach((s, count) => {
    if (s.t === 'edit') {
      const device = devices[s.device % n];
      const name = fresh(count, s.device % n);
      const edit = editFor(device.local, s.op, name);
      if (!edit) return;
      const { blocks = [], portfolio = [] } = device.local as Shaped;
      if (s.op.t === 'set') noteSet(s.op.field, s.device % n, name);
      if (s.op.t === 'blockText') noteSet(`block:${idOf(blocks[s.op.pick % blocks.length])}`, s.device % n, name);
      if (s.op.t === 'addBlock') added.blocks.add(name);
      if (s.op.t === 'addPicture') added.pictures.add(name);
      if (s.op.t === 'removeBlock') removed.blocks.add(idOf(blocks[s.op.pick % blocks.length]));
      if (s.op.t === 'removePicture') removed.pictures.add(String(portfolio[s.op.pick % portfolio.length]));

      const upToDate = isDeepStrictEqual(device.local, readRecord(device.doc, KEY));
      device.local = change(device.doc, [edit], device.local);
      // With the doc holding what the device held, the doc now holds exactly the device's record.
      if (upToDate) expect(readRecord(device.doc, KEY)).toEqual(device.local);
    } else if (s.t === 'deliver') {
      deliver(devices[s.from % n], s.to % n, s.picks);
      if (s.pull) devices[s.to % n].local = readRecord(devices[s.to % n].doc, KEY);
    } else if (s.t === 'sync') {
      if (s.from % n !== s.to % n) exchange(devices[s.from % n].doc, devices[s.to % n].doc);
    } else {
      devices[s.device % n].local = readRecord(devices[s.device % n].doc, KEY);
    }
  });

  // Everything arrives (the queued updates, in order), then a full exchange.
  devices.forEach((from) => devices.forEach((_, to) => deliver(from, to, from.outbox[to].map(() => 0))));
  exchange(...devices.map((device) => device.doc));

  const final = readRecord(devices[0].doc, KEY) as ReturnType<typeof start> & { fax?: string };
  for (const device of devices) expect(readAllRecords(device.doc)).toEqual(new Map([[KEY, final]]));

  const ids = final.blocks.map((block) => block.id);
  const alive = (all: Set<string>, gone: Set<string>): string[] => [...all].filter((item) => !gone.has(item)).sort();
  expect([...ids].sort()).toEqual(alive(added.blocks, removed.blocks)); // each once, none removed, none other
  expect([...final.portfolio].sort()).toEqual(alive(added.pictures, removed.pictures));

  const initial = start();
  const fields: Record<string, unknown> = {
    title: final.title, subtitle: final.subtitle, 'contact.email': final.contact.email, 'contact.phone': final.contact.phone, 'contact.fax': (final.contact as { fax?: string }).fax,
  };
  const initialFields: Record<string, unknown> = { title: initial.title, subtitle: initial.subtitle, 'contact.email': 'e0', 'contact.phone': 'p0', 'contact.fax': undefined };
  for (const [path, value] of Object.entries(fields)) {
    const setters = setBy.get(path);
    if (!setters) expect(value, path).toBe(initialFields[path]);
    else if (setters.size === 1) expect(value, path).toBe([...setters.values()][0]);
    else expect([...setters.values()], path).toContain(value);
  }
  for (const block of final.blocks) {
    const setters = setBy.get(`block:${block.id}`);
    if (setters?.size === 1) expect(block.text, block.id).toBe([...setters.values()][0]);
  }
}

describe('devices changing one record at once', () => {
  for (const n of [2, 3]) {
    it(`${n} devices, random edits and deliveries: all end equal, each item once, each field as its only writer set it`, () => {
      check(
        fc.property(fc.array(step, { minLength: 10, maxLength: 60 }), (steps) => interleaving(n, steps)),
        n === 2 ? 200 : 150,
      );
    });
  }
});
