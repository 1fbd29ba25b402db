/**
 * The world fault schedules run in (fault-schedules.property.test.ts): up to two "tabs" of Brick,
 * each a separate copy of the storage and outbox modules (its own Dexie connection, mirror,
 * checksum cache, quarantine state and flusher), sharing what tabs of one origin share: one
 * IndexedDB (fake-indexeddb), one localStorage, one Web Locks manager, the network (a fake
 * server) and the device's faults (full storage, offline).
 */
import Dexie, { type DBCore, type DBCoreMutateRequest, type Middleware } from 'dexie';
import { vi } from 'vitest';
import type { EmailSendRequest, ImageUploadRequest, Transports } from '../../../src/outbox/transport';
import type { OutboxFlusher } from '../../../src/outbox/flusher';

async function importTabModules() {
  return {
    boot: await import('../../../src/storage/boot'),
    database: await import('../../../src/storage/db'),
    mirror: await import('../../../src/storage/mirror'),
    checksums: await import('../../../src/storage/checksums'),
    quarantine: await import('../../../src/storage/quarantine'),
    status: await import('../../../src/state/storage-status'),
    users: await import('../../../src/storage/users'),
    sessions: await import('../../../src/storage/sessions'),
    sites: await import('../../../src/storage/sites'),
    drafts: await import('../../../src/storage/drafts'),
    pages: await import('../../../src/storage/pages'),
    records: await import('../../../src/storage/single-page-records'),
    edits: await import('../../../src/storage/edits'),
    previews: await import('../../../src/storage/previews'),
    images: await import('../../../src/storage/images'),
    flusher: await import('../../../src/outbox/flusher'),
    queue: await import('../../../src/outbox/queue'),
    imageHost: await import('../../../src/outbox/image-host'),
    email: await import('../../../src/outbox/email'),
    clock: await import('../../../src/outbox/clock'),
    transport: await import('../../../src/outbox/transport'),
  };
}
export type TabModules = Awaited<ReturnType<typeof importTabModules>>;

/** A second copy of every src module: what a second tab of the same origin runs. */
async function freshTabModules(): Promise<TabModules> {
  vi.resetModules();
  return importTabModules();
}

// ------------------------------------------------------------------------------------ faults

/** Faults of the device, switched by the schedule; all off once the schedule settles. */
export interface Faults {
  /** The next n IndexedDB writes (Dexie or the mirror's checksum store) fail: storage is full. */
  idbQuota: number;
  /** Every IndexedDB write fails until this is switched off. */
  idbFull: boolean;
  /** The next Dexie write is made, then its transaction aborts: the tab died in the middle of it. */
  abortAfterNextWrite: boolean;
  /** localStorage.setItem refuses everything. */
  localStorageFull: boolean;
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

function abort(trans: DBCoreMutateRequest['trans']): void {
  try {
    trans.abort();
  } catch {
    // already finished or aborted
  }
}

// ------------------------------------------------------------------------------- web locks

/** navigator.locks as every tab of one origin sees it; a dead tab's locks are released. */
class FakeLocks {
  /**
   * The grant held now. Each request gets its own: a killed tab's work still finishing here must
   * not release the lock its next life was granted since (seed 713922177 did, and B sent beside A).
   */
  private holder: { tab: string } | null = null;

  client(tab: string): LockManager {
    const request = async (name: string, ...rest: unknown[]) => {
      const callback = rest[rest.length - 1] as (lock: Lock | null) => Promise<unknown>;
      const options = (rest.length > 1 ? rest[0] : {}) as LockOptions;
      if (this.holder !== null) {
        if (options.ifAvailable) return callback(null);
        throw new Error('FakeLocks: only ifAvailable requests are modelled');
      }
      const grant = { tab };
      this.holder = grant;
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        if (this.holder === grant) this.holder = null;
      }
    };
    return { request, query: async () => ({ held: [], pending: [] }) };
  }

  releaseAllOf(tab: string): void {
    if (this.holder?.tab === tab) this.holder = null;
  }

