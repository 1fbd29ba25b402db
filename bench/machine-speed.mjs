// How fast this machine is at the two things the bench's absolute figures lean on, printed in the
// report's heading so runs on different machines can be told apart (the budgets were set on one
// machine; a ratio to the bare page travels between machines, a millisecond figure does not):
// - memory: MB/s at which a new process gets memory it has never touched. Every browser context the
//   bench opens builds its heap in fresh pages. On a virtual machine that hands freed memory back to
//   its host (free page reporting), each fresh 4 KB page is a trip to the host: such a machine read
//   about 360 MB/s, and its browser figures came out two to three times slower than earlier runs',
//   the old build's as much as the new one's (bench/README.md).
// - CPU: milliseconds for a fixed loop of arithmetic, which touches no new memory.
import { execFileSync } from 'node:child_process';

const PROBE = `
const MB = 256;
let started = performance.now();
Buffer.alloc(MB * 1024 * 1024, 1); // written page by page: every page is a first touch
const freshMemoryMBps = Math.round(MB / ((performance.now() - started) / 1000));
started = performance.now();
let sum = 0;
for (let i = 0; i < 2e8; i++) sum += i % 7;
const cpuLoopMs = Math.round(performance.now() - started);
console.log(JSON.stringify({ freshMemoryMBps, cpuLoopMs, sum }));
`;

/** Three probes, each in a new process (its memory fresh); the median of each figure. */
export function measureMachineSpeed() {
  const probes = [0, 1, 2].map(() => JSON.parse(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' })));
  const median = (key) => probes.map((probe) => probe[key]).sort((a, b) => a - b)[1];
  return { freshMemoryMBps: median('freshMemoryMBps'), cpuLoopMs: median('cpuLoopMs') };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(measureMachineSpeed());
