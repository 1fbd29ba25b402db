/**
 * Web addresses (issue 37): keeps each of the owner's sites on the Brick server as its record
 * says. A published site's page is put at /p/{slug} when it was published since the page went up
 * (the record's lastPublished against webAddress.live); a site unpublished, deleted or blocked is
 * taken down. The page is the site's own download (sites/export), made here from the record as
 * stored. Runs while sync is on, in one tab at a time (a Web Lock); a page the server could not
 * take now is tried again later, and when the device is back online.
 */
import { liveQuery, type Subscription } from 'dexie';
import { db, type RecycleBinRow, type StoredSite } from '../../storage/db';
import { isRetryable } from '../../outbox/transport';
import { getSite } from '../../storage/sites';
import { recordWebAddress, type WebAddress } from '../../storage/web-address';
import type { SyncSettings } from '../../storage/sync-settings';
import { setWebPageRefusal } from '../../state/web-pages';
import { siteNameOf } from '../../sites/resolve';
import type { SiteRecord } from '../../domain/schemas';
import { serverAddress } from '../pairing';
import { sitePagePath, slugOf, spaceBearer } from '../web-address';

const LOCK = 'brick-web-pages';
/** This device's list of sites whose page it knows is up (meta; never synced). */
const LIVE_KEY = 'web-pages-live';

async function liveHere(): Promise<string[]> {
  const row = await db.meta.get(LIVE_KEY);
  return Array.isArray(row?.value) ? (row.value as unknown[]).filter((id): id is string => typeof id === 'string') : [];
}
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 5 * 60_000;

/** A failed call: `status` 0 for no answer at all; `message` is the server's, for a person. */
class PageCallFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The owner's sites, and those in the recycle bin. */
interface Owned {
  sites: StoredSite[];
  binned: RecycleBinRow[];
}

interface Wanted {
  site: StoredSite;
  /** The publish to show, or null: the page is to be taken down. */
  up: string | null;
}

/** What the server should show for a site, or null when it already does. */
function wantedOf(site: StoredSite, binned: boolean): Wanted | null {
  const webAddress = site.webAddress ?? null;
  const up = !binned && site.published === true && !site.blocked && typeof site.lastPublished === 'string' ? site.lastPublished : null;
  if (up !== null) return webAddress?.live === up ? null : { site, up };
  return webAddress?.live ? { site, up: null } : null;
}

