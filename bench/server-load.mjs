// The Brick server under load (issue 37): simulated devices editing sites against one instance,
// then against two instances joined by Redis on one Postgres, and web address pages served per
// second. Figures beside budgets, never assertions.
//
//   node bench/server-load.mjs        (npm run bench runs it last; LOAD_SECONDS=10 for a short run)
//
// It runs the BUILT server (alone: build/server/server/src/index.js from `npm run build:server`;
// npm run bench compiles it into .bench-tmp/server first), each instance a child process on
// 127.0.0.1 (PORT=0, its own temp
// BRICK_DATA_DIR, BRICK_STATIC_DIR the built app), so its memory is its own: VmRSS from
// /proc/<pid>/status, sampled each second, the peak kept. All devices come from 127.0.0.1, so
// BRICK_MAX_CONNECTIONS_PER_IP is raised to 10000 (its default, 64 per address, would refuse the
// 65th device).
//
// Devices (bench/server-load-devices.mjs, LOAD_DEVICE_PROCESSES processes of their own, 2 by
// default, each with whole sites): 200 Node Yjs clients, 4 on each of 50 sites, each site in a
// space of its own (a site document belongs to one space). One instance: all on it, SQLite (the
// default storage). Two instances: on one Postgres and one Redis (both started here on loopback),
// twice: routed, every device of a space on the instance its route key picks (what the load
// balancer of server/README.md does), so each instance applies only its own spaces' edits; and
// split, two devices of each site on each instance (a balancer that ignores the key), so 2 of each
// device's 3 peers are on the other instance, their arrivals cross Redis, and both instances
// apply every edit.
//   steady    each device edits once a second (jittered) for LOAD_SECONDS (60) after a warm-up
//             (LOAD_WARMUP_SECONDS, 5): edits/s sent and received, p50/p99 from an edit to its
//             arrival on each other device of the site (an edit that never arrived counts as slower
//             than any: p99 shows "none" when more than 1 % are missing).
//   capacity  each device sends its next edit as soon as the last one reached its 3 peers (closed
//             loop, one edit in flight per device) for LOAD_CAPACITY_SECONDS (half of
//             LOAD_SECONDS): the edits per second the set-up carries at most. The budget "two
//             instances carry at least 1.6 x the edits of one" is read on this figure: at the
//             steady rate both carry the 200 edits/s offered, and their ratio is 1 by construction.
// Pages: one page (about 30 KB, like a site's static download) published into the first instance
// through the real API by a space its devices claimed, then autocannon (50 connections, 10 s)
// on /p/{slug}: through that instance; with two, also through the second (read from Postgres).
import { fork, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { Cleanup, missingServices, redisCommandCalls, startPostgres, startRedis } from './server-services.mjs';

const REPO = resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = join(REPO, 'build/server/server/src/index.js');
const DEVICES_SCRIPT = join(REPO, 'bench/server-load-devices.mjs');
const PROBE_SCRIPT = join(REPO, 'bench/server-load-probe.mjs');

const SITES = 50;
const DEVICES_PER_SITE = 4;
const EDITS_PER_DEVICE_PER_SECOND = 1;
const MAX_CONNECTIONS_PER_IP = 10_000;
const PAGE_CONNECTIONS = 50;
const PAGE_SECONDS = 10;
const DRAIN_MS = 5000;
/** Time for a phase's message to reach every devices' process before its warm-up counts. */
const START_MARGIN_MS = 300;
const BUDGETS = { p99Ms: 250, twoOverOne: 1.6, pagesPerSecond: 2000 };

const seconds = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const round1 = (n) => Math.round(n * 10) / 10;
const loadAverage = () => loadavg().map(round1);
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** VmRSS of a process in MB, or null once it is gone. */
function rssMB(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? round1(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used, or 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** A process and its children (PostgreSQL's backends are the postmaster's children). */
function withChildren(pid) {
  const pids = [pid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Lines every run writes; anything else in a server's log is shown in the report. */
const EXPECTED_LINES = [
  /Brick server running at/, /^\S+ static: serving /, /^\S+ storage: (SQLite file|Postgres database) /, /^\S+ instances: joined through Redis /,
  /^\S+ space [0-9a-f]{8}… claimed by /, /^\S+ page \/p\/\S+ published by space /, /^\S+ SIG(TERM|INT): storing open documents and stopping/, /^\S+ stopped$/,
];

/** One Brick instance: the built server as a child process. Resolves once it listens. */
async function startInstance(cleanup, { serverEntry, staticDir, env = {}, name }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'brick-bench-data-'));
  cleanup.add(
    async () => rmSync(dataDir, { recursive: true, force: true }),
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
  const probeFile = join(dataDir, 'loop-delay.jsonl');
  const child = spawn(process.execPath, ['--import', PROBE_SCRIPT, serverEntry], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      BRICK_DATA_DIR: dataDir,
      BRICK_SQLITE_PATH: '',
      BRICK_STATIC_DIR: staticDir,
      BRICK_MAX_CONNECTIONS_PER_IP: String(MAX_CONNECTIONS_PER_IP),
      BRICK_DATABASE_URL: '',
      BRICK_REDIS_URL: '',
      BRICK_BENCH_PROBE_FILE: probeFile,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  cleanup.add(
    async () => {
      if (!running()) return;
      // SIGTERM: it stores its open documents and stops; SIGKILL if it has not within 15 s.
      child.kill('SIGTERM');
      const timer = setTimeout(() => running() && child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    () => running() && child.kill('SIGKILL'),
  );
  const port = await new Promise((resolve, reject) => {
    const read = (data) => {
      output += data.toString();
      const listening = /Brick server running at http:\/\/[^ ]+:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`${name} ended before it listened:\n${output}`)));
    setTimeout(() => reject(new Error(`${name} did not listen within 30 s:\n${output}`)), 30_000).unref();
  });
  return {
    name,
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    syncUrl: `ws://127.0.0.1:${port}/sync`,
    unusualLines: () => output.split('\n').filter((line) => line.trim() && !EXPECTED_LINES.some((expected) => expected.test(line))),
    /** The instance's event-loop delay over a window: the worst second's p99, and the longest, in ms. */
    loopDelay: ({ fromEpochMs, toEpochMs }) => {
      const seconds = existsSync(probeFile)
        ? readFileSync(probeFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)).filter(({ t }) => t > fromEpochMs && t <= toEpochMs + 1000)
        : [];
      return seconds.length ? { worstSecondP99Ms: Math.max(...seconds.map((s) => s.p99)), maxMs: Math.max(...seconds.map((s) => s.max)) } : null;
    },
  };
}

/** The devices' process: send a message, wait for its answer. */
function startDevices(cleanup) {
  // 'advanced': the latencies come back as Float64Arrays.
  const child = fork(DEVICES_SCRIPT, [], { cwd: REPO, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const step = cleanup.add(
    async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    () => running() && child.kill('SIGKILL'),
  );
  const ask = (message, timeoutMs) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the devices did not answer '${message.type}' within ${timeoutMs / 1000} s`)), timeoutMs);
      const onMessage = (answer) => {
        clearTimeout(timer);
        child.off('exit', onExit);
        if (answer.type === 'error') reject(new Error(`the devices failed: ${answer.message}`));
        else resolve(answer);
      };
      const onExit = (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the devices' process ended (${signal ?? code})`));
      };
      child.once('message', onMessage);
      child.once('exit', onExit);
      child.send(message);
    });
  return {
    pid: child.pid,
    ask,
    close: async () => {
      if (running()) await ask({ type: 'close' }, 30_000).catch(() => {});
      await cleanup.now(step);
    },
  };
}

/**
 * Samples every pid's RSS each second, keeping the largest seen per phase and name:
 * { connect: { instance1: MB, ... }, steady: {...}, ... }. phase(name) starts the next phase.
 */
function rssSampler(processes, firstPhase) {
  const peaks = {};
  let phase = firstPhase;
  const sample = () => {
    peaks[phase] ??= {};
    for (const [name, pid] of Object.entries(processes)) {
      const mb = rssMB(pid);
      if (mb !== null) peaks[phase][name] = Math.max(peaks[phase][name] ?? 0, mb);
    }
  };
  sample();
  const timer = setInterval(sample, 1000).unref();
  return {
    phase: (next) => {
      sample();
      phase = next;
      sample();
    },
    stop: () => {
      sample();
      clearInterval(timer);
      return peaks;
    },
  };
}

/** CPU used over a phase, in % of one core, per name (a value may be a list of pids, summed). */
function cpuMeter(processes) {
  const pidsOf = (value) => (typeof value === 'function' ? value() : [value]);
  const used = () => Object.fromEntries(Object.entries(processes).map(([name, value]) => [name, pidsOf(value).reduce((sum, pid) => sum + cpuSeconds(pid), 0)]));
  const before = used();
  const started = performance.now();
  return () => {
    const after = used();
    const wall = (performance.now() - started) / 1000;
    return Object.fromEntries(Object.keys(after).map((name) => [name, Math.round(((after[name] - before[name]) / wall) * 100)]));
  };
}

/** A page the size of a site's static download (about 30 KB): inline styles, text, hosted pictures. */
export function realisticPage() {
  const style = `:root{--ink:#2b2118;--paper:#fbf7f2;--accent:#b4532a}*{box-sizing:border-box}body{margin:0;font:18px/1.6 Georgia,serif;color:var(--ink);background:var(--paper)}
header,main,footer{max-width:60rem;margin:0 auto;padding:1.5rem}nav a{margin-right:1rem;color:var(--accent)}h1{font-size:2.6rem;line-height:1.1}
.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem}.gallery figure{margin:0}.gallery img{width:100%;height:auto;border-radius:4px}
.event{border-top:1px solid #d8cbbb;padding:1rem 0}.event time{font-weight:700}footer{font-size:.9rem;color:#6b5b4b}`.repeat(3);
  const words = 'harbour light morning tide boats linen ochre umber canvas quiet gulls rope salt window studio brush easel weather stone glaze'.split(' ');
  const text = (seed, count) => Array.from({ length: count }, (_, i) => words[(seed * 7 + i * 13) % words.length]).join(' ');
  const paragraphs = Array.from({ length: 44 }, (_, i) => `<p>${text(i, 60)}.</p>`).join('\n');
  const figures = Array.from(
    { length: 24 },
    (_, i) => `<figure><img src="https://res.cloudinary.com/brick-demo/image/upload/w_800,q_auto/v17000000${i}/harbour-${i}.jpg" alt="${text(i, 6)}" width="800" height="600" loading="lazy"><figcaption>${text(i + 3, 10)}</figcaption></figure>`,
  ).join('\n');
  const events = Array.from({ length: 12 }, (_, i) => `<div class="event"><time datetime="2026-0${(i % 9) + 1}-1${i % 9}">${(i % 9) + 1} / 1${i % 9}</time> <strong>${text(i + 5, 5)}</strong><p>${text(i + 9, 30)}</p></div>`).join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: data:; style-src 'unsafe-inline'">
<title>Harbour Street Studio</title><meta name="description" content="${text(1, 20)}"><style>${style}</style></head>
<body><header><nav><a href="#about">About</a><a href="#work">Work</a><a href="#events">Events</a><a href="#contact">Contact</a></nav>
<h1>Harbour Street Studio</h1><p>${text(2, 25)}</p></header>
<main><section id="about"><h2>About</h2>${paragraphs}</section>
<section id="work"><h2>Work</h2><div class="gallery">${figures}</div></section>
<section id="events"><h2>Events</h2>${events}</section>
<section id="contact"><h2>Contact</h2><p><a href="mailto:studio@example.org">studio@example.org</a></p></section></main>
<footer><p>Made with Brick</p></footer></body></html>
`;
}

/** Publishes the page as the owner of `site` (a space its devices claimed), through the real API. */
async function publishPage(instance, site, html) {
  const response = await fetch(`${instance.url}/api/sites/${site.siteId}/page`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${site.spaceId}.${site.secret}` },
    body: JSON.stringify({ slug: 'harbour-street-studio', exact: false, html }),
  });
  if (!response.ok) throw new Error(`publishing the page answered ${response.status}: ${await response.text()}`);
  return (await response.json()).slug;
}

