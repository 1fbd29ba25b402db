import type { Page } from '@playwright/test';

/**
 * Shared by tests/e2e/faults.spec.ts: a seeded PRNG, the random fault schedules it draws, and
 * reads of what each store holds (localStorage keys, a snapshot of every store for a failure).
 */

/** mulberry32: a tiny seeded PRNG, so a failing schedule can be replayed from its seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Tab = 'A' | 'B';
export type Field = 'Title' | 'Description';

export type Step =
  | { kind: 'type'; tab: Tab; field: Field; text: string }
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'reload'; tab: Tab }
  | { kind: 'switch' };

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A schedule of `length` steps. Typing is the most common step (it is what the faults must not
 * lose); going offline is only drawn while online and the reverse, so every step changes something.
 */
export function drawSchedule(seed: number, length = 8): Step[] {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const steps: Step[] = [];
  let offline = false;
  for (let i = 0; i < length; i++) {
    const roll = random();
    if (roll < 0.4) {
      const word = Array.from({ length: 3 + Math.floor(random() * 3) }, () => pick([...LETTERS])).join('');
      steps.push({ kind: 'type', tab: pick(['A', 'B'] as const), field: pick(['Title', 'Description'] as const), text: ` ${word}` });
    } else if (roll < 0.55) {
      steps.push(offline ? { kind: 'online' } : { kind: 'offline' });
      offline = !offline;
    } else if (roll < 0.8) {
      steps.push({ kind: 'reload', tab: pick(['A', 'B'] as const) });
    } else {
      steps.push({ kind: 'switch' });
    }
  }
  return steps;
}

export const describeStep = (step: Step): string => {
  switch (step.kind) {
    case 'type':
      return `type "${step.text}" into ${step.field} in tab ${step.tab}`;
    case 'reload':
      return `reload tab ${step.tab}`;
    default:
      return step.kind;
  }
};

/** A localStorage key as JSON (null when absent). */
export const storedKey = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

/**
 * What one tab sees of a site in every store (for the report of a failed schedule): Dexie's row,
 * the mirrored `users` key, this tab's unsaved-text journal and the mirror's last recorded write.
 */
export function storageSnapshot(page: Page, siteId: string) {
  return page.evaluate(async (id) => {
    const read = (database: string, store: string, key: string) =>
      new Promise<Record<string, unknown> | undefined>((resolve) => {
        const open = indexedDB.open(database);
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          try {
            const request = open.result.transaction(store, 'readonly').objectStore(store).get(key);
            request.onsuccess = () => {
              open.result.close();
              resolve(request.result);
            };
            request.onerror = () => resolve(undefined);
          } catch {
            resolve(undefined);
          }
        };
      });
    const pick = (site: Record<string, unknown> | undefined) =>
      site && { title: site.title, description: site.description, updatedAt: site._updatedAt };
    const users = JSON.parse(localStorage.getItem('users') ?? '[]') as Array<{ sites?: Array<Record<string, unknown>> }>;
    return {
      url: location.pathname,
      dexie: pick(await read('brick', 'sites', id)),
      localStorage: pick(users.flatMap((u) => u.sites ?? []).find((s) => s.id === id)),
      journal: sessionStorage.getItem(`brick-unsaved-text:${id}`),
      mirrorLastWrite: await read('brick-mirror', 'checksums', 'users'),
    };
  }, siteId);
}
