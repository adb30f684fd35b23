import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './stream';

/**
 * npm run bench:orderbook  (BENCH_COMMANDS=20000 for a quick run, BENCH_SEED to vary the stream).
 * Generates one seeded stream into a temp JSON file, runs every implementation in its own process, one after
 * the other, and prints the table and the ratios ours ÷ best package.
 */
const here = dirname(fileURLToPath(import.meta.url));
const commands = Number(process.env.BENCH_COMMANDS ?? 200_000);
const seed = Number(process.env.BENCH_SEED ?? 42);
const impls = ['ours', 'hft-limit-order-book', 'nodejs-order-book'];

const dir = mkdtempSync(join(tmpdir(), 'bench-orderbook-'));
const file = join(dir, 'stream.json');
const { cmds: stream, stats } = generate({ commands, seed });
writeFileSync(file, JSON.stringify(stream));
const kinds = stream.reduce<Record<string, number>>((m, c) => {
  m[c[0]] = (m[c[0]] ?? 0) + 1;
  return m;
}, {});
console.log(
  `stream: ${commands} commands, seed ${seed}, mix ${JSON.stringify(kinds)} (L limit, M market by base, Q market by quote, C cancel)`,
);
console.log(stats);

interface Row {
  name: string;
  notes: string[];
  opsPerSec: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  timerNs: number;
  book: { bidQty: number; askQty: number };
}

const tsx = join(here, '..', '..', 'node_modules', '.bin', 'tsx');
const rows: Row[] = [];
try {
  for (const impl of impls) {
    const r = spawnSync(tsx, [join(here, 'child.ts'), impl, file], { encoding: 'utf8', maxBuffer: 1 << 24 });
    if (r.status !== 0) throw new Error(`${impl} failed:\n${r.stderr}`);
    rows.push(JSON.parse(r.stdout.trim().split('\n').pop()!) as Row);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const us = (ns: number) => (ns / 1000).toFixed(2);
const pad = (s: string, w: number) => s.padStart(w);
console.log(
  `\n${'implementation'.padEnd(22)}${pad('ops/s', 12)}${pad('p50 µs', 9)}${pad('p99 µs', 9)}${pad('p99.9 µs', 10)}${pad('max µs', 10)}  final book bid/ask lots`,
);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(22)}${pad(Math.round(r.opsPerSec).toLocaleString('en'), 12)}${pad(us(r.p50), 9)}${pad(us(r.p99), 9)}${pad(us(r.p999), 10)}${pad(us(r.max), 10)}  ${r.book.bidQty}/${r.book.askQty}`,
  );
}
const ours = rows[0]!;
const others = rows.slice(1);
const bestTp = others.reduce((a, b) => (b.opsPerSec > a.opsPerSec ? b : a));
const bestTail = others.reduce((a, b) => (b.p999 < a.p999 ? b : a));
console.log(
  `\nthroughput ours ÷ best package (${bestTp.name}): ${(ours.opsPerSec / bestTp.opsPerSec).toFixed(2)}×` +
    `\np99.9 latency ours ÷ best package (${bestTail.name}): ${(ours.p999 / bestTail.p999).toFixed(2)} (< 1 is better)`,
);
console.log(`clock: one hrtime.bigint() pair costs ~${Math.round(ours.timerNs)} ns, included in every latency figure`);
console.log(`\nnotes:\n${rows.flatMap((r) => r.notes.map((n) => `  - ${n}`)).join('\n')}`);
