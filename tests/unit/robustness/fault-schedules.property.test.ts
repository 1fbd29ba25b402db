/**
 * Fault schedules (issue 13, item 3). Random sequences of edits made through the repositories the
 * screens use, with the outbox items they queue (welcome and payment e-mails, image uploads swapped
 * into the edited record), mixed with reloads, crashes (in the middle of a transaction, of an edit,
 * of a send), a second tab, offline/online flips, storage-full refusals (IndexedDB and
 * localStorage) and server errors. Then every fault is lifted and time runs on until the outbox
 * drains, and:
 *   - every edit whose write resolved is in Dexie and in its localStorage key; a failed write left no trace;
 *   - every queued item was delivered, more than once only when an answer was lost to a fault, or
 *     failed for good on a 4xx with its reason kept (the record keeps its local image, nothing lost);
 *   - nothing was sent after it was recorded done, nor by two tabs at once (Web Locks);
 *   - an uploaded image's record holds the hosted address;
 *   - all of it still holds after one more cold start (start-up import must not undo anything).
 * Edits also go through the editors' write path (src/storage/edits.ts, issue 22): typed text and
 * image picks patched into a card, items added to, renamed in and removed from its list by id, with
 * the outbox swapping hosted addresses into the same record. Typed text is journaled before its
 * write, so a write a crash stopped may be saved again at the next start: such a field holds its
 * newest committed value or text typed after it, never an older one.
 * Half the schedules run without Web Locks (only the outbox's claims keep tabs apart). The world
 * (two tabs, the fake server, the faults) is in fault-world.ts; tests/unit/outbox/property.test.ts
 * covers the outbox alone, here storage and outbox meet.
 */
import { Blob as NodeBlob } from 'node:buffer';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEASE_MS } from '../../../src/outbox/flusher';
import { BACKOFF_MAX_MS } from '../../../src/outbox/backoff';
import { imageKey } from '../../../src/outbox/image-host';
import type { OutboxItem } from '../../../src/outbox/types';
import {
  FAST_NETWORK, HOSTED_PREFIX, PERMANENT_STATUSES, RETRYABLE_STATUSES, SLOW_NETWORK, serverReason, World, type Tab,
} from './fault-world';

// ------------------------------------------------------------------------------ schedules

type Who = 'A' | 'B';
const DRAFT_KEYS = ['business_form', 'artist_about', 'onboarding_step1'] as const;
/** Values a field goes back and forth between (every other edit writes a value never seen before). */
const ROLES = ['Founder', 'Owner'] as const;
type Edit =
  | { t: 'signUp' | 'rename' | 'pay'; u: number }
  | { t: 'saveSite' | 'publish' | 'preview'; s: number }
  | { t: 'card' | 'cardImage'; c: number }
  | { t: 'cardRole'; c: number; role: (typeof ROLES)[number] }
  | { t: 'page'; p: number }
  | { t: 'draft'; key: (typeof DRAFT_KEYS)[number] }
  // The write path: a field typed, an image picked, a list item added / renamed / removed by id.
  | { t: 'typeEmail' | 'pickLogo' | 'addLink'; c: number }
  | { t: 'renameLink' | 'removeLink'; c: number; pick: number };
type Action =
  | { t: 'edit'; who: Who; edit: Edit }
  | { t: 'crashMidTransaction'; who: Who; edit: Edit }
  | { t: 'killDuringEdit'; who: Who; edit: Edit; turns: number }
  | { t: 'crashSend'; who: Who; when: 'before' | 'after' }
  | { t: 'reload'; who: Who; clean: boolean }
  | { t: 'openB' | 'closeB' | 'offline' | 'online' }
  | { t: 'switch' | 'flush'; who: Who }
  | { t: 'advance'; ms: number }
  | { t: 'serverFails'; status: number; n: number }
  | { t: 'idbQuota'; n: number }
  | { t: 'idbFull' | 'storageFull' | 'slowNetwork'; on: boolean };