export async function callPageApi(settings: SyncSettings, siteId: string, method: 'PUT' | 'DELETE', body?: unknown): Promise<{ slug: string }> {
  let response: Response;
  try {
    response = await fetch(serverAddress(settings.serverUrl, sitePagePath(siteId)), {
      method,
      headers: { Authorization: spaceBearer(settings.spaceId, settings.secret), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    throw new PageCallFailed(0, error instanceof Error ? error.message : String(error));
  }
  const answer = (await response.json().catch(() => null)) as { slug?: unknown; error?: { message?: unknown } } | null;
  if (response.ok && typeof answer?.slug === 'string') return { slug: answer.slug };
  const message = typeof answer?.error?.message === 'string' ? answer.error.message : `The server answered ${response.status}.`;
  throw new PageCallFailed(response.status, message);
}

/** The page of a site as stored now: its download, its pictures allowed from the server too. */
async function pageOf(siteId: string, serverUrl: string): Promise<{ html: string; site: SiteRecord } | null> {
  const site = await getSite(siteId);
  if (!site) return null;
  const { exportSiteHtml } = await import('../../sites/export/export-site');
  return { html: await exportSiteHtml(site, { imageOrigins: [new URL(serverUrl).origin] }), site };
}

/** Puts a site's page up now, at `slug` when the person chose it (`exact`); resolves to its address. */
export async function putPage(settings: SyncSettings, siteId: string, wantedSlug?: string): Promise<WebAddress> {
  const page = await pageOf(siteId, settings.serverUrl);
  if (!page) throw new PageCallFailed(404, 'This site is not on this device.');
  const had = page.site.webAddress ?? null;
  const slug = wantedSlug ?? had?.slug ?? slugOf(siteNameOf(page.site));
  const answer = await callPageApi(settings, siteId, 'PUT', { slug, exact: wantedSlug !== undefined, html: page.html });
  const webAddress = { slug: answer.slug, live: page.site.lastPublished ?? null };
  await recordWebAddress(siteId, webAddress);
  return webAddress;
}

async function takeDown(settings: SyncSettings, site: StoredSite): Promise<void> {
  const had = site.webAddress as WebAddress;
  try {
    await callPageApi(settings, site.id, 'DELETE');
  } catch (error) {
    // Already down (or never up on this server): nothing to take down.
    if (!(error instanceof PageCallFailed && error.status === 404)) throw error;
  }
  await recordWebAddress(site.id, { slug: had.slug, live: null });
}

export class WebPages {
  private subscription: Subscription | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryMs = FIRST_RETRY_MS;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private signature = '';
  /** Per site, the publish the server refused (too large, a taken address): tried again on the next publish. */
  private readonly refused = new Map<string, string>();

  constructor(
    private readonly settings: SyncSettings,
    private readonly owner: string,
  ) {}

  start(): void {
    // A change to the owner's sites, from this device or another, may mean a page to put up or
    // take down: a pass runs when what is wanted changed, not on every keystroke in an editor.
    // A site gone altogether (an admin's delete) changes it too: its page comes down.
    this.subscription = liveQuery(() => this.owned()).subscribe({
      next: (owned) => {
        const wanted = this.wanted(owned);
        const signature = `${wanted.map(({ site, up }) => `${site.id}:${up ?? '-'}`).join(' ')} | ${owned.sites.map((site) => site.id).join(' ')}`;
        if (signature === this.signature) return;
        this.signature = signature;
        this.soon();
      },
      error: (error: unknown) => console.error('Brick web addresses:', error),
    });
    addEventListener('online', this.now);
  }

  private async owned(): Promise<Owned> {
    return { sites: await db.sites.where('owner').equals(this.owner).toArray(), binned: await db.recycleBin.where('owner').equals(this.owner).toArray() };
  }

  /** What the server should show and does not yet, leaving out a publish the server refused. */
  private wanted({ sites, binned }: Owned): Wanted[] {
    return [...sites.map((site) => wantedOf(site, false)), ...binned.map((row) => wantedOf(row.site, true))].filter(
      (w): w is Wanted => w !== null && !(w.up !== null && this.refused.get(w.site.id) === w.up),
    );
  }

  stop(): void {
    this.stopped = true;
    this.subscription?.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    removeEventListener('online', this.now);
  }

  private readonly now = () => {
    this.retryMs = FIRST_RETRY_MS;
    this.soon(0);
  };

  private soon(delay = 300): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delay);
  }

  private async run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const pass = navigator.locks ? navigator.locks.request(LOCK, () => this.pass()) : this.pass();
    this.running = Promise.resolve(pass).finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.soon(0);
      }
    });
    return this.running;
  }

  /** One pass over the owner's sites; a failure that may pass is tried again later, with a growing wait. */
  private async pass(): Promise<void> {
    const owned = await this.owned();
    const { sites, binned } = owned;
    const wanted = this.wanted(owned);
    // A site whose record is gone altogether (an admin deleted it) leaves no record to say its page is up.
    const known = new Set([...sites.map((site) => site.id), ...binned.map((row) => row.siteId)]);
    const live = new Set([...(await liveHere()), ...sites.filter((site) => site.webAddress?.live).map((site) => site.id)]);
    const vanished = [...live].filter((siteId) => !known.has(siteId));
    let retry = false;
    for (const siteId of vanished) {
      try {
        await callPageApi(this.settings, siteId, 'DELETE');
        live.delete(siteId);
      } catch (error) {
        if (error instanceof PageCallFailed && error.status === 404) live.delete(siteId);
        else retry = true;
      }
    }
    await db.meta.put({ key: LIVE_KEY, value: [...live].filter((siteId) => known.has(siteId) || vanished.includes(siteId)) });
    for (const { site, up } of wanted) {
      if (this.stopped) return;
      try {
        if (up === null) await takeDown(this.settings, site);
        else await putPage(this.settings, site.id);
        setWebPageRefusal(site.id, null);
      } catch (error) {
        const failed = error instanceof PageCallFailed ? error : new PageCallFailed(0, String(error));
        if (isRetryable(failed.status)) {
          retry = true;
          continue;
        }
        if (up !== null) this.refused.set(site.id, up);
        setWebPageRefusal(site.id, failed.message);
        console.warn(`Brick: the web address of site ${site.id} was refused: ${failed.message}`);
      }
    }
    if (retry && !this.stopped) {
      this.soon(this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
    } else this.retryMs = FIRST_RETRY_MS;
  }
}