  reset(): void {
    this.holder = null;
  }
}

// ----------------------------------------------------------------------------- the server

/** Statuses the image host and the e-mail API may answer with, and whether a retry may pass. */
export const RETRYABLE_STATUSES = [0, 408, 429, 500, 502, 503] as const;
export const PERMANENT_STATUSES = [400, 403, 413, 451] as const;
export const serverReason = (status: number) => `fake server said ${status}`;
/** Turns of the event loop a request takes: on a slow network other tabs have time to act meanwhile. */
export const FAST_NETWORK = 3;
export const SLOW_NETWORK = 40;
export const HOSTED_PREFIX = 'https://res.example.com/';
const hostedUrlFor = (key: string, n: number) => `${HOSTED_PREFIX}${encodeURIComponent(key)}/${n}.png`;

export interface Tab {
  name: 'A' | 'B';
  m: TabModules;
  alive: boolean;
  flusher: OutboxFlusher | null;
  /** Its next send never answers (the tab dies during it): before or after the server got it. */
  hangNext: null | 'before' | 'after';
  hung: boolean;
  /** Counts the tab's lives: work started by an earlier life must not go on in a later one. */
  life: number;
}

// ------------------------------------------------------------------------------- the world

export class World {
  readonly faults: Faults = { idbQuota: 0, idbFull: false, abortAfterNextWrite: false, localStorageFull: false };
  online = true;
  latency = FAST_NETWORK;
  /** Whether the browser has Web Locks; without them only the outbox's claims keep sends apart. */
  webLocks = true;
  /** How far the schedule moved time on (the outbox clock and every timer; Date stays real). */
  private elapsed = 0;
  /** Failures the server answers the next calls with, in order. */
  readonly serverFailures: number[] = [];
  /** Processed deliveries per idempotency key (the server counts each request it acted on). */
  readonly deliveries = new Map<string, number>();
  /** Permanent refusals (4xx) per idempotency key. */
  readonly refusals = new Map<string, number>();
  /** Answers that may never have been recorded: the tab died or a write failed before it could. */
  readonly lostAnswers = new Map<string, number>();
  /** Broken promises seen while the schedule ran (asserted empty at the end). */
  readonly violations: string[] = [];
  readonly tabs: Record<'A' | 'B', Tab>;
  private readonly locks = new FakeLocks();
  /** Requests the server is handling, with the life of the tab that sent each. */
  private readonly inFlight = new Set<{ tab: Tab; life: number; key: string; sentAt: number }>();
  /** Delivered or refused for good, answered, not yet recorded: when each was sent. */
  private readonly awaitingRecord = new Map<string, number>();

  /** Puts back what the faults replaced in the environment. */
  private readonly restorers: Array<() => void> = [];

  private constructor(a: TabModules, b: TabModules) {
    const tab = (name: 'A' | 'B', m: TabModules): Tab => ({ name, m, alive: false, flusher: null, hangNext: null, hung: false, life: 0 });
    this.tabs = { A: tab('A', a), B: tab('B', b) };
    for (const t of Object.values(this.tabs)) t.m.database.db.use(this.faultMiddleware());
    this.installChecksumQuota();
    this.installLocalStorageQuota();
  }

  async dispose(): Promise<void> {
    for (const tab of Object.values(this.tabs)) await this.kill(tab);
    for (const restore of this.restorers.splice(0)) restore();
  }

  static async create(): Promise<World> {
    const a = await freshTabModules();
    const b = await freshTabModules();
    if (a.database.db === b.database.db) throw new Error('the two tabs share module state');
    return new World(a, b);
  }

  /** No more faults: storage has room, the network is back, the server answers. */
  liftFaults(): void {
    Object.assign(this.faults, { idbQuota: 0, idbFull: false, abortAfterNextWrite: false, localStorageFull: false });
    this.online = true;
    this.latency = FAST_NETWORK;
    this.serverFailures.length = 0;
  }