const who = fc.constantFrom<Who>('A', 'B');
const edit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('signUp' as const), u: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constantFrom('rename' as const, 'pay' as const), u: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constantFrom('saveSite' as const, 'publish' as const, 'preview' as const), s: fc.nat(1) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constantFrom('card' as const, 'cardImage' as const), c: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('cardRole' as const), c: fc.constant(0), role: fc.constantFrom(...ROLES) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('page' as const), p: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('draft' as const), key: fc.constantFrom(...DRAFT_KEYS) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constantFrom('typeEmail' as const, 'pickLogo' as const, 'addLink' as const), c: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constantFrom('renameLink' as const, 'removeLink' as const), c: fc.nat(1), pick: fc.nat(5) }) },
);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ t: fc.constant('edit' as const), who, edit }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('crashMidTransaction' as const), who, edit }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('killDuringEdit' as const), who, edit, turns: fc.nat(6) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('crashSend' as const), who, when: fc.constantFrom('before' as const, 'after' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reload' as const), who, clean: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ t: 'openB' as const }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constantFrom('closeB' as const, 'offline' as const, 'online' as const) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constantFrom('switch' as const, 'flush' as const), who }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 2 * BACKOFF_MAX_MS }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('serverFails' as const),
      status: fc.constantFrom(...RETRYABLE_STATUSES, ...PERMANENT_STATUSES),
      n: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('idbQuota' as const), n: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constantFrom('idbFull' as const, 'storageFull' as const, 'slowNetwork' as const), on: fc.boolean() }) },
);

// ---------------------------------------------------------------------------------- model

interface Attempt {
  value: unknown;
  /** null while under way; the order in which resolved writes resolved. */
  ok: boolean | null;
  seq: number;
}

/** What the schedule asked for, and which of it storage said was done. */
class Model {
  private counter = 0;
  private resolved = 0;
  readonly writes = new Map<string, Attempt[]>();
  readonly queued = new Map<string, boolean>();
  /** Image data URLs put in a card, with the stored image they came from. */
  readonly images = new Map<string, string>();
  private readonly underWay = new Set<Promise<unknown>>();

  /** A value no edit has written before. */
  fresh(): string {
    return `v${++this.counter}`;
  }

  async write(record: string, value: unknown, run: () => Promise<unknown>): Promise<boolean> {
    const attempt: Attempt = { value, ok: null, seq: 0 };
    this.writes.set(record, [...(this.writes.get(record) ?? []), attempt]);
    try {
      await run();
      attempt.seq = ++this.resolved;
      attempt.ok = true;
    } catch {
      attempt.ok = false;
    }
    return attempt.ok;
  }

  async queue(key: string, run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
      this.queued.set(key, true);
    } catch {
      if (!this.queued.get(key)) this.queued.set(key, false);
    }
  }

  /** Ids of the list items whose add resolved, per card. */
  readonly links = new Map<number, string[]>();

  /**
   * What a journaled text field may hold: its newest committed value, or a value typed after it
   * whose write failed (the journal saves it again at the next start). Never an older one.
   */
  acceptable(record: string): unknown[] {
    const attempts = this.writes.get(record) ?? [];
    const latest = this.latest(record);
    const after = latest ? attempts.slice(attempts.indexOf(latest) + 1) : attempts;
    return [...(latest ? [latest.value] : []), ...after.filter((a) => a.ok === false).map((a) => a.value)];
  }

  latest(record: string): Attempt | undefined {
    return (this.writes.get(record) ?? []).filter((a) => a.ok).sort((a, b) => b.seq - a.seq)[0];
  }

  /** Values only ever written by writes that failed. */
  failedValues(record: string): unknown[] {
    const attempts = this.writes.get(record) ?? [];
    const written = new Set(attempts.filter((a) => a.ok).map((a) => a.value));
    return attempts.filter((a) => a.ok === false && !written.has(a.value)).map((a) => a.value);
  }

  inBackground(work: Promise<unknown>): void {
    this.underWay.add(work);
    void work.finally(() => this.underWay.delete(work));
  }

  async settled(): Promise<void> {
    while (this.underWay.size) await Promise.allSettled([...this.underWay]);
  }
}

const emailOf = (u: number) => `u${u}@x.io`;
const siteIdOf = (s: number) => `s${s}`;
const cardIdOf = (c: number) => `c${c}`;
const pageIdOf = (p: number) => `p${p}`;

const cardRef = (c: number) => ({ table: 'businessCards' as const, key: cardIdOf(c) });
/** What a list item reads as once it is removed. */
const REMOVED = '(removed)';
/** Records the write path patches with text (journaled before the write). */
const JOURNALED = /^(email|logo|link):/;
/** Records that hold a picked image, which its upload swaps for the hosted address. */
const IMAGE_RECORD = /^(image|logo):/;
const pickLink = (model: Model, c: number, pick: number): string | undefined => {
  const ids = model.links.get(c) ?? [];
  return ids.length ? ids[pick % ids.length] : undefined;
};