/** autocannon on one page: requests/s (autocannon's average per second), p99 latency. */
async function pagesPerSecond(url, expectedBytes) {
  const check = await fetch(url);
  const body = await check.text();
  if (check.status !== 200 || Buffer.byteLength(body) !== expectedBytes) throw new Error(`${url} answered ${check.status} with ${Buffer.byteLength(body)} bytes, not the page`);
  const result = await autocannon({ url, connections: PAGE_CONNECTIONS, duration: PAGE_SECONDS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    megabytesPerSecond: round1(result.throughput.average / 1024 / 1024),
  };
}

const newSite = (index) => ({ spaceId: randomBytes(16).toString('hex'), secret: randomBytes(32).toString('base64url'), siteId: `bench-site-${index}` });

/** One configuration: instances started, devices connected, steady then capacity, pages; all stopped. */
async function runConfiguration(label, { instanceCount, placement = 'routed', routeKey, routeParam, serverEntry, staticDir, env, services, redisPort, durations, log }) {
  const cleanup = new Cleanup();
  activeCleanups.add(cleanup);
  try {
    const instances = [];
    for (let i = 0; i < instanceCount; i++) instances.push(await startInstance(cleanup, { serverEntry, staticDir, env, name: `instance ${i + 1}` }));
    // By instance name (instance1, instance2), so --compare finds each figure (it skips lists).
    const byInstance = (value) => Object.fromEntries(instances.map((instance, i) => [`instance${i + 1}`, value(instance, i)]));
    const idleRssMB = byInstance((instance) => rssMB(instance.pid));
    const deviceProcesses = Array.from({ length: durations.deviceProcesses }, () => startDevices(cleanup));
    const devicePids = () => deviceProcesses.map((devices) => devices.pid);
    const watched = Object.fromEntries(instances.map((instance, i) => [`instance${i + 1}`, instance.pid]));
    const sampler = rssSampler({ ...watched, ...Object.fromEntries(deviceProcesses.map((devices, i) => [`devices${i + 1}`, devices.pid])) }, 'connect');
    const sites = Array.from({ length: SITES }, (_, index) => {
      const site = newSite(index);
      const route = routeKey(site.spaceId);
      // routed: every device of a space on the instance its route key picks (the load balancer of
      // server/README.md: nginx's `hash $arg_route consistent`, here the key modulo the instances).
      // split: slots 0 and 1 on the first instance, 2 and 3 on the second (a balancer that ignores
      // the key): every edit is applied by both instances and crosses Redis.
      const instanceOfSlot = Array.from({ length: DEVICES_PER_SITE }, (_, slot) =>
        placement === 'split' ? Math.floor((slot * instanceCount) / DEVICES_PER_SITE) : parseInt(route, 16) % instanceCount,
      );
      // The address the app opens (src/sync/pairing.ts syncSocketUrl): the route key as its query.
      return { ...site, firstDevice: index * DEVICES_PER_SITE, instanceOfSlot, urls: instanceOfSlot.map((i) => `${instances[i].syncUrl}?${routeParam}=${route}`) };
    });
    const sitesOnInstance = byInstance((_, i) => sites.filter((site) => site.instanceOfSlot.includes(i)).length);
    // Each devices' process has whole sites: every latency is read on one process's clock.
    const sitesOf = (p) => sites.filter((_, index) => index % deviceProcesses.length === p);
    const askAll = (message, timeoutMs) => Promise.all(deviceProcesses.map((devices, p) => devices.ask(typeof message === 'function' ? message(p) : message, timeoutMs)));

    log(`${label}: connecting ${SITES * DEVICES_PER_SITE} devices from ${deviceProcesses.length} processes...`);
    const connectedAll = await askAll((p) => ({ type: 'connect', sites: sitesOf(p) }), 120_000);
    const connected = {
      devices: connectedAll.reduce((sum, c) => sum + c.devices, 0),
      ms: Math.max(...connectedAll.map((c) => c.ms)),
      notSynced: connectedAll.reduce((sum, c) => sum + c.notSynced, 0),
      authenticationFailures: connectedAll.reduce((sum, c) => sum + c.authenticationFailures, 0),
    };
    const cpuProcesses = { ...watched, ...services, devices: devicePids };
    const runPhase = async (type, warmupSeconds, windowSeconds, extra = {}) => {
      sampler.phase(type);
      const fromEpochMs = Date.now() + START_MARGIN_MS + warmupSeconds * 1000;
      const window = { fromEpochMs, toEpochMs: fromEpochMs + windowSeconds * 1000 };
      // CPU over the measured window only (this process is idle meanwhile, so its timers are on time).
      // Redis's commands over the window too: what the instances publish per edit.
      let cpuPercent = null;
      let meter = null;
      let redisBefore = null;
      let redisAfter = null;
      const startCpu = setTimeout(() => {
        meter = cpuMeter(cpuProcesses);
        if (redisPort) redisBefore = redisCommandCalls(redisPort).catch(() => null);
      }, window.fromEpochMs - Date.now());
      let stopped = false;
      const stopWindow = () => {
        if (stopped) return;
        stopped = true;
        cpuPercent = meter?.() ?? {};
        if (redisPort) redisAfter = redisCommandCalls(redisPort).catch(() => null);
      };
      const stopCpu = setTimeout(stopWindow, window.toEpochMs - Date.now());
      const answers = await askAll(
        { type, windowFromEpochMs: window.fromEpochMs, windowToEpochMs: window.toEpochMs, drainMs: DRAIN_MS, ...extra },
        (warmupSeconds + windowSeconds) * 1000 + DRAIN_MS + 30_000,
      );
      clearTimeout(startCpu);
      // The answers can come a few ms before this process's timer (two clocks): the window ends now.
      clearTimeout(stopCpu);
      stopWindow();
      const merged = mergePhase(answers, windowSeconds);
      const [before, after] = [await redisBefore, await redisAfter];
      if (before && after) {
        const edits = merged.editsSentPerSecond * windowSeconds;
        merged.redisPublishesPerEdit = Math.round((((after.publish ?? 0) - (before.publish ?? 0)) / Math.max(1, edits)) * 100) / 100;
      }
      return {
        ...merged,
        cpuPercent,
        // CPU ms each instance spent per edit carried (an edit reaches each instance once)
        serverCpuMsPerEdit: byInstance((_, i) => Math.round((cpuPercent[`instance${i + 1}`] * 10 * 1000) / Math.max(1, merged.editsReceivedPerSecond)) / 1000),
        serverLoopDelay: byInstance((instance) => instance.loopDelay(window)),
      };
    };
    log(`${label}: steady edits, ${durations.warmup} s warm-up + ${durations.steady} s...`);
    const steady = await runPhase('steady', durations.warmup, durations.steady, { editsPerSecond: EDITS_PER_DEVICE_PER_SECOND });
    log(`${label}: capacity (closed loop), ${durations.capacityWarmup} s warm-up + ${durations.capacity} s...`);
    const capacity = await runPhase('capacity', durations.capacityWarmup, durations.capacity);
    for (const devices of deviceProcesses) await devices.close();

    log(`${label}: pages, autocannon ${PAGE_CONNECTIONS} connections x ${PAGE_SECONDS} s per instance...`);
    sampler.phase('pages');
    const html = realisticPage();
    const slug = await publishPage(instances[0], sites[0], html);
    const pages = { pageBytes: Buffer.byteLength(html) };
    for (const [i, instance] of instances.entries()) pages[`instance${i + 1}`] = await pagesPerSecond(`${instance.url}/p/${slug}`, pages.pageBytes);
    const peaks = sampler.stop();

    return {
      instances: instanceCount,
      placement,
      sitesOnInstance,
      storage: env.BRICK_DATABASE_URL ? 'Postgres' : 'SQLite',
      devices: connected.devices,
      sites: SITES,
      connect: { ms: connected.ms, notSynced: connected.notSynced, authenticationFailures: connected.authenticationFailures },
      steady,
      capacity,
      pages,
      memory: {
        idleRssMB,
        peakRssMB: byInstance((_, i) => Math.max(...Object.values(peaks).map((ofPhase) => ofPhase[`instance${i + 1}`] ?? 0))),
        // { connect: { instance1, devices1, ... }, steady, capacity, pages }
        peakRssMBByPhase: peaks,
      },
      unusualLogLines: instances.flatMap((instance) => instance.unusualLines().map((line) => `${instance.name}: ${line}`)).slice(0, 40),
      unusualLogLineCount: instances.reduce((sum, instance) => sum + instance.unusualLines().length, 0),
    };
  } finally {
    await cleanup.run();
    activeCleanups.delete(cleanup);
  }
}

/** p50/p99 of the arrivals over all that were expected: an edit that never arrived counts as slower than any (null). */
function latencySummary(samples, expected) {
  const sorted = Float64Array.from(samples).sort();
  const at = (q) => {
    const index = Math.max(0, Math.ceil(q * expected) - 1);
    return index < sorted.length ? round1(sorted[index]) : null;
  };
  return { p50Ms: at(0.5), p99Ms: at(0.99), maxArrivedMs: sorted.length ? round1(sorted[sorted.length - 1]) : null, arrivals: sorted.length, expected };
}

const concat = (arrays) => {
  const all = new Float64Array(arrays.reduce((sum, a) => sum + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    all.set(a, at);
    at += a.length;
  }
  return all;
};

/** The devices' processes' answers for one phase, added up. */
function mergePhase(answers, windowSeconds) {
  const sum = (field) => answers.reduce((total, answer) => total + answer[field], 0);
  const same = concat(answers.map((a) => a.same));
  const cross = concat(answers.map((a) => a.cross));
  const expectedSame = sum('expectedSame');
  const expectedCross = sum('expectedCross');
  const arrivals = sum('arrivalsInWindow');
  const peers = Math.max(1, answers[0].peersPerDevice);
  // edits received in each second of the window, all processes together
  const eachSecond = answers[0].arrivalsPerSecond.map((_, second) => Math.round(answers.reduce((total, a) => total + a.arrivalsPerSecond[second], 0) / peers));
  const meanOf = (values) => Math.round(values.reduce((total, v) => total + v, 0) / Math.max(1, values.length));
  const edge = Math.min(5, Math.floor(eachSecond.length / 2));
  return {
    windowSeconds,
    editsSentPerSecond: round1(sum('sentMeasured') / windowSeconds),
    // arrivals at other devices of the site within the window (each edit has one per peer)
    arrivalsPerSecond: round1(arrivals / windowSeconds),
    // the same in edits: arrivals over the peers each edit goes to
    editsReceivedPerSecond: round1(arrivals / windowSeconds / peers),
    // has the rate held over the window? (the documents' history grows as they are edited)
    edgeSeconds: edge,
    editsReceivedFirstSeconds: meanOf(eachSecond.slice(0, edge)),
    editsReceivedLastSeconds: meanOf(eachSecond.slice(eachSecond.length - edge)),
    editsReceivedEachSecond: eachSecond,
    undelivered: expectedSame + expectedCross - same.length - cross.length,
    latency: latencySummary(concat([same, cross]), expectedSame + expectedCross),
    sameInstance: latencySummary(same, expectedSame),
    crossInstance: expectedCross ? latencySummary(cross, expectedCross) : null,
    stalls: sum('stalls'),
    disconnects: sum('disconnects'),
    devices: {
      processes: answers.length,
      loopDelayP99Ms: Math.max(...answers.map((a) => a.loopDelayP99Ms)),
      loopDelayMaxMs: Math.max(...answers.map((a) => a.loopDelayMaxMs)),
    },
  };
}

/** Every Cleanup in use, run on Ctrl-C / SIGTERM / exit (one handler for them all). */
const activeCleanups = new Set();
let signalsHandled = false;
function handleSignals() {
  if (signalsHandled) return;
  signalsHandled = true;
  const all = new Cleanup();
  all.add(
    async () => {
      for (const cleanup of [...activeCleanups].reverse()) await cleanup.run();
    },
    () => {
      for (const cleanup of [...activeCleanups].reverse()) cleanup.runSync();
    },
  );
  all.onSignals();
}

/**
 * The whole measure: { note, ..., one, two | { skipped }, ratios }. Never throws for a missing
 * PostgreSQL or Redis (the two-instance case is skipped, saying why); `{ skipped }` alone when the
 * server is not built.
 */
export async function measureServerLoad({ serverEntry = SERVER_ENTRY, staticDir = join(REPO, 'dist'), log = (line) => console.log(line) } = {}) {
  serverEntry = resolve(REPO, serverEntry);
  staticDir = resolve(REPO, staticDir);
  if (!existsSync(serverEntry)) return { skipped: `the server is not built (${serverEntry}: npm run build:server)` };
  // The route key as the app computes it: src/sync/names.ts, compiled beside the server.
  const { routeKey, SYNC_ROUTE_PARAM } = await import(pathToFileURL(resolve(dirname(serverEntry), '../../src/sync/names.js')).href);
  handleSignals();
  const steadySeconds = seconds('LOAD_SECONDS', 60);
  const durations = {
    steady: steadySeconds,
    warmup: seconds('LOAD_WARMUP_SECONDS', 5),
    capacity: seconds('LOAD_CAPACITY_SECONDS', Math.max(5, Math.round(steadySeconds / 2))),
    capacityWarmup: Math.min(5, seconds('LOAD_WARMUP_SECONDS', 5)),
    deviceProcesses: Math.round(seconds('LOAD_DEVICE_PROCESSES', Math.min(2, cpus().length))),
  };
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverageBefore: loadAverage() },
    durations,
    sites: SITES,
    devicesPerSite: DEVICES_PER_SITE,
    editsPerDevicePerSecond: EDITS_PER_DEVICE_PER_SECOND,
    maxConnectionsPerIp: MAX_CONNECTIONS_PER_IP,
    budgets: BUDGETS,
    note:
      `The devices (${durations.deviceProcesses} Node processes), the Brick instances, and with two instances Redis and PostgreSQL all share this machine's ${cpus().length} CPUs: ` +
      'at capacity they compete for the same cores, so the two-instance figure here is what two instances do on this machine, not what two machines do; ' +
      'the ratio means something only where each instance has its own cores. The devices\' CPU and event-loop delay are reported beside the latencies ' +
      '(a busy devices\' process delays arrivals too). One instance runs on SQLite (the default), two on PostgreSQL. ' +
      `BRICK_MAX_CONNECTIONS_PER_IP is ${MAX_CONNECTIONS_PER_IP}: every device comes from 127.0.0.1.`,
  };
  results.one = await runConfiguration('one instance', { instanceCount: 1, routeKey, routeParam: SYNC_ROUTE_PARAM, serverEntry, staticDir, env: {}, services: {}, durations, log });

  const missing = missingServices();
  if (missing.length) {
    results.two = { skipped: `needs ${missing.join('; ')}` };
    results.twoSplit = results.two;
    log(`two instances: skipped, ${results.two.skipped}`);
  } else {
    const cleanup = new Cleanup();
    activeCleanups.add(cleanup);
    try {
      log('two instances: starting PostgreSQL and Redis on 127.0.0.1...');
      const postgres = await startPostgres(cleanup);
      const redis = await startRedis(cleanup);
      // Each case on a database of its own and an emptied Redis: neither starts with the other's documents.
      const twoInstances = async (label, placement) => {
        const databaseUrl = await postgres.newDatabase();
        return runConfiguration(label, {
          instanceCount: 2,
          placement,
          routeKey,
          routeParam: SYNC_ROUTE_PARAM,
          serverEntry,
          staticDir,
          env: { BRICK_DATABASE_URL: databaseUrl, BRICK_REDIS_URL: redis.url },
          services: { redis: redis.pid, postgres: () => withChildren(postgres.pid()) },
          redisPort: redis.port,
          durations,
          log,
        });
      };
      results.two = await twoInstances('two instances, routed by space', 'routed');
      results.twoSplit = await twoInstances("two instances, each site's devices split", 'split');
    } finally {
      await cleanup.run();
      activeCleanups.delete(cleanup);
    }
  }
  results.machine.loadAverageAfter = loadAverage();
  const ratio = (a, b) => Math.round((a / b) * 100) / 100;
  const capacityRatio = (two) => (two.capacity ? ratio(two.capacity.editsReceivedPerSecond, results.one.capacity.editsReceivedPerSecond) : null);
  // What a core per instance would change, from the CPU each instance spent per edit carried at
  // capacity (edits of all sites, so an instance with half the spaces spends about half): the
  // edits/s at which the busiest instance would fill its own core, over one instance's. A
  // projection that leaves out Redis, the devices and anything that does not grow with CPU.
  const projected = (two) => (two.capacity ? ratio(results.one.capacity.serverCpuMsPerEdit.instance1, Math.max(...Object.values(two.capacity.serverCpuMsPerEdit))) : null);
  // The most this machine lets two instances carry, over one: all its CPUs busy at the CPU per
  // edit seen at capacity (instances, Redis, PostgreSQL and the devices together).
  const ceiling = (two) => {
    if (!two.capacity) return null;
    const used = Object.values(two.capacity.cpuPercent).reduce((sum, percent) => sum + percent, 0);
    return ratio((cpus().length * 100 * two.capacity.editsReceivedPerSecond) / Math.max(1, used), results.one.capacity.editsReceivedPerSecond);
  };
  results.ratios = {
    capacityTwoOverOne: capacityRatio(results.two),
    machineCeilingTwoOverOne: ceiling(results.two),
    steadyTwoOverOne: results.two.steady ? ratio(results.two.steady.editsReceivedPerSecond, results.one.steady.editsReceivedPerSecond) : null,
    projectedTwoOverOneWithCoresOfTheirOwn: projected(results.two),
    capacitySplitTwoOverOne: capacityRatio(results.twoSplit),
    projectedSplitTwoOverOneWithCoresOfTheirOwn: projected(results.twoSplit),
  };

  return results;
}

