/**
 * Sync with a Brick server (issue 36), loaded only when sync is on. One WebSocket to the server's
 * Hocuspocus, one Yjs document per site and one for the account (src/sync/names.ts), records kept
 * in them as src/sync/doc-shape.ts says. What this device commits (the change feed) becomes the
 * matching map operations; what other devices change comes back through a remote-marked Dexie
 * transaction. Each document reconciles on every (re)connection: what changed here since its base
 * is sent, then what the document holds is written here.
 */
import * as Y from 'yjs';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { applyRecordChange, changedRecordKeys, isRecordMapLost, replacedRecordKeys, readAllRecords, readRecord, recordKey, recordMapId, recordsOf, type JsonValue } from '../doc-shape';
import { ACCOUNT_DOC_KEY, documentName, imageDocKey, siteDocKey, type DocKey } from '../names';
import { servedThisApp, syncSocketUrl } from '../pairing';
import { listenToChanges, type RecordChange } from '../../storage/change-feed';
import type { WebPages } from './web-pages';
import { readSyncSettings, saveSyncSettings, type SyncSettings } from '../../storage/sync-settings';
import { setSyncState } from '../../state/sync';
import { docKeyOf, sharedRecord, sitesOfUser } from './routing';
import { isRow, ownSiteIds, readAnchors, readBases, readLocalRecords, same, saveSyncState, withChangedFields, writeRemoteRecords, type Anchor, type AnchorChange, type BaseChange, type RemoteWrite } from './local';
import { isKnownPicture, pictureRefsIn, rememberPicture, withDataUrls, withPictureRefs, type Picture } from './pictures';

/** The origin of this device's own writes to a document, so they are not written back here. */
const LOCAL = 'brick-local';
/** Set in every document a device has filled: its absence means the server has lost it (or never had it). */
const DOC_MARK = 'brick/document';
/** In the account document: every site id of the space, as a map so two devices' additions merge. */
const SITE_LIST = 'brick/sites';
/**
 * The document's own entries (its mark, the site list) are not records of this device: they get no
 * base, so a reconcile never reads one as a record this device deleted, and deletes it.
 */
const isRecord = (key: string) => !key.startsWith('brick/');

type Row = Record<string, unknown>;
const asJson = (value: unknown) => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as JsonValue));

interface DocLink {
  key: DocKey;
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Each record as this device and the document last agreed on it: the `before` of what changed here since. */
  bases: Map<string, JsonValue>;
  /** The bases as kept on this device: only what the server is known to have (see `basesToKeep`). */
  kept: Map<string, JsonValue>;
  /** Records this device changed in the document that the server has not acknowledged yet. */
  unacknowledged: Set<string>;
  /**
   * Each record as it stood when other devices' changes last came in (the last reconcile or
   * receive): what this device changed since is its own, and is sent again if another device's
   * copy of the record replaces the map it was written into.
   */
  theirs: Map<string, JsonValue>;
  /** Records whose map another device's copy replaced, each with this device's value as its lost map held it. */
  replaced: Map<string, JsonValue | undefined>;
  /** Which map holds each record's base, and what of it others sent: as kept on this device (local.ts, `Anchor`). */
  anchors: Map<string, Anchor>;
  /** Reconciled since the last connection: local changes go straight in. */
  ready: boolean;
}

/** A change's record key in its document (a version's by its site, time and reason: routing.ts). */
const keyOf = (change: RecordChange) => sharedRecord(change.table, change.key, (change.after ?? change.before) as Row).key;
/** A change's value as shared (a version without its device's number). */
const shared = (change: RecordChange, value: unknown) => (value === undefined ? undefined : sharedRecord(change.table, change.key, value as Row).value);