/** A PNG whose bytes are unique to `seed`, so every chosen image has its own data URL. */
const uniquePng = (seed: string) =>
  new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), seed], { type: 'image/png' });

/** One screen action, step by step as the screen does it; a step that fails ends it. */
async function perform(tab: Tab, e: Edit, model: Model): Promise<void> {
  const life = tab.life;
  const { m } = tab;
  const guard = <T,>(run: () => Promise<T>) => async () => {
    if (!tab.alive || tab.life !== life) throw new Error('the tab is gone'); // its code does not run on after a reload
    return run();
  };
  const write = (record: string, value: unknown, run: () => Promise<unknown>) => model.write(record, value, guard(run));
  const v = model.fresh();
  switch (e.t) {
    case 'signUp': // features/auth/account-actions.ts, without the password hashing
      if (!(await write(`user:${e.u}`, v, () => m.users.createUser({ email: emailOf(e.u), password: 'pw', plan: 'free', name: v })))) return;
      if (!(await write('session', emailOf(e.u), () => m.sessions.setCurrentUser(emailOf(e.u))))) return;
      return model.queue(`welcome:${emailOf(e.u)}`, guard(() => m.email.queueWelcomeEmail({ email: emailOf(e.u), name: v })));
    case 'rename':
      await write(`user:${e.u}`, v, () => m.users.updateUser(emailOf(e.u), { name: v }));
      return;
    case 'pay': // features/billing/BillingPage.tsx
      if (!(await write(`paid:${e.u}`, true, () => m.users.recordPlanPurchase(emailOf(e.u), 'basic')))) return;
      if (!(await write('session', emailOf(e.u), () => m.sessions.setCurrentUser(emailOf(e.u))))) return;
      return model.queue(`payment:${v}`, guard(() => m.email.queuePaymentEmail({ email: emailOf(e.u), name: 'N' }, 'basic', v)));
    case 'saveSite': // the manage page and the editors save for the logged-in owner
      if (!model.latest(`user:${e.s}`)) return;
      await write(`site:${e.s}`, v, () => m.sites.saveUserSite(emailOf(e.s), { siteId: siteIdOf(e.s), name: v, type: 'artist' }));
      return;
    case 'publish': // only a site that exists can be published from a screen
      if (!model.latest(`site:${e.s}`)) return;
      await write(`listed:${e.s}`, true, () => m.sites.listSite({ id: siteIdOf(e.s) }, emailOf(e.s)));
      return;
    case 'preview':
      await write(`preview:${e.s}`, v, () => m.previews.savePreview('preview', siteIdOf(e.s), { name: v }));
      return;
    case 'page':
      await write(`page:${e.p}`, v, () => m.pages.savePage({ id: pageIdOf(e.p), siteId: 's0', type: 'artist', slotId: e.p + 1, title: v }));
      return;
    case 'card':
      await write(`card:${e.c}`, v, () => m.records.upsertBusinessCard({ id: cardIdOf(e.c), fullName: v }));
      return;
    case 'cardRole':
      await write(`role:${e.c}`, e.role, () => m.records.upsertBusinessCard({ id: cardIdOf(e.c), role: e.role }));
      return;
    case 'draft': {
      const value = e.key === 'artist_about' ? v : { name: v };
      await write(`draft:${e.key}`, v, () => m.drafts.saveDraft(e.key, value));
      return;
    }
    case 'typeEmail': { // FieldsEditor's onEdit: the field's text, and what it showed until now
      const ref = cardRef(e.c);
      const shown = String((await m.records.getBusinessCard(cardIdOf(e.c)).catch(() => undefined))?.email ?? '');
      await write(`email:${e.c}`, v, () => m.edits.editOne(ref, { set: 'email', value: v }, shown));
      return;
    }
    case 'pickLogo': { // ImageInput through the write path: the pick is one patch, then its upload is queued
      const blob = uniquePng(v);
      const imageId = await guard(() => m.images.saveImage(blob))().catch(() => null);
      if (imageId === null) return;
      const localUrl = await m.images.blobToDataUrl(blob);
      model.images.set(localUrl, imageId);
      if (!(await write(`logo:${e.c}`, localUrl, () => m.edits.editOne(cardRef(e.c), { set: 'logo', value: localUrl })))) return;
      return model.queue(imageKey(imageId), guard(() => m.imageHost.enqueueImageUpload({ imageId, localUrl, fileName: `${v}.png` }, cardRef(e.c))));
    }
    case 'addLink':
      if (await write(`link:${e.c}:${v}`, v, () => m.edits.editContent(cardRef(e.c), [{ add: 'links', item: { id: v, label: v } }]))) {
        model.links.set(e.c, [...(model.links.get(e.c) ?? []), v]);
      }
      return;
    case 'renameLink': {
      const id = pickLink(model, e.c, e.pick);
      if (id) await write(`link:${e.c}:${id}`, v, () => m.edits.editOne(cardRef(e.c), { set: `links.@${id}.label`, value: v }, id));
      return;
    }
    case 'removeLink': {
      const id = pickLink(model, e.c, e.pick);
      if (id) await write(`link:${e.c}:${id}`, REMOVED, () => m.edits.editContent(cardRef(e.c), [{ remove: 'links', at: id }]));
      return;
    }
    case 'cardImage': { // ui/ImageInput.tsx: keep the blob, put its data URL in the record, queue the upload
      const blob = uniquePng(v);
      const imageId = await guard(() => m.images.saveImage(blob))().catch(() => null);
      if (imageId === null) return;
      const localUrl = await m.images.blobToDataUrl(blob);
      model.images.set(localUrl, imageId);
      if (!(await write(`image:${e.c}`, localUrl, () => m.records.upsertBusinessCard({ id: cardIdOf(e.c), image: localUrl })))) return;
      const target = { table: 'businessCards', key: cardIdOf(e.c) };
      return model.queue(imageKey(imageId), guard(() => m.imageHost.enqueueImageUpload({ imageId, localUrl, fileName: `${v}.png` }, target)));
    }
  }
}

