/**
 * The flusher: delivers outbox rows, oldest first, at least once, one tab at a time.
 *
 * When: at start, on `online`, when the tab becomes visible, right after a row is added, and on
 * a timer set to the next row's backoff. Who: the tab holding the Web Lock 'brick-outbox'
 * (without Web Locks, every tab may flush; the claim below still keeps a row from being sent
 * twice at once). How, per row:
 *
 *   1. claim   one transaction: pending and due -> sending (claimId, claimedAt = the lease, renewed
 *              every LEASE_RENEWAL_MS while the send is under way)
 *   2. check   one transaction, right before the send: still `sending` under our claimId? Then the
 *              lease starts afresh; if not (the lease ran out and another tab took the row), the
 *              send is not started
 *   3. send    outside any transaction (never hold IndexedDB open across the network)
 *   4. record  one transaction, only while the claim is ours or nobody holds the row
 *              (mayRecordDelivery): done (images: the hosted address swapped into the record in
 *              the same transaction), or pending with a backoff, or failed with the reason
 *
 * A tab that closes between 1 and 4 leaves its row `sending`; once the lease has run out the
 * next flush (in any tab) puts it back to pending. That is the at-least-once window, and so is a
 * tab whose renewals did not run for a whole lease (asleep, throttled): its send may go out twice,
 * but no send is started after the row was recorded done (issue 13).
 */
import { liveQuery, type Subscription } from 'dexie';
import { db } from '../storage/db';
import { getImage, dataUrlToBlob, isImageDataUrl } from '../storage/images';
import { newId } from '../domain/ids';
import { clearUploadProgress, setOutboxCounts, setUploadProgress } from '../state/outbox-status';
import { backoffDelay } from './backoff';
import { now as clockNow } from './clock';
import { sendWithEmailJs } from './email';
import { completeImageUpload, uploadWithXhr } from './image-host';
import { mayRecordDelivery, onEnqueued, outboxTable } from './queue';
import { TransportError, isRetryable, toTransportError, type Transports } from './transport';
import { LOCK_BUSY, PageLeftError, onPageResume, withPageLock } from '../storage/page-locks';
import type { EmailItem, ImageItem, OutboxItem } from './types';

export const LOCK_NAME = 'brick-outbox';
/** A row `sending` for longer than this was left by a tab that went away. */
export const LEASE_MS = 60_000;
/**
 * While a send is under way its claim is renewed this often, so a slow upload (up to
 * UPLOAD_TIMEOUT_MS) is never taken for one abandoned by a closed tab and sent again.
 */
export const LEASE_RENEWAL_MS = LEASE_MS / 3;
/** Done rows are kept this long (the outbox list shows them), then deleted. */
export const DONE_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** Another tab holds the lock: look again after this long, in case it finished before our row was added. */
export const LOCK_RETRY_MS = 2_000;
/** A server's Retry-After is honoured up to this long. */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;

const defaultTransports: Transports = { uploadImage: uploadWithXhr, sendEmail: sendWithEmailJs };
let transports: Transports = defaultTransports;

/** Tests deliver through fakes; `null` restores XHR and EmailJS. */
export function setTransportsForTests(fakes: Partial<Transports> | null): void {
  transports = fakes ? { ...defaultTransports, ...fakes } : defaultTransports;
}