class SyncSession {
  private readonly socket: HocuspocusProviderWebsocket;
  private readonly links = new Map<DocKey, DocLink>();
  private owner: string | null;
  private stopFeed: () => void = () => undefined;
  private connected = false;
  private failedTries = 0;
  private waiting = 0;
  private work: Promise<void> = Promise.resolve();
  /** The pictures' own documents (image:{hash}), each opened once. */
  private readonly pictures = new Map<string, { doc: Y.Doc; provider: HocuspocusProvider }>();
  private countTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** The owner's web addresses, kept as their records say (issue 37), once the owner is known. */
  private webPages: WebPages | null = null;

  constructor(readonly settings: SyncSettings) {
    this.owner = settings.owner;
    this.socket = new HocuspocusProviderWebsocket({ url: syncSocketUrl(settings.serverUrl, settings.spaceId) });
    this.socket.on('status', ({ status }: { status: string }) => {
      this.connected = status === 'connected';
      if (this.connected) this.failedTries = 0;
      this.showStatus();
    });
    this.socket.on('close', () => {
      this.failedTries += 1;
      for (const link of this.links.values()) link.ready = false;
      this.showStatus();
      this.serially(async () => {
        await this.countWaiting();
        this.showStatus();
      });
    });
  }

  async start(): Promise<void> {
    setSyncState({ serverUrl: this.settings.serverUrl, status: { kind: 'syncing' } });
    addEventListener('online', this.showStatus);
    addEventListener('offline', this.showStatus);
    this.stopFeed = listenToChanges((changes) => this.serially(() => this.sendLocal(changes)));
    await this.open(ACCOUNT_DOC_KEY);
    for (const siteId of await this.ownSites()) await this.openSite(siteId);
    this.keepWebPages();
    if (!navigator.onLine) this.serially(async () => {
      await this.countWaiting();
      this.showStatus();
    });
  }

  stop(): void {
    this.stopped = true;
    if (this.countTimer) clearTimeout(this.countTimer);
    this.stopFeed();
    this.webPages?.stop();
    removeEventListener('online', this.showStatus);
    removeEventListener('offline', this.showStatus);
    for (const link of this.links.values()) link.provider.destroy();
    for (const picture of this.pictures.values()) picture.provider.destroy();
    this.socket.destroy();
    this.links.clear();
    this.pictures.clear();
  }

  retry(): void {
    this.failedTries = 0;
    this.showStatus();
    void this.socket.connect();
  }

  /** Changes are handled one batch at a time, in the order they came. */
  private serially(task: () => Promise<void>) {
    this.work = this.work.then(task).catch((error: unknown) => console.error('Brick sync:', error));
  }

  private readonly showStatus = () => {
    if (this.stopped) return;
    const links = [...this.links.values()];
    if (!navigator.onLine) return setSyncState({ status: { kind: 'offline', waiting: this.waiting } });
    if (!this.connected) return setSyncState({ status: this.failedTries > 0 ? { kind: 'unreachable' } : { kind: 'syncing' } });
    const settled = links.every((link) => link.ready && !link.provider.hasUnsyncedChanges);
    if (settled) this.waiting = 0;
    setSyncState({ status: settled ? { kind: 'synced' } : { kind: 'syncing' } });
  };

  private async ownSites(): Promise<Set<string>> {
    const sites = this.owner ? await ownSiteIds(this.owner) : new Set<string>();
    for (const key of this.links.keys()) if (key.startsWith('site:')) sites.add(key.slice('site:'.length));
    return sites;
  }

  /** A site's document; a site whose id no document can be named by (an older version's) stays on this device. */
  private async openSite(siteId: string): Promise<void> {
    let key: DocKey;
    try {
      key = siteDocKey(siteId);
    } catch {
      return;
    }
    await this.open(key);
  }

