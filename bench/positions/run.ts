/**
 * npm run bench:positions — tick processing of the contracts positions engine (PositionsBook: triggers in
 * per-instrument heaps, integer grid compares) against a plain loop that marks the ticked instrument's positions
 * with decimal arithmetic and checks every group's risk rate (plain-loop.ts), both on the same seeded population
 * (population.ts) of 1k, 10k and 100k open positions, with a tick that crosses nothing and with a tick that crosses
 * the stops of 1 % of the positions. BENCH_SECONDS (default 1) of timed ticks per measurement, BENCH_SEED (default
 * 42), BENCH_MULTI (default 20) cross groups spanning several instruments. Timings are printed, never asserted;
 * what the ticks fire is checked (nothing, or exactly the 1 %), so a fast but wrong engine cannot pass.
 */
import { PositionsBook } from '../../apps/server/src/modules/contracts/engine/positions-book';
import { PlainLoop } from './plain-loop';
import { gridPrice, INSTRUMENTS, type Population, populate, rng, scaleOf } from './population';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const SEED = Number(process.env.BENCH_SEED ?? 42);
const MULTI = Number(process.env.BENCH_MULTI ?? 20);
const SIZES = [1_000, 10_000, 100_000];
const BATCH = 500; // engine ticks between two clock reads

const base = new Map(INSTRUMENTS.map((i) => [i.name, gridPrice(i, 1)]));
const cross = new Map(INSTRUMENTS.map((i) => [i.name, gridPrice(i, 1.01)]));

/** Ticks within ±0.1 % of the base, round robin over the instruments: they cross no trigger. */
const band = (() => {
  const random = rng(SEED + 1);
  return Array.from({ length: 4096 }, (_, k) => {
    const i = INSTRUMENTS[k % INSTRUMENTS.length]!;
    return [i.name, gridPrice(i, 0.999 + 0.002 * random())] as const;
  });
})();

function load(population: Population): { book: PositionsBook; msPerPosition: number } {
  const start = performance.now();
  const book = new PositionsBook({ priceScale: scaleOf });
  for (const [id, g] of population.groups) book.setGroup(id, g);
  for (const o of population.open) book.addOpen(o);
  for (const p of population.pending) book.addPending(p);
  return { book, msPerPosition: (performance.now() - start) / (population.open.length + population.pending.length) };
}

/** Runs `step` (which returns the milliseconds it timed and the ticks it timed) until SECONDS of timed work. */
function measure(step: (round: number) => [number, number], seconds = SECONDS): { usPerTick: number; ticks: number } {
  let round = 0;
  const warmEnd = performance.now() + 200;
  while (performance.now() < warmEnd || round < 2) step(round++);
  let ms = 0;
  let ticks = 0;
  const wallEnd = performance.now() + seconds * 4000;
  while ((ms < seconds * 1000 || ticks < 3) && performance.now() < wallEnd) {
    const [m, t] = step(round++);
    ms += m;
    ticks += t;
  }
  return { usPerTick: (ms * 1000) / ticks, ticks };
}

function engineBand(book: PositionsBook) {
  let k = 0;
  return measure(() => {
    const start = performance.now();
    for (let j = 0; j < BATCH; j++) {
      const [instrument, price] = band[k++ & 4095]!;
      if (book.tick(instrument, price).length !== 0) throw new Error(`a band tick fired: ${instrument} ${price}`);
    }
    return [performance.now() - start, BATCH];
  });
}

function plainBand(plain: PlainLoop) {
  let k = 0;
  return measure(() => {
    const [instrument, price] = band[k++ & 4095]!;
    const start = performance.now();
    const fired = plain.tick(instrument, price);
    const ms = performance.now() - start;
    if (fired !== 0) throw new Error(`a band tick fired in the plain loop: ${instrument} ${price}`);
    return [ms, 1];
  });
}

/** A tick at +1 % (timed), then, untimed, the stops it fired set again and a tick back to the base. */
function engineCrossing(book: PositionsBook, population: Population) {
  const stops = new Map(population.open.map((o) => [o.id, o]));
  return measure((round) => {
    const { name } = INSTRUMENTS[round % INSTRUMENTS.length]!;
    const start = performance.now();
    const fired = book.tick(name, cross.get(name)!);
    const ms = performance.now() - start;
    const expected = population.crossing.get(name)!;
    if (fired.length !== expected.length)
      throw new Error(`${name}: fired ${fired.length}, expected ${expected.length}`);
    for (const f of fired) {
      if (f.kind !== 'tp' && f.kind !== 'sl') throw new Error(`unexpected ${f.kind}`);
      const o = stops.get(f.id)!;
      book.setStops(f.id, o.tp, o.sl);
    }
    if (book.tick(name, base.get(name)!).length !== 0) throw new Error('the tick back to the base fired');
    return [ms, 1];
  });
}