// ------------------------------------------------------------------------------- running

let world: World;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const tabFor = (w: Who) => (w === 'B' && world.tabs.B.alive ? world.tabs.B : world.tabs.A);

/** The tab dies (a clean reload first finishes its pagehide flush) and opens again. */
async function restart(tab: Tab, clean = false): Promise<void> {
  if (clean) await tab.m.mirror.flushMirror();
  await world.kill(tab);
  await world.open(tab);
}

async function apply(a: Action, model: Model): Promise<void> {
  switch (a.t) {
    case 'edit':
      return perform(tabFor(a.who), a.edit, model);
    case 'crashMidTransaction': {
      const tab = tabFor(a.who);
      world.faults.abortAfterNextWrite = true;
      await perform(tab, a.edit, model);
      world.faults.abortAfterNextWrite = false;
      return restart(tab);
    }
    case 'killDuringEdit': {
      const tab = tabFor(a.who);
      model.inBackground(perform(tab, a.edit, model));
      for (let i = 0; i < a.turns; i++) await turn();
      return restart(tab);
    }
    case 'crashSend': {
      const tab = tabFor(a.who);
      tab.hangNext = a.when;
      let finished = false;
      void tab.flusher!.flush().then(() => (finished = true));
      for (let i = 0; i < 200 && !tab.hung && !finished; i++) await turn();
      return restart(tab);
    }
    case 'reload':
      return restart(tabFor(a.who), a.clean);
    case 'openB':
      return world.open(world.tabs.B);
    case 'closeB':
      return world.kill(world.tabs.B);
    case 'switch': { // the other tab goes to the background (its mirror flushes), this one comes forward
      const tab = tabFor(a.who);
      for (const other of world.liveTabs()) if (other !== tab) await other.m.mirror.flushMirror();
      return tab.flusher!.flush();
    }
    case 'flush':
      return tabFor(a.who).flusher!.flush();
    case 'advance':
      return world.advance(a.ms);
    case 'offline':
      world.online = false;
      return;
    case 'online': // every tab hears the `online` event
      world.online = true;
      for (const tab of world.liveTabs()) await tab.flusher!.flush({ ignoreBackoff: true });
      return;
    case 'serverFails':
      world.serverFailures.push(...Array<number>(a.n).fill(a.status));
      return;
    case 'idbQuota':
      world.faults.idbQuota = a.n;
      return;
    case 'idbFull':
      world.faults.idbFull = a.on;
      return;
    case 'storageFull':
      world.faults.localStorageFull = a.on;
      return;
    case 'slowNetwork':
      world.latency = a.on ? SLOW_NETWORK : FAST_NETWORK;
      return;
  }
}