  private async open(key: DocKey): Promise<void> {
    if (this.links.has(key)) return;
    const doc = new Y.Doc();
    const bases = await readBases(key);
    const anchors = await readAnchors(key);
    const link: DocLink = { key, doc, bases, kept: new Map(bases), unacknowledged: new Set(), theirs: new Map(), replaced: new Map(), anchors, ready: false, provider: undefined as unknown as HocuspocusProvider };
    link.provider = new HocuspocusProvider({
      websocketProvider: this.socket,
      name: documentName(this.settings.spaceId, key),
      document: doc,
      token: this.settings.secret,
      onSynced: () => this.serially(() => this.reconcile(link)),
      onUnsyncedChanges: ({ number }) => {
        if (number === 0) this.acknowledged(link);
        this.showStatus();
      },
      onAuthenticationFailed: ({ reason }) => {
        console.error(`Brick sync: the server refused ${key} (${reason})`);
        setSyncState({ status: { kind: 'unreachable' } });
      },
    });
    this.links.set(key, link);
    if (key !== ACCOUNT_DOC_KEY) this.listSite(key.slice('site:'.length));
    recordsOf(doc).observeDeep((events, transaction) => {
      if (transaction.origin === LOCAL) {
        for (const changed of changedRecordKeys(events)) link.unacknowledged.add(changed);
        return;
      }
      // Now, before a change this device makes next moves its base on.
      for (const key of replacedRecordKeys(events)) if (!link.replaced.has(key)) link.replaced.set(key, link.bases.get(key));
      if (!link.ready) return;
      const keys = [...changedRecordKeys(events)];
      this.serially(() => this.receive(link, keys));
    });
    link.provider.attach();
  }

  /**
   * After a (re)connection: what changed here since the base goes in, then the document's records
   * come here. A document the server does not know (new, or its database wiped) gets every record
   * this device has: the server holds nothing the devices cannot rebuild.
   */
  private async reconcile(link: DocLink): Promise<void> {
    const sites = await this.ownSites();
    const local = new Map<string, JsonValue | undefined>();
    for (const [key, { table, row }] of await readLocalRecords()) {
      if (docKeyOf(table, row, this.owner, sites) === link.key) local.set(key, await this.asDocumentHolds(row));
    }
    const known = recordsOf(link.doc).has(DOC_MARK);
    if (!known) link.bases.clear();
    const keys = new Set([...local.keys(), ...link.bases.keys()].filter(isRecord));
    // What goes into the document: this device's records, a bin entry given the edits another
    // device made meanwhile. `local` stays what this device holds, so that entry is written here too.
    const sent = this.keepEditsOfSitesDeletedHere(link, local);
    // What other devices have: the document's records, or when it is empty (its server's database
    // was wiped), what the server had before as far as this device knows.
    const theirs = new Map([...keys].map((key) => [key, known ? readRecord(link.doc, key) : link.kept.get(key)]));
    const replaced = new Set(link.replaced.keys());
    link.replaced.clear();
    const lost = known ? this.lostWhileAway(link) : new Map<string, Anchor>();
    link.doc.transact(() => {
      if (!known) recordsOf(link.doc).set(DOC_MARK, 1);
      for (const key of keys) {
        const now = sent.get(key);
        // No base for a record the server has (the base was not saved: a page load cut it short,
        // or this device had the record before it was paired): this device's change is against
        // what the server holds, so list items without ids are matched by value, not added again.
        // A record whose map was replaced: this device's changes since others' last went with it,
        // replaced while this device was away too (its anchor says what others had sent).
        const anchor = lost.get(key);
        const base = replaced.has(key) ? link.theirs.get(key) : anchor ? (anchor.theirs ?? undefined) : link.bases.has(key) || !known ? link.bases.get(key) : theirs.get(key);
        if (!same(base, now)) applyRecordChange(link.doc, key, base, now, LOCAL);
      }
    }, LOCAL);
    this.keepDeletedSitesInTheBin(link);
    const remote = readAllRecords(link.doc);
    const writes: RemoteWrite[] = [];
    const all = new Set([...keys, ...remote.keys(), ...link.kept.keys()]);
    for (const key of all) {
      const value = isRecord(key) ? remote.get(key) : undefined; // an earlier version's base of an entry is forgotten
      setOrDelete(link.bases, key, value);
      setOrDelete(link.theirs, key, theirs.has(key) ? theirs.get(key) : value);
      if (!same(value, local.get(key))) writes.push([key, value, local.get(key)]);
    }
    await writeRemoteRecords(await this.asDeviceKeeps(writes), this.basesToKeep(link, all), this.anchorsToKeep(link, all));
    link.ready = true;
    await this.learnFromAccount(link);
    this.showStatus();
  }

