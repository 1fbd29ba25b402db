import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, vi } from 'vitest';
import { db, resetDatabaseForTests } from '../../../src/storage/db';
import { setClockForTests } from '../../../src/outbox/clock';
import { setTransportsForTests, stopOutbox, type TimerApi } from '../../../src/outbox/flusher';
import { TransportError, type EmailSendRequest, type ImageUploadRequest, type Transports } from '../../../src/outbox/transport';
import { resetOutboxStatusForTests } from '../../../src/state/outbox-status';

/** A 1x1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const PNG_DATA_URL = `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`;

/** A hand-moved clock shared by the queue and the flusher. */
export const clock = { time: 1_700_000_000_000 };
export const advance = (ms: number) => {
  clock.time += ms;
};

/** Timers the test fires by hand: records what the flusher asked for. */
export function manualTimers(): TimerApi & { pending: { run: () => void; ms: number; id: number }[]; fireAll(): void } {
  let next = 1;
  const api = {
    pending: [] as { run: () => void; ms: number; id: number }[],
    set(run: () => void, ms: number) {
      const id = next++;
      api.pending.push({ run, ms, id });
      return id;
    },
    clear(handle: unknown) {
      api.pending = api.pending.filter((t) => t.id !== handle);
    },
    fireAll() {
      const due = api.pending.splice(0);
      for (const t of due) t.run();
    },
  };
  return api;
}

export interface FakeTransports extends Transports {
  /** Successful deliveries per idempotency key. */
  deliveries: Map<string, number>;
  /** Every call (key), successful or not, in order. */
  calls: string[];
  /** The next calls fail with these statuses, in order. */
  failNext(...statuses: number[]): void;
  /** Forgets failures not used yet. */
  clearFailures(): void;
  /** While set, every call fails as a network error and nothing arrives. */
  offline: boolean;
  /** Runs inside each call, after the server received it (before the answer). */
  onDelivered?: (key: string) => void | Promise<void>;
  /**
   * The tab dies during the next call: it never answers. 'before': the request never reached
   * the server; 'after': the server got it (a delivery) but the answer never came back.
   */
  hangNext: null | { when: 'before' | 'after'; reached: () => void };
}

export function fakeTransports(): FakeTransports {
  const failures: number[] = [];
  const fake: FakeTransports = {
    deliveries: new Map(),
    calls: [],
    offline: false,
    hangNext: null,
    failNext: (...statuses) => failures.push(...statuses),
    clearFailures: () => failures.splice(0),
    async uploadImage(request: ImageUploadRequest) {
      const n = await deliver(request.idempotencyKey);
      request.onProgress(0.5);
      request.onProgress(1);
      return { secureUrl: `https://res.example.com/${encodeURIComponent(request.idempotencyKey)}/${n}.png` };
    },
    async sendEmail(request: EmailSendRequest) {
      await deliver(request.idempotencyKey);
    },
  };
  async function deliver(key: string): Promise<number> {
    fake.calls.push(key);
    await Promise.resolve();
    const hang = fake.hangNext;
    if (hang && !fake.offline) {
      fake.hangNext = null;
      if (hang.when === 'after') fake.deliveries.set(key, (fake.deliveries.get(key) ?? 0) + 1);
      hang.reached();
      return new Promise<number>(() => {}); // never settles: the tab is gone
    }
    if (fake.offline) throw new TransportError(0, 'Network Error');
    const status = failures.shift();
    if (status !== undefined) throw new TransportError(status, `fake ${status}`);
    const n = (fake.deliveries.get(key) ?? 0) + 1;
    fake.deliveries.set(key, n);
    await fake.onDelivered?.(key);
    return n;
  }
  return fake;
}

/** Fresh database, clock, transports and status for each test; Node's Blob so fake-indexeddb can clone it. */
export function useOutboxTestEnvironment(): { transports: () => FakeTransports } {
  let current: FakeTransports;
  beforeEach(async () => {
    vi.stubGlobal('Blob', NodeBlob);
    stopOutbox();
    clock.time = 1_700_000_000_000;
    setClockForTests(() => clock.time);
    current = fakeTransports();
    setTransportsForTests(current);
    resetOutboxStatusForTests();
    await resetDatabaseForTests();
  });
  afterEach(() => {
    stopOutbox();
    setTransportsForTests(null);
    setClockForTests(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return { transports: () => current };
}

export { db };
