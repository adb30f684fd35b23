import { readFileSync } from 'node:fs';
import { loadAdapter } from './adapters';
import type { Cmd } from './stream';

/**
 * One implementation, one process: `tsx child.ts <impl> <stream.json>`. Prints one JSON line.
 * Passes (each on a fresh book, same stream): 1 warm-up (JIT), 3 throughput passes (one timer around the whole
 * loop, median kept), 1 latency pass (a process.hrtime.bigint() pair around every command).
 */
const [name, file] = process.argv.slice(2);
const cmds = JSON.parse(readFileSync(file!, 'utf8')) as Cmd[];
const adapter = await loadAdapter(name!);
const n = cmds.length;

async function throughputPass(): Promise<number> {
  const r = await adapter.create(cmds);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) r.step(i);
  return Number(process.hrtime.bigint() - t0);
}

await throughputPass(); // warm-up
const totals = [await throughputPass(), await throughputPass(), await throughputPass()].sort((a, b) => a - b);
const medianNs = totals[1]!;

// Timer cost: an empty pair of reads, so the reader can tell how much of a percentile is the clock itself.
let overhead = 0;
for (let i = 0; i < 100_000; i++) {
  const a = process.hrtime.bigint();
  overhead += Number(process.hrtime.bigint() - a);
}

const lat = new Float64Array(n);
const runner = await adapter.create(cmds);
for (let i = 0; i < n; i++) {
  const t0 = process.hrtime.bigint();
  runner.step(i);
  lat[i] = Number(process.hrtime.bigint() - t0);
}
lat.sort();
const pct = (p: number) => lat[Math.min(n - 1, Math.floor(p * n))]!;

process.stdout.write(
  `${JSON.stringify({
    name: adapter.name,
    notes: adapter.notes,
    commands: n,
    opsPerSec: (n * 1e9) / medianNs,
    p50: pct(0.5),
    p99: pct(0.99),
    p999: pct(0.999),
    max: lat[n - 1],
    timerNs: overhead / 100_000,
    book: runner.summary(),
  })}\n`,
);