  /** What another device changed in a document, written here. */
  private async receive(link: DocLink, changed: string[]): Promise<void> {
    const keys = [...new Set([...changed, ...link.replaced.keys(), ...this.keepDeletedSitesInTheBin(link)])].filter(isRecord);
    const theirs = new Map(keys.map((key) => [key, readRecord(link.doc, key)]));
    const resent = this.sendAgainWhatWasReplaced(link);
    // Against the base: what this device held, unless it changed the record since (not sent yet).
    const writes = keys.map((key): RemoteWrite => [key, resent.has(key) ? readRecord(link.doc, key) : theirs.get(key), link.bases.get(key)]);
    const before = new Map(writes.map(([key, , held]) => [key, held]));
    for (const [key, value] of writes) setOrDelete(link.bases, key, value);
    for (const [key, value] of theirs) setOrDelete(link.theirs, key, value);
    await writeRemoteRecords(await this.asDeviceKeeps(writes), this.basesToKeep(link, keys, before), this.anchorsToKeep(link, keys));
    await this.learnFromAccount(link);
  }

  /**
   * Another device's copy of a record replaced the map this device had written into (both filled
   * an emptied server at once): what this device changed since others' changes last came in went
   * with it, and goes into the copy that stayed. The rest of that copy stays as it is. Returns the
   * records it wrote into.
   */
  private sendAgainWhatWasReplaced(link: DocLink): Set<string> {
    const replaced = [...link.replaced].filter(([, ours]) => ours !== undefined);
    link.replaced.clear();
    if (replaced.length > 0) {
      link.doc.transact(() => {
        for (const [key, ours] of replaced) applyRecordChange(link.doc, key, link.theirs.get(key), ours, LOCAL);
      }, LOCAL);
    }
    return new Set(replaced.map(([key]) => key));
  }

  /**
   * The records whose map, as this device last kept it, another device's copy replaced while this
   * device was away (a page load: `replaced` went with the page, and the bases moved on with what
   * the server then had), each with its anchor.
   */
  private lostWhileAway(link: DocLink): Map<string, Anchor> {
    return new Map([...link.anchors].filter(([key, anchor]) => isRecordMapLost(link.doc, key, anchor.map)));
  }

  /** What this device committed, into its documents. */
  private async sendLocal(changes: RecordChange[]): Promise<void> {
    let sites = await this.ownSites();
    const byLink = new Map<DocLink, RecordChange[]>();
    for (const change of changes) {
      const row = (change.after ?? change.before) as Row;
      if (change.table === 'sites' && this.owner && row.owner === this.owner && !sites.has(String(row.id))) {
        await this.openSite(String(row.id));
        sites = await this.ownSites();
      }
      const docKey = docKeyOf(change.table, row, this.owner, sites);
      const link = docKey && this.links.get(docKey);
      if (!link) continue;
      if (!link.ready) continue; // its reconcile sends it, from the base
      byLink.set(link, [...(byLink.get(link) ?? []), change]);
    }
    const writes: RemoteWrite[] = [];
    for (const [link, linked] of byLink) {
      const held = await Promise.all(linked.map(async (change) => [await this.asDocumentHolds(shared(change, change.before)), await this.asDocumentHolds(shared(change, change.after))] as const));
      // One Dexie transaction is one document transaction: another device sees all of it or none
      // (a restore's new site record and its bin entry's removal together).
      link.doc.transact(() => {
        linked.forEach((change, index) => applyRecordChange(link.doc, keyOf(change), held[index][0], held[index][1], LOCAL));
      }, LOCAL);
      linked.forEach((change, index) => {
        const key = keyOf(change);
        const merged = readRecord(link.doc, key);
        setOrDelete(link.bases, key, merged);
        // Another device's change to another field of this record is here too now.
        if (!same(merged, held[index][1])) writes.push([key, merged, held[index][1]]);
      });
    }
    await writeRemoteRecords(await this.asDeviceKeeps(writes));
    if (!this.connected) this.countSoon();
    this.showStatus();
  }