  /** Whether the IndexedDB write being made now is refused for lack of room. */
  private refuseWrite(): boolean {
    if (this.faults.idbFull) return true;
    if (this.faults.idbQuota === 0) return false;
    this.faults.idbQuota -= 1;
    return true;
  }

  /** Time passes: timers due by then fire (their work runs in the background). */
  advance(ms: number): void {
    this.elapsed += ms;
    vi.advanceTimersByTime(ms);
  }

  liveTabs(): Tab[] {
    return Object.values(this.tabs).filter((tab) => tab.alive);
  }

  /** Everything back to a device that never ran Brick; tab A opens. */
  async reset(webLocks = true): Promise<void> {
    this.webLocks = webLocks;
    for (const tab of Object.values(this.tabs)) await this.kill(tab);
    this.liftFaults();
    this.deliveries.clear();
    this.refusals.clear();
    this.lostAnswers.clear();
    this.violations.length = 0;
    this.awaitingRecord.clear();
    this.locks.reset();
    await Dexie.delete(this.tabs.A.m.database.DATABASE_NAME);
    await this.tabs.A.m.checksums.clearChecksumsForTests();
    localStorage.clear();
    sessionStorage.clear(); // the write path's unsaved-text journal
    this.elapsed = 0;
    await this.open(this.tabs.A);
  }

  /** Opens (or reopens) a tab: the same start-up main.tsx runs, then its outbox flusher. */
  async open(tab: Tab): Promise<void> {
    if (tab.alive) return;
    tab.alive = true;
    tab.life += 1;
    tab.hung = false;
    tab.hangNext = null;
    tab.m.clock.setClockForTests(() => Date.now() + this.elapsed);
    await tab.m.boot.startStorage();
    tab.flusher = new tab.m.flusher.OutboxFlusher({
      locks: this.webLocks ? this.locks.client(tab.name) : null,
      isOnline: () => this.online,
      random: () => 0.5,
      transports: this.transportsFor(tab),
    });
    tab.flusher.start(null);
  }

  /**
   * The tab is gone: no flush on the way out. What it already handed to IndexedDB completes
   * (its connection closes after running transactions), and its locks are released.
   */
  async kill(tab: Tab): Promise<void> {
    if (!tab.alive) return;
    tab.alive = false;
    tab.flusher?.stop();
    tab.m.boot.stopStorageForTests();
    tab.m.database.db.close();
    this.locks.releaseAllOf(tab.name);
    this.creditLostAnswers();
    // A mirror flush already under way runs to its end ("just before the tab died"); the mirror
    // is stopped, so this adds no write of its own.
    await tab.m.mirror.flushMirror();
  }

  // ------------------------------------------------------------------------ the fake server