/** 'i1 40, i2 38, redis 5, pg 1; devices 90' */
const cpuText = (cpu) =>
  `${Object.entries(cpu)
    .filter(([name]) => name !== 'devices')
    .map(([name, value]) => `${name.replace('instance', 'i').replace('postgres', 'pg')} ${value}`)
    .join(', ')}; devices ${cpu.devices}`;
/** Each instance's worst 1-s p99 / longest delay, then the devices' (the worst process) p99 / longest over the window. */
const loopDelays = (phase) =>
  `${Object.values(phase.serverLoopDelay)
    .map((d) => (d ? `${d.worstSecondP99Ms} / ${d.maxMs}` : '-'))
    .join(', ')}; ${phase.devices.loopDelayP99Ms} / ${phase.devices.loopDelayMaxMs}`;
const ms = (value) => (value === null || value === undefined ? 'none' : value);
const latencyText = (l) => `${ms(l.p50Ms)} / ${ms(l.p99Ms)}${l.arrivals < l.expected ? ` (${l.expected - l.arrivals} of ${l.expected} never arrived)` : ''}`;

/** Rows for bench/report.mjs's table: [figure, value, budget, ok]. */
export function serverLoadRows(load) {
  if (!load) return [];
  if (load.skipped) return [['server load (issue 37)', `skipped: ${load.skipped}`, '-', true]];
  const rows = [];
  const p99Ok = (l) => l.p99Ms !== null && l.p99Ms < BUDGETS.p99Ms;
  const configuration = (label, c, withBudgets) => {
    if (c.skipped) {
      rows.push([`${label}: skipped`, c.skipped, '-', true]);
      return;
    }
    const d = `${c.devices} devices / ${c.sites} sites`;
    rows.push([`${label}, ${d}: edits/s sent / received`, `${c.steady.editsSentPerSecond} / ${c.steady.editsReceivedPerSecond}`, '-', true]);
    rows.push([`${label}: edit -> other device p50 / p99 (ms)`, latencyText(c.steady.latency), withBudgets ? `p99 < ${BUDGETS.p99Ms}` : '-', withBudgets ? p99Ok(c.steady.latency) : true]);
    if (c.steady.crossInstance) {
      rows.push([`  same instance p50 / p99 (ms)`, latencyText(c.steady.sameInstance), '-', true]);
      rows.push([`  across Redis p50 / p99 (ms)`, latencyText(c.steady.crossInstance), '-', true]);
    }
    rows.push([`  CPU % of one core (instances, services; devices)`, cpuText(c.steady.cpuPercent), '-', true]);
    rows.push([`  event-loop delay p99 / max (ms): servers; devices`, `${loopDelays(c.steady)}`, '-', true]);
    rows.push([`${label}: capacity, edits/s carried (closed loop)`, `${Math.round(c.capacity.editsReceivedPerSecond)} (p50 / p99 ${latencyText(c.capacity.latency)} ms)`, '-', true]);
    rows.push([`  edits/s in the first / last ${c.capacity.edgeSeconds} s of the window`, `${c.capacity.editsReceivedFirstSeconds} / ${c.capacity.editsReceivedLastSeconds}`, '-', true]);
    if (c.capacity.redisPublishesPerEdit !== undefined) {
      rows.push([`  Redis PUBLISH per edit, steady / capacity`, `${c.steady.redisPublishesPerEdit ?? "-"} / ${c.capacity.redisPublishesPerEdit}`, '-', true]);
    }
    rows.push([`  CPU % of one core (instances, services; devices)`, cpuText(c.capacity.cpuPercent), '-', true]);
    rows.push([`  event-loop delay p99 / max (ms): servers; devices`, `${loopDelays(c.capacity)}`, '-', true]);
    rows.push([`${label}: peak server RSS (MB)`, `${Object.values(c.memory.peakRssMB).join(' / ')} (idle ${Object.values(c.memory.idleRssMB).join(' / ')})`, '-', true]);
    const peakIn = (phase) => Object.keys(c.memory.peakRssMB).map((name) => c.memory.peakRssMBByPhase[phase]?.[name] ?? '-').join(' / ');
    rows.push([`  peak in steady / capacity / pages (MB)`, `${peakIn('steady')}; ${peakIn('capacity')}; ${peakIn('pages')}`, '-', true]);
    const first = c.pages.instance1;
    const others = Object.entries(c.pages)
      .filter(([name]) => name.startsWith('instance') && name !== 'instance1')
      .map(([, figures]) => figures);
    rows.push([`${label}: pages/s, ${Math.round(c.pages.pageBytes / 1024)} KB page (p99 ms)`, `${first.requestsPerSecond} (${first.p99Ms})${first.non2xx || first.errors ? ` ${first.non2xx} non-2xx, ${first.errors} errors` : ''}`, withBudgets ? `>= ${BUDGETS.pagesPerSecond}` : '-', withBudgets ? first.requestsPerSecond >= BUDGETS.pagesPerSecond : true]);
    for (const other of others) rows.push([`  through the second instance (Postgres)`, `${other.requestsPerSecond} (${other.p99Ms})${other.non2xx || other.errors ? ` ${other.non2xx} non-2xx, ${other.errors} errors` : ''}`, '-', true]);
    const trouble = c.connect.notSynced + c.connect.authenticationFailures + c.steady.disconnects + c.capacity.disconnects + c.capacity.stalls;
    if (trouble) rows.push([`  trouble: not synced, auth failed, disconnects, stalls`, `${c.connect.notSynced}, ${c.connect.authenticationFailures}, ${c.steady.disconnects + c.capacity.disconnects}, ${c.capacity.stalls}`, '-', true]);
    if (c.unusualLogLineCount) rows.push([`  unusual server log lines`, `${c.unusualLogLineCount} (listed below)`, '-', true]);
  };
  configuration('one instance', load.one, true);
  configuration('two instances, routed by space', load.two, false);
  if (load.twoSplit) configuration("two instances, a site's devices split", load.twoSplit, false);
  if (load.ratios.capacityTwoOverOne !== null) {
    const cpuMs = (c) => Object.values(c.capacity.serverCpuMsPerEdit).join(' / ');
    const spread = (c) => (c.sitesOnInstance ? ` (sites ${Object.values(c.sitesOnInstance).join(' / ')})` : '');
    rows.push(['edits carried, two instances routed / one (capacity)', load.ratios.capacityTwoOverOne, `>= ${BUDGETS.twoOverOne}`, load.ratios.capacityTwoOverOne >= BUDGETS.twoOverOne]);
    rows.push(['  at the steady rate (offered load, 1 by design)', load.ratios.steadyTwoOverOne, '-', true]);
    rows.push([`  server CPU ms per edit at capacity, one; two${spread(load.two)}`, `${cpuMs(load.one)}; ${cpuMs(load.two)}`, '-', true]);
    rows.push(['  projected with a core per instance (from CPU/edit)', load.ratios.projectedTwoOverOneWithCoresOfTheirOwn, '-', true]);
    if (load.ratios.machineCeilingTwoOverOne) rows.push([`  this machine's ceiling (${load.machine.cpus} CPUs all busy at that CPU/edit)`, load.ratios.machineCeilingTwoOverOne, '-', true]);
    if (load.ratios.capacitySplitTwoOverOne !== null && load.ratios.capacitySplitTwoOverOne !== undefined) {
      rows.push(["  a site's devices split: capacity two / one", load.ratios.capacitySplitTwoOverOne, '-', true]);
      rows.push(['  split: server CPU ms per edit; projected', `${cpuMs(load.twoSplit)}; ${load.ratios.projectedSplitTwoOverOneWithCoresOfTheirOwn}`, '-', true]);
    }
  }
  return rows;
}