export interface TimerApi {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface FlusherOptions {
  /** Defaults to navigator.locks where it exists; `null` runs without a lock. */
  locks?: LockManager | null;
  /** Defaults to navigator.onLine. */
  isOnline?: () => boolean;
  /** Jitter source for the backoff. */
  random?: () => number;
  timers?: TimerApi;
  /** Defaults to the module's transports (setTransportsForTests). */
  transports?: Transports;
}

const realTimers: TimerApi = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export class OutboxFlusher {
  /** undefined: navigator.locks where it exists (page-locks.ts). */
  private readonly locks: LockManager | null | undefined;
  private readonly isOnline: () => boolean;
  private readonly random: () => number;
  private readonly timers: TimerApi;
  private readonly fixedTransports?: Transports;

  private running: Promise<void> | null = null;
  private again = false;
  private ignoreBackoffNext = false;
  private lockWasBusy = false;
  private started = false;
  private disposed = false;
  /** Stops the lease renewals of sends under way. */
  private readonly renewals = new Set<() => void>();
  private timer: unknown = null;
  private cleanups: (() => void)[] = [];

  constructor(options: FlusherOptions = {}) {
    this.locks = options.locks;
    this.isOnline = options.isOnline ?? browserOnline;
    this.random = options.random ?? Math.random;
    this.timers = options.timers ?? realTimers;
    this.fixedTransports = options.transports;
  }

  /** Wires the triggers and flushes once. */
  start(target: Window | null = typeof window === 'undefined' ? null : window): void {
    if (this.started || this.disposed) return;
    this.started = true;
    if (target) {
      const onOnline = () => void this.flush({ ignoreBackoff: true });
      const onVisible = () => {
        if (target.document.visibilityState === 'visible') void this.flush();
      };
      target.addEventListener('online', onOnline);
      target.document.addEventListener('visibilitychange', onVisible);
      // Back from the back-forward cache or from being frozen: the lock was given up on the way out.
      const stopWatchingResume = onPageResume(() => void this.flush());
      this.cleanups.push(() => {
        target.removeEventListener('online', onOnline);
        target.document.removeEventListener('visibilitychange', onVisible);
        stopWatchingResume();
      });
    }
    this.cleanups.push(onEnqueued(() => void this.flush()));
    void this.flush();
  }

  /** Removes triggers and timers. A send under way finishes and is recorded; nothing new starts. */
  stop(): void {
    this.disposed = true;
    this.started = false;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const stopRenewing of [...this.renewals]) stopRenewing();
    this.clearTimer();
  }

  /**
   * Sends every due row. Concurrent calls share one run (and ask it to look once more).
   * `ignoreBackoff` (the `online` event) tries rows that are still backing off, once each.
   */
  flush(options: { ignoreBackoff?: boolean } = {}): Promise<void> {
    if (options.ignoreBackoff) this.ignoreBackoffNext = true;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.withLock((signal) => this.drain(signal));
        } while (this.again && !this.disposed);
      } catch (error) {
        // Put away mid-flush: the lock is given up, and the flush on coming back carries on.
        if (!(error instanceof PageLeftError)) console.error('Brick: the outbox could not be flushed', error);
      } finally {
        this.running = null;
      }
      await this.scheduleNext().catch((error) => console.error('Brick: could not schedule the outbox', error));
    })();
    return this.running;
  }

  private async withLock(run: (signal: AbortSignal) => Promise<void>): Promise<void> {
    this.lockWasBusy = false;
    const outcome = await withPageLock(LOCK_NAME, run, { ifAvailable: true, locks: this.locks });
    // Another tab is flushing; it will see our rows too.
    if (outcome === LOCK_BUSY) this.lockWasBusy = true;
  }

  private async drain(signal: AbortSignal): Promise<void> {
    const ignoreBackoff = this.ignoreBackoffNext;
    this.ignoreBackoffNext = false;
    await recoverExpiredLeases(clockNow());
    await pruneDoneRows(clockNow());
    const tried = new Set<string>();
    while (!this.disposed && !signal.aborted && this.isOnline()) {
      const item = await claimNext(clockNow(), { ignoreBackoff, skip: tried });
      if (!item) return;
      // Stopped while the claim was being written (the page is going away): nothing more is sent,
      // and no renewal is armed that no stop() would ever clear. The lease runs out and another
      // start sends it (found by the fault schedules, seed 1451692504: a claim renewed for ever).
      if (this.disposed) return;
      tried.add(item.id);
      await this.deliver(item);
    }
  }

  private async deliver(item: OutboxItem): Promise<void> {
    const via = this.fixedTransports ?? transports;
    let hostedUrl: string | null = null;
    // Armed before the check below stamps the lease, so a renewal is due within LEASE_RENEWAL_MS of
    // that stamp however long the check and the image read take.
    const stopRenewing = this.keepClaim(item);
    try {
      if (item.kind === 'email') {
        if (!(await this.stillClaimed(item, stopRenewing))) return;
        await via.sendEmail({ templateId: item.payload.templateId, params: item.payload.params, idempotencyKey: item.idempotencyKey });
      } else {
        const blob = await imageBlob(item);
        if (!blob) throw new TransportError(410, 'The image is no longer on this device');
        // Checked after the (possibly slow) image read: the send must start right after the check.
        if (!(await this.stillClaimed(item, stopRenewing))) return;
        setUploadProgress(item.id, 0);
        const result = await via.uploadImage({
          blob,
          fileName: item.payload.fileName,
          idempotencyKey: item.idempotencyKey,
          onProgress: (fraction) => setUploadProgress(item.id, fraction * 100),
        });
        hostedUrl = result.secureUrl;
      }
    } catch (error) {
      clearUploadProgress(item.id);
      const failure = toTransportError(error);
      // spec.md section 7: delivery failures are logged (and shown in the outbox list), never thrown.
      if (!isRetryable(failure.status)) console.warn(`Brick: ${item.idempotencyKey} was not delivered: ${failure.message}`);
      stopRenewing();
      await recordFailure(item, failure, clockNow(), this.random);
      return;
    }
    stopRenewing();
    try {
      if (item.kind === 'image') await completeImageUpload(item, hostedUrl as string, clockNow());
      else await recordEmailSent(item, clockNow());
    } finally {
      clearUploadProgress(item.id);
    }
  }

  /**
   * Step 2: whether the send of `item` may start. Its claim is checked and its lease renewed in one
   * transaction; if the claim is gone (another tab took the row once the lease ran out) or cannot be
   * checked (storage refuses the write), nothing is sent and the renewals stop: the row belongs to
   * the other tab, or stays `sending` until its lease runs out.
   */
  private async stillClaimed(item: OutboxItem, stopRenewing: () => void): Promise<boolean> {
    const held = await renewLease(item).catch((error: unknown) => {
      console.error(`Brick: could not check the claim on ${item.idempotencyKey}`, error);
      return false;
    });
    if (!held) stopRenewing();
    return held;
  }

  /** Renews the claim on `item` until the returned function is called (or the flusher stops). */
  private keepClaim(item: OutboxItem): () => void {
    let handle: unknown = null;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (handle !== null) this.timers.clear(handle);
      this.renewals.delete(stop);
    };
    const arm = () => {
      handle = this.timers.set(() => {
        handle = null;
        if (stopped) return;
        // A renewal that cannot be written (database gone) ends the renewals: the lease then runs
        // out. So does a claim another tab has taken: it is not ours to renew any more.
        renewLease(item).then(
          (held) => (held && !stopped ? arm() : stop()),
          () => stop(),
        );
      }, LEASE_RENEWAL_MS);
    };
    this.renewals.add(stop);
    arm();
    return stop;
  }

  private async scheduleNext(): Promise<void> {
    this.clearTimer();
    if (!this.started || this.disposed) return;
    if (this.lockWasBusy) {
      this.setTimer(LOCK_RETRY_MS);
      return;
    }
    if (!this.isOnline()) return; // the `online` event starts the next flush
    const due = await nextWakeUp();
    if (due === null || this.disposed) return;
    this.setTimer(Math.max(0, due - clockNow()));
  }

  private setTimer(ms: number): void {
    this.clearTimer();
    // Timers run late in background tabs; the visibility trigger covers that.
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.flush();
    }, Math.min(ms, 2 ** 31 - 1));
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }
}

