// Simulated devices of bench/server-load.mjs, in processes of their own (it forks
// LOAD_DEVICE_PROCESSES of them, each with its share of the sites), so the orchestrator's sampling
// does not sit in the event loop that sees edits arrive, and one Node thread does not cap the load.
//
// Each device is what the app runs for one site: a Y.Doc with the records map of
// src/sync/doc-shape.ts ('records', one Y.Map per record keyed `${table}/${key}`) on a
// HocuspocusProvider over its own WebSocket (ws), named `${spaceId}/site:${siteId}`, the space
// secret as token. A device's edit sets fields of its own record (`benchEdits/d<n>`, a Y.Map): the
// edit's number and a line of text, in one transaction, so one update goes out. Its peers (the
// other devices on the site) see it in an observeDeep on the records map; the time from the send
// to that observer is the edit's latency (one process, one clock: performance.now()). Edits sent
// at once could arrive in one update; an arrival of edit n also delivers every earlier edit of
// that device not yet seen, each with its own send time.
//
// Messages (process.send / 'message', with the 'advanced' serialization):
//   → { type: 'connect', sites: [{ spaceId, secret, siteId, firstDevice, instanceOfSlot, urls }] }
//        (a site's devices are all in one process, so each latency is read on one clock)
//   ← { type: 'connected', devices, ms, notSynced, authenticationFailures }
//   → { type: 'steady', windowFromEpochMs, windowToEpochMs, drainMs, editsPerSecond }   each
//        device edits at a steady rate (the gap between its edits drawn uniformly in 0.5..1.5 of
//        the mean) from now on; what is sent in the window is measured; sending stops at its end
//   → { type: 'capacity', windowFromEpochMs, windowToEpochMs, drainMs }   closed loop: a device
//        sends its next edit as soon as its previous one has arrived at all its peers (one edit in
//        flight per device); what the servers carry at most, with this many devices
//   ← { type: 'result', ... }   raw counts and latencies (see Phase.run)
//   → { type: 'close' }   ← { type: 'closed' }, and the process ends
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';

const EDITS_TABLE = 'benchEdits';
/** A device whose edit has not reached all its peers in this long sends its next one anyway (capacity). */
const STALL_MS = 5000;
/** The event-loop delay's sampling interval; Node's histogram counts it in each sample, taken off here. */
const LOOP_RESOLUTION_MS = 5;
const loopDelayMs = (ns) => round1(Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS));

/** @type {Device[]} */
const devices = [];
/** record key -> the device writing it */
const writers = new Map();
/** The phase being run, or null between phases. */
let phase = null;
let disconnects = 0;
let authenticationFailures = 0;

class Device {
  constructor(index, site, slot, url) {
    this.index = index;
    this.site = site;
    this.slot = slot;
    this.instance = site.instanceOfSlot[slot];
    this.key = `${EDITS_TABLE}/d${index}`;
    this.peers = [];
    this.n = 0;
    /** send time (performance.now()) and whether it counts, of each edit number */
    this.sentAt = [0];
    this.measured = [false];
    /** for each peer writing here: the last edit number seen from it */
    this.lastSeen = new Map();
    /** capacity: peers still to receive the edit in flight */
    this.waiting = 0;
    this.inFlightSince = 0;
    this.timer = null;
    this.synced = false;

    this.doc = new Y.Doc();
    const records = this.doc.getMap('records');
    this.doc.transact(() => {
      const record = new Y.Map();
      records.set(this.key, record);
      record.set('edit', 0);
      record.set('title', '');
      // The first device of a site brings the site's own record, as a device publishing it would.
      if (slot === 0) records.set(`sites/${site.siteId}`, siteRecord(site.siteId));
    });
    this.record = records.get(this.key);
    writers.set(this.key, this);
    records.observeDeep((events, transaction) => {
      if (transaction.local) return;
      const now = performance.now();
      for (const event of events) {
        if (event.target === records) {
          for (const key of event.keysChanged) this.arrived(key, records.get(key), now);
        } else if (event.target._item?.parent === records) {
          this.arrived(event.target._item.parentSub, event.target, now);
        }
      }
    });

    this.socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
    this.socket.on('disconnect', () => {
      if (this.synced) disconnects++;
    });
    this.provider = new HocuspocusProvider({
      websocketProvider: this.socket,
      name: `${site.spaceId}/site:${site.siteId}`,
      document: this.doc,
      token: site.secret,
      onSynced: () => (this.synced = true),
      onAuthenticationFailed: () => authenticationFailures++,
    });
    this.provider.attach();
  }