/** Then faults are lifted, the network is back, and time runs on until nothing is left to send. */
async function settle(model: Model): Promise<void> {
  // What each tab was doing in the background ends first, under the faults of the moment.
  for (const tab of world.liveTabs()) await tab.flusher!.flush();

  world.liftFaults();
  await model.settled();
  for (let round = 0; round < 8; round++) {
    world.advance(LEASE_MS + BACKOFF_MAX_MS);
    for (const tab of world.liveTabs()) await tab.flusher!.flush({ ignoreBackoff: true });
    const rows = await world.tabs.A.m.queue.listItems();
    if (rows.every((row) => row.status === 'done' || row.status === 'failed')) break;
  }
  for (const tab of world.liveTabs()) await tab.m.mirror.flushMirror();
}

// -------------------------------------------------------------------------------- checking

type Json = Record<string, unknown>;
const stored = (key: string): unknown => {
  const raw = localStorage.getItem(key);
  return raw === null ? undefined : JSON.parse(raw);
};
const entry = (key: string, field: string, id: string) => (stored(key) as Json[] | undefined)?.find((item) => item[field] === id);

/** How a record reads in Dexie (through the repositories) and in its localStorage key. */
async function read(tab: Tab, record: string): Promise<{ dexie: unknown; mirrored: unknown }> {
  const { m } = tab;
  const [kind, id] = record.split(':') as [string, string];
  const n = Number(id);
  switch (kind) {
    case 'user':
      return { dexie: (await m.users.findUserByEmail(emailOf(n)))?.name, mirrored: entry('users', 'email', emailOf(n))?.name };
    case 'paid':
      return { dexie: (await m.users.findUserByEmail(emailOf(n)))?.paid, mirrored: entry('users', 'email', emailOf(n))?.paid };
    case 'session':
      return { dexie: (await m.sessions.readCurrentUser())?.email, mirrored: (stored('currentUser') as Json | undefined)?.email };
    case 'site':
      return { dexie: (await m.sites.getSite(siteIdOf(n)))?.name, mirrored: (await mirroredSiteName(siteIdOf(n))) };
    case 'listed':
      return { dexie: await m.sites.isSiteListed(siteIdOf(n)), mirrored: entry('sites', 'id', siteIdOf(n)) !== undefined };
    case 'preview':
      return { dexie: (await m.previews.readPreview('preview', siteIdOf(n)))?.name, mirrored: (stored(`preview_${siteIdOf(n)}`) as Json | undefined)?.name };
    case 'page':
      return { dexie: (await m.pages.getPage(pageIdOf(n)))?.title, mirrored: entry('site_pages', 'id', pageIdOf(n))?.title };
    case 'card':
      return { dexie: (await m.records.getBusinessCard(cardIdOf(n)))?.fullName, mirrored: entry('business_cards', 'id', cardIdOf(n))?.fullName };
    case 'role':
      return { dexie: (await m.records.getBusinessCard(cardIdOf(n)))?.role, mirrored: entry('business_cards', 'id', cardIdOf(n))?.role };
    case 'image':
      return { dexie: (await m.records.getBusinessCard(cardIdOf(n)))?.image, mirrored: entry('business_cards', 'id', cardIdOf(n))?.image };
    case 'email':
    case 'logo': {
      const card = (await m.records.getBusinessCard(cardIdOf(n))) as Json | undefined;
      return { dexie: card?.[kind], mirrored: entry('business_cards', 'id', cardIdOf(n))?.[kind] };
    }
    case 'link': {
      const itemId = record.split(':')[2];
      const label = (card: Json | undefined) => {
        const item = ((card?.links as Json[] | undefined) ?? []).find((link) => link.id === itemId);
        return item ? item.label : REMOVED;
      };
      return { dexie: label((await m.records.getBusinessCard(cardIdOf(n)))), mirrored: label(entry('business_cards', 'id', cardIdOf(n))) };
    }
    case 'draft': {
      const value = (await m.drafts.readDraft(id as (typeof DRAFT_KEYS)[number])) as unknown;
      const pick = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Json).name : v);
      return { dexie: pick(value), mirrored: pick(stored(id)) };
    }
  }
  throw new Error(`unknown record ${record}`);
}