async function imageBlob(item: ImageItem): Promise<Blob | null> {
  const stored = await getImage(item.payload.imageId);
  if (stored?.blob) return stored.blob;
  return isImageDataUrl(item.payload.localUrl) ? dataUrlToBlob(item.payload.localUrl) : null;
}

const byAge = (a: OutboxItem, b: OutboxItem) => a.createdAt - b.createdAt || a.id.localeCompare(b.id);

/**
 * Step 1: the oldest due pending row becomes `sending` under a fresh claim, in one transaction.
 * The lease is stamped with the time inside the transaction, not `now` (read before it began).
 */
export async function claimNext(
  now: number,
  { ignoreBackoff = false, skip = new Set<string>() }: { ignoreBackoff?: boolean; skip?: ReadonlySet<string> } = {},
): Promise<OutboxItem | null> {
  const outbox = outboxTable();
  return db.transaction('rw', outbox, async () => {
    const pending = await outbox.where('status').equals('pending').toArray();
    const next = pending.filter((row) => !skip.has(row.id) && (ignoreBackoff || row.nextAttemptAt <= now)).sort(byAge)[0];
    if (!next) return null;
    const claimedAt = clockNow();
    const claim = { status: 'sending' as const, claimId: newId(), claimedAt, attempts: next.attempts + 1, updatedAt: claimedAt };
    await outbox.update(next.id, claim);
    return { ...next, ...claim };
  });
}