  /** A peer's record changed here: every edit of it up to the one it now holds has arrived. */
  arrived(key, record, now) {
    const sender = writers.get(key);
    if (!sender || sender === this || !(record instanceof Y.Map)) return;
    const n = record.get('edit');
    if (typeof n !== 'number') return;
    const last = this.lastSeen.get(sender) ?? 0;
    if (n <= last) return;
    this.lastSeen.set(sender, n);
    for (let k = last + 1; k <= n; k++) {
      if (phase) phase.arrival(sender, this, k, now);
      if (k === sender.n && sender.waiting > 0 && --sender.waiting === 0 && phase?.mode === 'capacity') {
        setImmediate(() => phase?.sending && sender.edit());
      }
    }
  }

  edit() {
    const n = ++this.n;
    const now = performance.now();
    this.sentAt[n] = now;
    this.measured[n] = phase?.inWindow(now) ?? false;
    this.waiting = this.peers.length;
    this.inFlightSince = now;
    if (phase) phase.sent(this, now);
    this.doc.transact(() => {
      this.record.set('edit', n);
      this.record.set('title', `Edit ${n} of device ${this.index}, typed at ${Math.round(now)}`);
    });
  }

  destroy() {
    clearTimeout(this.timer);
    // ws reports a socket closed while connecting as an 'error', after the provider stopped listening.
    this.socket.webSocket?.on?.('error', () => {});
    this.provider.destroy();
    this.socket.destroy();
  }
}

/** A site record of a realistic size (about 3 KB), nested maps as doc-shape.ts makes them. */
function siteRecord(siteId) {
  const record = new Y.Map();
  record.set('id', siteId);
  record.set('name', 'Harbour Street Studio');
  record.set('kind', 'artist');
  record.set('published', true);
  const content = new Y.Map();
  record.set('content', content);
  content.set('headline', 'Paintings of the harbour, the hills and the people in between');
  content.set('about', 'I paint in oils and watercolour, mostly outdoors, mostly early. '.repeat(20));
  content.set('contactEmail', 'studio@example.org');
  const links = new Y.Map();
  content.set('links', links);
  links.set('~list', 1);
  for (let i = 0; i < 8; i++) {
    const item = new Y.Map();
    links.set(`g:link${i}`, item);
    item.set('o', String.fromCharCode(65 + i));
    item.set('v', `https://example.org/gallery/${i}/a-painting-with-a-long-enough-name`);
  }
  return record;
}

const round1 = (n) => Math.round(n * 10) / 10;

class Phase {
  /** Times are epoch ms (Date.now()), set by the orchestrator, the same for every devices' process. */
  constructor({ mode, windowFromEpochMs, windowToEpochMs, drainMs, editsPerSecond }) {
    this.mode = mode;
    this.drainMs = drainMs;
    this.editsPerSecond = editsPerSecond;
    this.windowStart = windowFromEpochMs - performance.timeOrigin;
    this.windowEnd = windowToEpochMs - performance.timeOrigin;
    this.sending = true;
    this.sentMeasured = 0;
    this.expectedSame = 0;
    this.expectedCross = 0;
    this.arrivalsInWindow = 0;
    /** arrivals in each second of the window */
    this.perSecond = new Array(Math.ceil((this.windowEnd - this.windowStart) / 1000)).fill(0);
    this.same = [];
    this.cross = [];
    this.stalls = 0;
    this.disconnectsBefore = disconnects;
    this.loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  }

  inWindow(now) {
    return now >= this.windowStart && now < this.windowEnd;
  }

  sent(device, now) {
    if (!this.inWindow(now)) return;
    this.sentMeasured++;
    for (const peer of device.peers) {
      if (peer.instance === device.instance) this.expectedSame++;
      else this.expectedCross++;
    }
  }