/** The localStorage keys a record is mirrored to. */
function keysOf(record: string): string[] {
  const [kind, id] = record.split(':') as [string, string];
  const keys: Record<string, string[]> = {
    user: ['users'], paid: ['users'], session: ['currentUser'], site: ['users', 'sites'], listed: ['sites'],
    preview: [`preview_${siteIdOf(Number(id))}`], page: ['site_pages'], card: ['business_cards'], role: ['business_cards'],
    image: ['business_cards'], email: ['business_cards'], logo: ['business_cards'], link: ['business_cards'], draft: [id],
  };
  return keys[kind];
}
const heldInALiveTab = (key: string) => world.liveTabs().some((tab) => tab.m.quarantine.isKeyHeld(key));

/** The name of a site wherever localStorage shows it; they must all agree. */
async function mirroredSiteName(siteId: string): Promise<unknown> {
  const users = (stored('users') as Array<{ sites: Json[] }> | undefined) ?? [];
  const copies = [...users.flatMap((user) => user.sites), ...((stored('sites') as Json[] | undefined) ?? [])].filter(
    (site) => typeof site === 'object' && site.id === siteId,
  );
  const names = [...new Set(copies.map((site) => site.name))];
  expect(names.length, `copies of ${siteId} disagree: ${names.join(', ')}`).toBeLessThanOrEqual(1);
  return names[0];
}

async function checkEverything(model: Model, when: string): Promise<void> {
  const tab = world.tabs.A;
  const { m } = tab;
  expect(world.violations, when).toEqual([]);
  expect(await m.quarantine.listQuarantine(), `${when}: nothing written by Brick is unreadable`).toEqual([]);

  const rows = new Map<string, OutboxItem>((await m.queue.listItems()).map((row) => [row.idempotencyKey, row]));
  for (const [key, ok] of model.queued) if (ok) expect(rows.has(key), `${when}: ${key} was queued`).toBe(true);
  for (const [key, row] of rows) {
    expect(model.queued.get(key), `${when}: ${key} is in the outbox though queueing it failed`).toBe(true);
    const delivered = world.deliveries.get(key) ?? 0;
    expect(delivered, `${when}: ${key} delivered more often than answers were lost`).toBeLessThanOrEqual(1 + (world.lostAnswers.get(key) ?? 0));
    if ((world.refusals.get(key) ?? 0) > 0 && !world.lostAnswers.has(key)) {
      // Refused for good, and the tab recorded it: never sent again.
      expect(row.status, `${when}: ${key} was refused for good`).toBe('failed');
      expect(delivered, `${when}: ${key} was sent again after it was refused for good`).toBe(0);
    }
    if (row.status === 'done') {
      expect(delivered, `${when}: ${key} is done`).toBeGreaterThanOrEqual(1);
      if (row.kind === 'image') expect(row.hostedUrl?.startsWith(HOSTED_PREFIX)).toBe(true);
    } else {
      expect(row.status, `${when}: ${key} was neither delivered nor refused for good`).toBe('failed');
      expect(PERMANENT_STATUSES).toContain(row.lastStatus);
      expect(row.lastError).toBe(serverReason(row.lastStatus!));
      if (row.kind === 'image') expect(await m.images.getImage(row.payload.imageId), `${when}: the image of ${key} is kept`).toBeDefined();
    }
  }

  /** The hosted address when the image in `value` was uploaded. */
  const hosted = (value: unknown) => {
    const row = typeof value === 'string' && model.images.has(value) ? rows.get(imageKey(model.images.get(value)!)) : undefined;
    return row?.status === 'done' && row.kind === 'image' ? row.hostedUrl : value;
  };
  for (const record of model.writes.keys()) {
    const { dexie, mirrored } = await read(tab, record);
    const latest = model.latest(record);
    if (JOURNALED.test(record)) {
      // Never committed: the field holds what it held (or text typed since), nothing to compare.
      const removed = record.startsWith('link:') && (model.writes.get(record) ?? []).some((a) => a.ok && a.value === REMOVED);
      const allowed = removed ? [REMOVED] : model.acceptable(record).map(IMAGE_RECORD.test(record) ? hosted : (v: unknown) => v);
      if (latest) expect(allowed, `${when}: ${record} in Dexie`).toContainEqual(dexie);
      if (!keysOf(record).some(heldInALiveTab)) expect(mirrored, `${when}: ${record} in localStorage`).toEqual(dexie);
      continue;
    }
    if (!latest) {
      // Never written: whatever failed left no trace.
      expect(model.failedValues(record), `${when}: a failed write to ${record} is in Dexie`).not.toContain(dexie);
      expect(model.failedValues(record), `${when}: a failed write to ${record} is in localStorage`).not.toContain(mirrored);
      continue;
    }
    // The upload of the image in the record landed: the record holds the hosted address.
    const expected = IMAGE_RECORD.test(record) ? hosted(latest.value) : latest.value;
    expect(dexie, `${when}: ${record} in Dexie`).toEqual(expected);
    // A key held for the session (its import was refused for lack of room) is caught up at the next start.
    if (!keysOf(record).some(heldInALiveTab)) expect(mirrored, `${when}: ${record} in localStorage`).toEqual(expected);
  }
}