  /** Counting reads every record: while typing offline, once a second is enough. */
  private countSoon() {
    this.countTimer ??= setTimeout(() => {
      this.countTimer = null;
      this.serially(async () => {
        await this.countWaiting();
        this.showStatus();
      });
    }, 1000);
  }

  /**
   * How many of this device's records changed since the server last had them: "Offline: N changes
   * waiting". Counted from the bases, so a reload while offline still says how many.
   */
  private async countWaiting(): Promise<void> {
    const sites = await this.ownSites();
    let waiting = 0;
    const seen = new Set<string>();
    for (const [key, { table, row }] of await readLocalRecords()) {
      const docKey = docKeyOf(table, row, this.owner, sites);
      const link = docKey && this.links.get(docKey);
      if (!link) continue;
      seen.add(key);
      if (!same(link.bases.get(key), await this.asDocumentHolds(row, false))) waiting += 1;
    }
    for (const link of this.links.values()) for (const key of link.bases.keys()) if (!seen.has(key) && isRecord(key)) waiting += 1;
    this.waiting = waiting;
  }

  /** A record as its document holds it: pictures by reference, their bytes sent in their own documents. */
  private async asDocumentHolds(value: unknown, send = true): Promise<JsonValue | undefined> {
    const { value: held, pictures } = await withPictureRefs(asJson(value));
    if (send) for (const picture of pictures) this.sendPicture(picture);
    return held;
  }

  /** Records as the device keeps them: each picture they refer to fetched first (data URLs, spec.md's shapes). */
  private async asDeviceKeeps(records: RemoteWrite[]): Promise<RemoteWrite[]> {
    const hashes = new Set(records.flatMap(([, value, held]) => [...pictureRefsIn(value), ...pictureRefsIn(held)]));
    await Promise.all([...hashes].filter((hash) => !isKnownPicture(hash)).map((hash) => this.fetchPicture(hash)));
    return records.map(([key, value, held]) => [key, withDataUrls(value), held === undefined ? undefined : withDataUrls(held)]);
  }

  private pictureDoc(hash: string): Y.Doc | null {
    let open = this.pictures.get(hash);
    if (!open) {
      let key: DocKey;
      try {
        key = imageDocKey(hash);
      } catch {
        return null; // not a reference Brick makes
      }
      const doc = new Y.Doc();
      const provider = new HocuspocusProvider({ websocketProvider: this.socket, name: documentName(this.settings.spaceId, key), document: doc, token: this.settings.secret });
      provider.attach();
      open = { doc, provider };
      this.pictures.set(hash, open);
    }
    return open.doc;
  }

  /** A picture's bytes, once, in its own immutable document. */
  private sendPicture(picture: Picture) {
    const doc = this.pictureDoc(picture.hash);
    const map = doc?.getMap<unknown>('picture');
    if (!map || map.has('bytes')) return;
    doc!.transact(() => {
      map.set('type', picture.type);
      map.set('bytes', picture.bytes);
    }, LOCAL);
  }