  arrival(sender, receiver, k, now) {
    if (this.inWindow(now)) {
      this.arrivalsInWindow++;
      this.perSecond[Math.floor((now - this.windowStart) / 1000)]++;
    }
    if (!sender.measured[k]) return;
    (sender.instance === receiver.instance ? this.same : this.cross).push(now - sender.sentAt[k]);
  }

  async run() {
    if (this.mode === 'steady') {
      const gap = 1000 / this.editsPerSecond;
      const next = (device) => {
        device.timer = setTimeout(() => {
          if (!this.sending) return;
          device.edit();
          next(device);
        }, gap * (0.5 + Math.random()));
      };
      // The first edit of each device at a random point of its first gap: no burst at the start.
      for (const device of devices) device.timer = setTimeout(() => this.sending && (device.edit(), next(device)), gap * Math.random());
    } else {
      for (const device of devices) device.edit();
      this.stallCheck = setInterval(() => {
        const now = performance.now();
        for (const device of devices) {
          if (device.waiting > 0 && now - device.inFlightSince > STALL_MS) {
            this.stalls++;
            device.edit();
          }
        }
      }, 500);
    }
    await sleepUntil(this.windowStart);
    this.loopDelay.enable();
    const cpuBefore = process.cpuUsage();
    await sleepUntil(this.windowEnd);
    const cpu = process.cpuUsage(cpuBefore);
    this.loopDelay.disable();
    this.sending = false;
    clearInterval(this.stallCheck);
    for (const device of devices) clearTimeout(device.timer);
    // Drain: the edits of the window still on their way.
    const drainEnd = performance.now() + this.drainMs;
    while (this.same.length + this.cross.length < this.expectedSame + this.expectedCross && performance.now() < drainEnd) await sleep(50);
    // Raw figures: the orchestrator adds up the devices' processes and takes the percentiles.
    return {
      type: 'result',
      sentMeasured: this.sentMeasured,
      arrivalsInWindow: this.arrivalsInWindow,
      arrivalsPerSecond: this.perSecond,
      peersPerDevice: devices[0]?.peers.length ?? 0,
      expectedSame: this.expectedSame,
      expectedCross: this.expectedCross,
      same: Float64Array.from(this.same),
      cross: Float64Array.from(this.cross),
      stalls: this.stalls,
      disconnects: disconnects - this.disconnectsBefore,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      loopDelayP99Ms: loopDelayMs(this.loopDelay.percentile(99)),
      loopDelayMaxMs: loopDelayMs(this.loopDelay.max),
    };
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (at) => sleep(Math.max(0, at - performance.now()));

async function connectAll(sites) {
  const started = performance.now();
  for (const site of sites) {
    const ofSite = site.urls.map((url, slot) => new Device(site.firstDevice + slot, site, slot, url));
    for (const device of ofSite) device.peers = ofSite.filter((other) => other !== device);
    devices.push(...ofSite);
    // Devices come online over a second or so, not all in one tick.
    await sleep(5);
  }
  const deadline = performance.now() + 60_000;
  while (devices.some((device) => !device.synced) && performance.now() < deadline) await sleep(50);
  // Every device's own record and the site record have reached all peers before anything is measured.
  const ready = () => devices.every((device) => device.peers.every((peer) => device.doc.getMap('records').has(peer.key)));
  while (!ready() && performance.now() < deadline) await sleep(50);
  return {
    type: 'connected',
    devices: devices.length,
    ms: Math.round(performance.now() - started),
    notSynced: devices.filter((device) => !device.synced).length,
    authenticationFailures,
  };
}

process.on('message', async (message) => {
  try {
    if (message.type === 'connect') {
      process.send(await connectAll(message.sites));
    } else if (message.type === 'steady' || message.type === 'capacity') {
      phase = new Phase({ ...message, mode: message.type });
      const result = await phase.run();
      phase = null;
      process.send(result);
    } else if (message.type === 'close') {
      for (const device of devices) device.destroy();
      process.send({ type: 'closed' }, () => process.exit(0));
    }
  } catch (error) {
    process.send({ type: 'error', message: error instanceof Error ? error.stack : String(error) });
  }
});
// The orchestrator gone (killed, Ctrl-C): no devices left behind.
process.on('disconnect', () => process.exit(0));