/** What follows the table: the note and any unusual log lines. */
export function printServerLoadNotes(load) {
  if (!load || load.skipped) return;
  console.log(`\nserver load (LOAD_SECONDS ${load.durations.steady}, capacity ${load.durations.capacity} s, load average ${load.machine.loadAverageBefore.join(' ')} before, ${load.machine.loadAverageAfter.join(' ')} after):`);
  console.log(`  ${load.note}`);
  for (const c of [load.one, load.two, load.twoSplit]) {
    if (!c?.unusualLogLines?.length) continue;
    console.log(`  unusual server log lines (${c.instances} instance${c.instances > 1 ? `s, ${c.placement}` : ''}, first ${c.unusualLogLines.length} of ${c.unusualLogLineCount}):`);
    for (const line of c.unusualLogLines) console.log(`    ${line}`);
  }
}

// node bench/server-load.mjs: the same rows as npm run bench prints, and the results as JSON in
// .bench-tmp/server-load.json.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync, mkdirSync } = await import('node:fs');
  const load = await measureServerLoad();
  const rows = serverLoadRows(load);
  const width = Math.max(...rows.map(([name]) => name.length)) + 2;
  console.log(`\nBrick server load (${load.machine?.cpus ?? cpus().length} CPUs)`);
  console.log('figure'.padEnd(width) + 'value'.padEnd(44) + 'budget'.padEnd(11) + 'ok');
  for (const [name, value, budget, ok] of rows) console.log(name.padEnd(width) + `${value} `.padEnd(44) + budget.padEnd(11) + (ok ? 'yes' : 'OVER'));
  printServerLoadNotes(load);
  mkdirSync(join(REPO, '.bench-tmp'), { recursive: true });
  writeFileSync(join(REPO, '.bench-tmp/server-load.json'), JSON.stringify(load, null, 2) + '\n');
  console.log('\nwrote .bench-tmp/server-load.json');
}