  /** Waits for a picture another device sent (at most a while: a record is not held back for ever). */
  private fetchPicture(hash: string): Promise<void> {
    const doc = this.pictureDoc(hash);
    if (!doc) return Promise.resolve();
    const map = doc.getMap<unknown>('picture');
    return new Promise((resolve) => {
      const done = () => {
        const bytes = map.get('bytes');
        const type = map.get('type');
        if (!(bytes instanceof Uint8Array) || typeof type !== 'string' || !type.startsWith('image/')) return false;
        rememberPicture({ hash, type, bytes });
        map.unobserve(check);
        clearTimeout(timer);
        resolve();
        return true;
      };
      const check = () => void done();
      const timer = setTimeout(() => {
        map.unobserve(check);
        console.warn(`Brick sync: picture ${hash.slice(0, 8)}… has not arrived; its record shows without it for now`);
        resolve();
      }, 20_000);
      if (!done()) map.observe(check);
    });
  }

  /**
   * This device moved a site to the bin while offline, and another device edited it meanwhile:
   * the bin's copy here becomes the edited one, so the deletion sent now does not lose the edit.
   */
  private keepEditsOfSitesDeletedHere(link: DocLink, local: Map<string, JsonValue | undefined>): Map<string, JsonValue | undefined> {
    if (!link.key.startsWith('site:')) return local;
    const siteId = link.key.slice('site:'.length);
    const siteKey = recordKey('sites', siteId);
    const binKey = recordKey('recycleBin', siteId);
    const edited = readRecord(link.doc, siteKey);
    const binned = local.get(binKey);
    const base = link.bases.get(siteKey);
    if (local.has(siteKey) || !edited || same(edited, base) || !binned || typeof binned !== 'object' || Array.isArray(binned)) return local;
    return new Map(local).set(binKey, { ...binned, site: edited });
  }

  /**
   * A site deleted on one device while edited on another: it stays in the recycle bin, with the
   * edit in it (the bin's copy becomes the edited record). Every device decides the same from the
   * same document, so they agree. Returns the record keys it changed.
   */
  private keepDeletedSitesInTheBin(link: DocLink): string[] {
    if (!link.key.startsWith('site:')) return [];
    const siteId = link.key.slice('site:'.length);
    const siteKey = recordKey('sites', siteId);
    const binKey = recordKey('recycleBin', siteId);
    const site = readRecord(link.doc, siteKey);
    const binned = readRecord(link.doc, binKey);
    if (!site || !binned || typeof binned !== 'object' || Array.isArray(binned)) return [];
    applyRecordChange(link.doc, binKey, binned, { ...binned, site }, LOCAL);
    applyRecordChange(link.doc, siteKey, site, undefined, LOCAL);
    return [siteKey, binKey];
  }

  /**
   * The account document lists every site of the space, the binned ones too, so a new device opens
   * them all. Not before the document has come from the server: a list made in an empty copy is a
   * second list, and of two lists Yjs keeps one. Its reconcile lists them all (learnFromAccount).
   */
  private listSite(siteId: string) {
    const account = this.links.get(ACCOUNT_DOC_KEY);
    if (!account?.ready) return;
    const listed = readRecord(account.doc, SITE_LIST);
    const now = listed && typeof listed === 'object' && !Array.isArray(listed) ? listed : {};
    if (!(siteId in now)) applyRecordChange(account.doc, SITE_LIST, now, { ...now, [siteId]: 1 }, LOCAL);
  }

  /** The account document says whose space this is (a device just paired) and which sites it has. */
  private async learnFromAccount(link: DocLink): Promise<void> {
    if (link.key !== ACCOUNT_DOC_KEY) return;
    for (const [key, value] of readAllRecords(link.doc)) {
      if (!key.startsWith('users/') || !value || typeof value !== 'object' || Array.isArray(value)) continue;
      const row = value as Row;
      if (!this.owner && typeof row.email === 'string') {
        this.owner = row.email;
        const settings = await readSyncSettings();
        if (settings) await saveSyncSettings({ ...settings, owner: this.owner });
        this.keepWebPages();
      }
      if (row.email === this.owner) for (const siteId of sitesOfUser(row)) await this.openSite(siteId);
    }
    const listed = readRecord(link.doc, SITE_LIST);
    if (this.owner && listed && typeof listed === 'object' && !Array.isArray(listed)) {
      for (const siteId of Object.keys(listed)) await this.openSite(siteId);
    }
    // Sites opened before the document came, and those of a list that lost to another device's
    // (two devices that list a site in an emptied document at once each make one, and one stays).
    if (this.owner) for (const siteId of await this.ownSites()) this.listSite(siteId);
  }

