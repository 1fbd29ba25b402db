// Loaded into each Brick instance that bench/server-load.mjs starts (node --import), beside the
// server and without changing it: the event-loop delay of the instance, each second, appended as
// one JSON line to the file named by BRICK_BENCH_PROBE_FILE, so the report can tell a server that
// was busy from a devices' process that was. { t: epoch ms at the second's end, p50, p99, max } in
// ms, beyond the sampling interval (Node's histogram counts the interval itself in each sample).
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BRICK_BENCH_PROBE_FILE;
if (file) {
  const RESOLUTION_MS = 5;
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  const ms = (ns) => Math.max(0, Math.round(ns / 1e5 - RESOLUTION_MS * 10) / 10);
  setInterval(() => {
    appendFileSync(file, JSON.stringify({ t: Date.now(), p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) }) + '\n');
    delay.reset();
  }, 1000).unref();
}