function plainCrossing(plain: PlainLoop, population: Population) {
  return measure((round) => {
    const { name } = INSTRUMENTS[round % INSTRUMENTS.length]!;
    const start = performance.now();
    const fired = plain.tick(name, cross.get(name)!);
    const ms = performance.now() - start;
    const expected = population.crossing.get(name)!.length;
    if (fired !== expected) throw new Error(`plain loop ${name}: fired ${fired}, expected ${expected}`);
    plain.tick(name, base.get(name)!);
    return [ms, 1];
  });
}

interface Row {
  positions: number;
  mode: string;
  engine: number;
  plain: number;
  fired: number;
}

const fmt = (n: number, digits = 2) => n.toLocaleString('en', { maximumFractionDigits: digits });
const pad = (s: string, w: number) => s.padStart(w);

function main(): void {
  const start = performance.now();
  console.log(
    `positions engine vs plain decimal loop: ${INSTRUMENTS.length} instruments, half isolated / half cross, ` +
      `${MULTI} cross groups over 2–3 instruments, pending entries +10 %, seed ${SEED}, ${SECONDS}s timed per measurement`,
  );
  const rows: Row[] = [];
  for (const n of SIZES) {
    const population = populate(n, MULTI, SEED);
    const { book, msPerPosition } = load(population);
    const plain = new PlainLoop(population);
    const fired = population.crossing.get(INSTRUMENTS[0].name)!.length;
    console.log(`  ${fmt(n, 0)} positions: loaded in ${fmt(msPerPosition * 1000, 1)} µs per position (add + arm)`);
    rows.push({
      positions: n,
      mode: 'no trigger crossed',
      engine: engineBand(book).usPerTick,
      plain: plainBand(plain).usPerTick,
      fired: 0,
    });
    rows.push({
      positions: n,
      mode: '1 % crossed',
      engine: engineCrossing(book, population).usPerTick,
      plain: plainCrossing(plain, population).usPerTick,
      fired,
    });
  }

  console.log(
    `\n${'positions'.padEnd(10)}${'mode'.padEnd(20)}${pad('fired/tick', 11)}${pad('engine µs', 12)}${pad('engine ticks/s', 16)}` +
      `${pad('plain µs', 12)}${pad('plain ticks/s', 15)}${pad('engine ÷ plain', 16)}`,
  );
  for (const r of rows) {
    console.log(
      `${fmt(r.positions, 0).padEnd(10)}${r.mode.padEnd(20)}${pad(String(r.fired), 11)}${pad(fmt(r.engine), 12)}` +
        `${pad(fmt(1e6 / r.engine, 0), 16)}${pad(fmt(r.plain), 12)}${pad(fmt(1e6 / r.plain, 0), 15)}${pad(`${fmt(r.plain / r.engine, 1)}×`, 16)}`,
    );
  }
  const at = (n: number, mode: string) => rows.find((r) => r.positions === n && r.mode === mode)!;
  const quiet = at(100_000, 'no trigger crossed');
  const flat = quiet.engine / at(1_000, 'no trigger crossed').engine;
  const perFired = SIZES.map((n) => `${fmt(n, 0)}: ${fmt(at(n, '1 % crossed').engine / at(n, '1 % crossed').fired)}`);
  console.log(
    `\ngoal (issue): ≥ 50× the plain loop at 100k with no trigger crossed: ${fmt(quiet.plain / quiet.engine, 1)}×` +
      `\nflatness, no trigger crossed: engine µs/tick at 100k ÷ at 1k = ${fmt(flat)} (1.00 = flat)` +
      `\n1 % crossed, engine µs per fired trigger (the crossing tick ÷ what it fired): ${perFired.join(', ')}`,
  );

  console.log(
    '\nmulti-instrument cross groups (re-armed on their other instruments on every tick), 10k positions, no trigger crossed:',
  );
  let previous: { multi: number; us: number } | null = null;
  for (const multi of [0, 200, 2000]) {
    const population = populate(10_000, multi, SEED);
    const { usPerTick } = engineBand(load(population).book);
    const touching = multi * 0.5; // 2.5 legs on average over 5 instruments
    const slope = previous
      ? ` (+${fmt((usPerTick - previous.us) / ((multi - previous.multi) * 0.5))} µs per group touching the instrument)`
      : '';
    console.log(
      `  ${pad(String(multi), 5)} groups (~${fmt(touching, 0)} touching each instrument): ${fmt(usPerTick)} µs/tick${slope}`,
    );
    previous = { multi, us: usPerTick };
  }
  console.log(`\ntotal ${fmt((performance.now() - start) / 1000, 1)} s`);
}

main();