  /** Its own chunk: the page making (a site's download) is no part of keeping devices in step. */
  private keepWebPages() {
    const owner = this.owner;
    if (this.webPages || !owner || this.stopped || !servedThisApp(this.settings.serverUrl)) return;
    void import('./web-pages').then(({ WebPages }) => {
      if (this.webPages || this.stopped) return;
      this.webPages = new WebPages(this.settings, owner);
      this.webPages.start();
    });
  }

  /** The server has every change this device made to the document: their bases are kept now. */
  private acknowledged(link: DocLink) {
    if (link.unacknowledged.size === 0) return;
    const acknowledged = [...link.unacknowledged];
    link.unacknowledged.clear();
    // Between two tasks: during one, a base can be ahead of its record (set before it is written).
    this.serially(() => saveSyncState(this.basesToKeep(link, acknowledged), this.anchorsToKeep(link, acknowledged)));
  }

  /**
   * What to keep of these records' bases on this device, where a page load may cut the session
   * off at any moment: a base kept must be what the server has, and what is stored here now.
   * - Kept ahead of the server (a change of this device not acknowledged yet), the next start
   *   would see no change here, and take the server's older value over it.
   * - Kept behind this device's records (another device's change written here, its base not),
   *   the next start would read that change as this device's own, and send it back over newer ones.
   * So a record this device changed meanwhile keeps its base until the server acknowledges it,
   * with only another device's changes (`before` → now) patched in; any other takes its base now.
   * Called in the task that writes the records, and saved in their transaction.
   */
  private basesToKeep(link: DocLink, keys: Iterable<string>, before?: ReadonlyMap<string, JsonValue | undefined>): BaseChange[] {
    const changes: BaseChange[] = [];
    for (const key of keys) {
      const kept = link.kept.get(key);
      let next = link.bases.get(key);
      if (link.unacknowledged.has(key)) {
        const was = before?.get(key);
        next = isRow(kept) && isRow(was) && isRow(next) ? (withChangedFields(kept, was, next) as JsonValue) : kept;
      }
      if (same(next, kept)) continue;
      setOrDelete(link.kept, key, next);
      changes.push([link.key, key, next]);
    }
    return changes;
  }

  /** What to keep of these records' anchors: the map that holds each now, and what of it others sent. */
  private anchorsToKeep(link: DocLink, keys: Iterable<string>): AnchorChange[] {
    const changes: AnchorChange[] = [];
    for (const key of keys) {
      const map = isRecord(key) ? recordMapId(link.doc, key) : undefined;
      const theirs = link.theirs.get(key) ?? null;
      const kept = link.anchors.get(key);
      // Most often nothing changed, and `theirs` is the very value kept (a keystroke's acknowledgement).
      if (kept ? map === kept.map && (theirs === kept.theirs || same(theirs, kept.theirs)) : map === undefined) continue;
      const next = map === undefined ? undefined : { map, theirs };
      setOrDelete(link.anchors, key, next);
      changes.push([link.key, key, next]);
    }
    return changes;
  }
}

function setOrDelete<K, V>(map: Map<K, V>, key: K, value: V | undefined) {
  if (value === undefined) map.delete(key);
  else map.set(key, value);
}

let session: SyncSession | null = null;

export async function startSync(settings: SyncSettings): Promise<void> {
  if (session && same(session.settings, settings)) return;
  session?.stop();
  session = new SyncSession(settings);
  await session.start();
}

export function stopSync(): Promise<void> {
  session?.stop();
  session = null;
  return Promise.resolve();
}

export function retrySync(): void {
  session?.retry();
}