  private transportsFor(tab: Tab): Transports {
    const { TransportError } = tab.m.transport; // the tab's own class: the flusher checks instanceof
    const deliver = async (key: string): Promise<number> => {
      const life = tab.life;
      const live = () => tab.alive && tab.life === life;
      const sentAt = tab.m.clock.now();
      // The claim of a send older than the lease has run out: sending again is the designed at-least-once.
      const leaseOver = (since: number) => sentAt - since >= tab.m.flusher.LEASE_MS;
      if (live()) {
        for (const other of this.inFlight) {
          if (!(other.tab.alive && other.tab.life === other.life)) continue; // a dead tab's request
          if (other.tab !== tab && this.webLocks) this.violations.push(`tabs ${tab.name} and ${other.tab.name} were sending at the same time`);
          if (other.key !== key) continue;
          if (leaseOver(other.sentAt)) this.creditLost(key);
          else this.violations.push(`${key} was being sent twice at once`);
        }
        const answeredAt = this.awaitingRecord.get(key);
        if (answeredAt !== undefined && leaseOver(answeredAt)) {
          this.awaitingRecord.delete(key);
          this.creditLost(key);
        }
      }
      const send = { tab, life, key, sentAt };
      this.inFlight.add(send);
      try {
        // A request takes some turns of the event loop, so another tab's work can run meanwhile.
        for (let i = 0; i < this.latency; i++) await new Promise<void>((resolve) => setImmediate(resolve));
        const hang = tab.hangNext;
        if (hang && this.online) {
          tab.hangNext = null;
          tab.hung = true;
          if (hang === 'after') this.noteAnswer(this.deliveries, key, true, sentAt);
          return new Promise<number>(() => {}); // the tab is gone: no answer ever arrives
        }
        if (!this.online) throw new TransportError(0, 'Network Error');
        const status = this.serverFailures.shift();
        if (status !== undefined) {
          if ((PERMANENT_STATUSES as readonly number[]).includes(status)) this.noteAnswer(this.refusals, key, !live(), sentAt);
          throw new TransportError(status, serverReason(status));
        }
        const row = await tab.m.queue.getItemByKey(key).catch(() => undefined);
        if (row?.status === 'done') this.violations.push(`${key} was sent after it was recorded done`);
        // The answer of a request sent by a tab that has died since cannot be recorded.
        return this.noteAnswer(this.deliveries, key, !live(), sentAt);
      } finally {
        this.inFlight.delete(send);
      }
    };
    return {
      async uploadImage(request: ImageUploadRequest) {
        const n = await deliver(request.idempotencyKey);
        request.onProgress(1);
        return { secureUrl: hostedUrlFor(request.idempotencyKey, n) };
      },
      async sendEmail(request: EmailSendRequest) {
        await deliver(request.idempotencyKey);
      },
    };
  }

  /** Counts a delivery or a refusal; returns how many of them the key has had. */
  private noteAnswer(counts: Map<string, number>, key: string, answerLost: boolean, sentAt: number): number {
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (answerLost) this.creditLost(key);
    else this.awaitingRecord.set(key, sentAt);
    return n;
  }

  private creditLost(key: string): void {
    this.lostAnswers.set(key, (this.lostAnswers.get(key) ?? 0) + 1);
  }

  /** A fault struck while some answers were not yet recorded: each of them may be lost. */
  private creditLostAnswers(): void {
    for (const key of this.awaitingRecord.keys()) this.creditLost(key);
    this.awaitingRecord.clear();
  }

  // ------------------------------------------------------------------------- fault plumbing

  /** Dexie writes of every tab pass here: storage-full refusals and aborted transactions. */
  private faultMiddleware(): Middleware<DBCore> {
    return {
      stack: 'dbcore',
      name: 'fault-schedule',
      level: 0, // closest to IndexedDB: every Dexie feature above sees the failure
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return {
            ...table,
            mutate: async (request) => {
              const writes = request.type === 'add' || request.type === 'put';
              if (writes && this.refuseWrite()) {
                this.creditLostAnswers();
                abort(request.trans);
                throw quotaError();
              }
              const result = await table.mutate(request);
              if (this.faults.abortAfterNextWrite) {
                this.faults.abortAfterNextWrite = false;
                this.creditLostAnswers();
                abort(request.trans);
                throw new DOMException('The tab closed in the middle of a transaction.', 'AbortError');
              }
              if (name === 'outbox' && writes) {
                for (const value of request.values) {
                  if (value?.status === 'done' || value?.status === 'failed') this.awaitingRecord.delete(value.idempotencyKey);
                }
              }
              return result;
            },
          };
        },
      }),
    };
  }

  /** The mirror's checksum store (idb-keyval, not Dexie) is refused by the same quota. */
  private installChecksumQuota(): void {
    const put = IDBObjectStore.prototype.put;
    const refuse = () => this.refuseWrite();
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'checksums' && refuse()) throw quotaError();
      return put.apply(this, args);
    };
    this.restorers.push(() => (IDBObjectStore.prototype.put = put));
  }

  private installLocalStorageQuota(): void {
    const setItem = Storage.prototype.setItem;
    const faults = this.faults;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (faults.localStorageFull) throw quotaError();
      setItem.call(this, key, value);
    };
    this.restorers.push(() => (Storage.prototype.setItem = setItem));
  }
}