async function runSchedule(webLocks: boolean, actions: Action[]): Promise<void> {
  await world.reset(webLocks);
  const model = new Model();
  for (const a of actions) await apply(a, model);
  await settle(model);
  await checkEverything(model, 'after the schedule');

  // One more cold start of the whole device, with no fault: start-up must change nothing.
  for (const tab of world.liveTabs()) await world.kill(tab);
  await world.open(world.tabs.A);
  await world.tabs.A.m.mirror.flushMirror();
  expect(world.tabs.A.m.status.useStorageStatus.getState()).toMatchObject({ startError: null, quarantinedCount: 0, quotaDegraded: false });
  await checkEverything(model, 'after a cold start');
}

describe('storage and outbox under fault schedules', () => {
  beforeAll(async () => {
    vi.stubGlobal('Blob', NodeBlob); // fake-indexeddb clones Node's Blob, not jsdom's
    // Timers move only when the schedule says so; Date stays real (Dexie and the mirror compare times).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Faults make Brick log on purpose (that is its contract: log, never throw at the person).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    world = await World.create();
  });
  afterAll(async () => {
    await world.dispose();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // Found by a schedule: a mirror write whose checksum could not be saved, then a restart while
  // IndexedDB was full. Before the fix, the import's refused write put a readable value in
  // quarantine for good (one write refused), or, when the quarantine could not be written either,
  // left the key unheld and the mirror wrote Dexie's empty list over the only copy (all refused).
  it.each([
    ['one write is refused', { idbQuota: 1 }],
    ['every write is refused', { idbFull: true }],
  ])('regression: when %s during the start-up import, the key is held for the session, not quarantined', async (_, fault) => {
    await world.reset();
    const { A } = world.tabs;
    await A.m.pages.savePage({ id: 'p0', siteId: 's0', type: 'artist', slotId: 1, title: 'Kept' });
    await A.m.mirror.flushMirror();
    await world.kill(A);
    await A.m.checksums.clearChecksumsForTests(); // as if that write's checksum never reached the disk
    await A.m.database.db.open();
    await A.m.database.db.pages.clear(); // and Dexie did not have the page: only localStorage does
    A.m.database.db.close();
    const raw = localStorage.getItem('site_pages');

    Object.assign(world.faults, fault);
    await world.open(A);
    world.liftFaults();
    await A.m.mirror.flushMirror();
    expect(await A.m.quarantine.listQuarantine()).toEqual([]);
    expect(A.m.status.useStorageStatus.getState().quarantinedCount).toBe(0);
    expect(localStorage.getItem('site_pages')).toBe(raw); // not written over: Dexie does not have it yet

    await world.kill(A);
    await world.open(A); // the next start imports it
    await A.m.mirror.flushMirror();
    expect((await A.m.pages.getPage('p0'))?.title).toBe('Kept');
    expect(await A.m.quarantine.listQuarantine()).toEqual([]);
  });

  // Found with this hand-written schedule while modelling two tabs: the mirror skipped a write
  // when its own last write had the same hash, but tabs share localStorage. Tab B wrote "Owner";
  // tab A set "Founder" back and skipped the write; B closed before flushing; localStorage kept
  // "Owner" until the next start.
  it('regression: a value changed back in one tab after another tab mirrored it is written again', async () => {
    await runSchedule(true, [
      { t: 'openB' },
      { t: 'edit', who: 'A', edit: { t: 'cardRole', c: 0, role: 'Founder' } },
      { t: 'advance', ms: 300 },
      { t: 'edit', who: 'B', edit: { t: 'cardRole', c: 0, role: 'Owner' } },
      { t: 'switch', who: 'A' },
      { t: 'edit', who: 'A', edit: { t: 'cardRole', c: 0, role: 'Founder' } },
      { t: 'closeB' },
    ]);
  });

  it('keeps every committed edit, delivers every queued item once, and sends nothing after success', async () => {
    // Found in CI: without Web Locks, a send still under way when its lease ran out was sent again
    // by the other tab (the lease is now renewed while the send lasts).
    const slowSendOutlivingItsLease: [boolean, Action[]] = [
      false,
      [
        { t: 'slowNetwork', on: true }, { t: 'openB' }, { t: 'edit', who: 'B', edit: { t: 'signUp', u: 0 } },
        { t: 'reload', who: 'A', clean: false }, { t: 'advance', ms: 59994 }, { t: 'edit', who: 'B', edit: { t: 'card', c: 1 } },
      ] as Action[],
    ];
    // Found with random seeds (-1427241424, -3265049), shrunk; they replay only now and then (Dexie
    // runs on real timers). Without Web Locks, a lease ran out mid-send (the clock jumped, or the
    // tab reloaded and its renewals stopped) and another claim took the row; the first send's
    // answer then recorded done over that claim, whose send came "after recorded done". A delivery
    // is now recorded only under the claim it was made with, and a send starts only after its claim
    // is checked (tests/unit/outbox/lease-race.test.ts drives both interleavings deterministically).
    const reloadDuringSendPastItsLease: [boolean, Action[]] = [
      false,
      [
        { t: 'edit', who: 'A', edit: { t: 'signUp', u: 0 } }, { t: 'edit', who: 'A', edit: { t: 'cardRole', c: 0, role: 'Founder' } },
        { t: 'slowNetwork', on: true }, { t: 'edit', who: 'A', edit: { t: 'cardRole', c: 0, role: 'Founder' } },
        { t: 'advance', ms: 59984 }, { t: 'storageFull', on: true },
        { t: 'killDuringEdit', who: 'A', edit: { t: 'cardRole', c: 0, role: 'Owner' }, turns: 0 },
        { t: 'edit', who: 'A', edit: { t: 'cardImage', c: 1 } },
      ] as Action[],
    ];
    const otherTabTakesOverASendPastItsLease: [boolean, Action[]] = [
      false,
      [
        { t: 'edit', who: 'A', edit: { t: 'cardImage', c: 0 } }, { t: 'openB' }, { t: 'edit', who: 'B', edit: { t: 'signUp', u: 0 } },
        { t: 'advance', ms: 59988 }, { t: 'serverFails', status: 403, n: 1 }, { t: 'slowNetwork', on: true },
        { t: 'edit', who: 'B', edit: { t: 'signUp', u: 0 } }, { t: 'serverFails', status: 400, n: 2 },
      ] as Action[],
    ];
    // Found with seed 1451692504 (2026-11-25), shrunk: the tab was killed while its flusher was
    // writing a claim; the stopped flusher then delivered anyway and armed a lease renewal that no
    // stop() cleared, so the row stayed `sending` for ever. A stopped flusher now sends nothing more.
    const stoppedWhileClaiming: [boolean, Action[]] = [
      false,
      [
        { t: 'slowNetwork', on: true }, { t: 'edit', who: 'A', edit: { t: 'signUp', u: 0 } },
        { t: 'killDuringEdit', who: 'A', edit: { t: 'typeEmail', c: 0 }, turns: 5 }, { t: 'switch', who: 'A' },
        { t: 'crashSend', who: 'A', when: 'before' },
      ] as Action[],
    ];
    // A new seed each run, so CI tries new schedules every time; a failure prints its seed, and
    // FAULT_SEED=<seed> replays it.
    const seed = process.env.FAULT_SEED ? Number(process.env.FAULT_SEED) : Math.floor(Math.random() * 2 ** 31) * (Math.random() < 0.5 ? -1 : 1);
    console.info(`fault schedules: seed ${seed} (replay with FAULT_SEED=${seed})`);
    await fc.assert(fc.asyncProperty(fc.boolean(), fc.array(action, { minLength: 1, maxLength: 14 }), runSchedule), {
      seed,
      numRuns: 1000,
      examples: [slowSendOutlivingItsLease, reloadDuringSendPastItsLease, otherTabTakesOverASendPastItsLease, stoppedWhileClaiming],
    });
  }, 600_000);
});