/** Step 4 for a failure: back to pending with a backoff, or failed with the reason. Only the claim's owner writes. */
export async function recordFailure(item: OutboxItem, error: TransportError, now: number, random: () => number = Math.random): Promise<void> {
  const outbox = outboxTable();
  await db.transaction('rw', outbox, async () => {
    const row = await outbox.get(item.id);
    if (!row || row.status !== 'sending' || row.claimId !== item.claimId) return;
    const common = { lastError: error.reason, lastStatus: error.status, claimId: null, claimedAt: null, updatedAt: now };
    if (isRetryable(error.status)) {
      const wait = Math.max(backoffDelay(row.attempts, random), Math.min(error.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
      await outbox.update(item.id, { ...common, status: 'pending', nextAttemptAt: now + wait });
    } else {
      await outbox.update(item.id, { ...common, status: 'failed' });
    }
  });
}

/** Step 4 for a sent e-mail. A row discarded meanwhile stays discarded; one another claim holds is left to it. */
async function recordEmailSent(item: EmailItem, now: number): Promise<void> {
  const outbox = outboxTable();
  await db.transaction('rw', outbox, async () => {
    const row = await outbox.get(item.id);
    if (!row || !mayRecordDelivery(row, item)) return;
    await outbox.update(item.id, { status: 'done', doneAt: now, updatedAt: now, lastError: null, lastStatus: null, claimId: null, claimedAt: null });
  });
}

/**
 * The claim's owner pushes its lease on (to the time read inside the transaction): just before its
 * send and then while the send is under way. False, and nothing written, once the claim is not ours.
 */
export async function renewLease(item: OutboxItem): Promise<boolean> {
  const outbox = outboxTable();
  return db.transaction('rw', outbox, async () => {
    const row = await outbox.get(item.id);
    if (row?.status !== 'sending' || row.claimId !== item.claimId) return false;
    await outbox.update(item.id, { claimedAt: clockNow() });
    return true;
  });
}

/** Rows left `sending` past their lease (their tab closed mid-send) are due again. */
export async function recoverExpiredLeases(now: number): Promise<number> {
  const outbox = outboxTable();
  return db.transaction('rw', outbox, () =>
    outbox
      .where('status')
      .equals('sending')
      .filter((row) => (row.claimedAt ?? 0) + LEASE_MS <= now)
      .modify({ status: 'pending', nextAttemptAt: now, claimId: null, claimedAt: null, updatedAt: now }),
  );
}

/** Done rows older than the retention are deleted. */
export async function pruneDoneRows(now: number): Promise<number> {
  return outboxTable()
    .where('status')
    .equals('done')
    .filter((row) => (row.doneAt ?? row.updatedAt) + DONE_RETENTION_MS <= now)
    .delete();
}

/** When the next row becomes due: a pending row's backoff or a `sending` row's lease, whichever is first. */
async function nextWakeUp(): Promise<number | null> {
  const outbox = outboxTable();
  let due: number | null = null;
  const consider = (time: number) => {
    due = due === null ? time : Math.min(due, time);
  };
  await outbox.where('status').equals('pending').each((row) => consider(row.nextAttemptAt));
  await outbox.where('status').equals('sending').each((row) => consider((row.claimedAt ?? 0) + LEASE_MS));
  return due;
}

/** Keeps the header badge's counts in step with the table, in every tab. */
function watchCounts(): Subscription {
  return liveQuery(async () => {
    const count = () => ({ image: 0, email: 0 });
    const counts = { pending: count(), sending: count(), failed: count(), retrying: count() };
    await outboxTable()
      .where('status')
      .anyOf('pending', 'sending', 'failed')
      .each((row) => {
        counts[row.status as 'pending' | 'sending' | 'failed'][row.kind] += 1;
        if (row.status === 'pending' && row.lastError !== null) counts.retrying[row.kind] += 1;
      });
    return counts;
  }).subscribe({
    next: setOutboxCounts,
    error: (error) => console.error('Brick: could not read the outbox', error),
  });
}

let instance: OutboxFlusher | null = null;
let countsSubscription: Subscription | null = null;
let manual: OutboxFlusher | null = null;

/** Starts the flusher for this tab (idempotent): triggers, timers and the header counts. */
export function startOutbox(options?: FlusherOptions): void {
  if (instance) return;
  instance = new OutboxFlusher(options);
  countsSubscription = watchCounts();
  instance.start();
}

/** Flushes now and resolves when done (tests; the app relies on the triggers). */
export function flushOutbox(options?: { ignoreBackoff?: boolean }): Promise<void> {
  if (instance) return instance.flush(options);
  manual ??= new OutboxFlusher();
  return manual.flush(options);
}

/** Stops this tab's flusher and forgets its in-memory state (a reload, for tests). */
export function stopOutbox(): void {
  instance?.stop();
  instance = null;
  manual?.stop();
  manual = null;
  countsSubscription?.unsubscribe();
  countsSubscription = null;
}
