import { marginOf, positionValue } from '../../apps/server/src/modules/contracts/engine/formulas';
import { fromGridUnits } from '../../apps/server/src/modules/contracts/engine/grid';
import type {
  GroupSettings,
  OpenInput,
  PendingInput,
} from '../../apps/server/src/modules/contracts/engine/positions-book';

/**
 * A seeded book of open contract positions over five instruments: half isolated, half in cross groups of one user
 * (1–8 positions on one instrument, balance 0–5000), plus `multiGroups` cross groups that span two or three
 * instruments. Entries lie within ±0.5 % of each instrument's base price, leverage 2–20×, thresholds 0/10/20 %,
 * 30 % of positions with TP/SL 2–8 % from the entry, and pending limit entries (10 % of the positions) 1.5–5 %
 * away. So a tick within ±0.1 % of the base crosses no trigger. `crossing` positions per instrument (1 % of all
 * positions) have a TP (long) or SL (short) in [+0.9 %, +1 %]: a tick at +1 % crosses exactly those.
 */
export const INSTRUMENTS = [
  { name: 'BTCUSDT', scale: 2, base: 65_000, lot: '0.001' },
  { name: 'ETHUSDT', scale: 2, base: 3_500, lot: '0.01' },
  { name: 'SOLUSDT', scale: 3, base: 150, lot: '0.1' },
  { name: 'XAUUSD', scale: 2, base: 2_300, lot: '0.01' },
  { name: 'EURUSD', scale: 5, base: 1.08, lot: '100' },
] as const;
export type Instrument = (typeof INSTRUMENTS)[number];
export const scaleOf = (name: string): number => INSTRUMENTS.find((i) => i.name === name)!.scale;

export interface Population {
  groups: Map<string, GroupSettings>;
  open: OpenInput[];
  pending: PendingInput[];
  /** Per instrument, the ids whose stop a +1 % tick crosses. */
  crossing: Map<string, string[]>;
}

/** mulberry32: small, fast, seeded. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The grid price nearest to base × factor (bench data only: floats become grid strings once, here). */
export const gridPrice = (i: Instrument, factor: number): string =>
  fromGridUnits(Math.round(i.base * 10 ** i.scale * factor), i.scale);

export function populate(positions: number, multiGroups: number, seed: number): Population {
  const random = rng(seed);
  const between = (a: number, b: number) => a + (b - a) * random();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const groups = new Map<string, GroupSettings>();
  const open: OpenInput[] = [];
  const crossing = new Map<string, string[]>(INSTRUMENTS.map((i) => [i.name, []]));
  const perInstrumentCrossing = Math.max(1, Math.round(positions / 100));

  const addPosition = (group: string, i: Instrument) => {
    const id = `o${open.length}`;
    const side = random() < 0.5 ? 'long' : 'short';
    const at = between(0.995, 1.005);
    const entry = gridPrice(i, at);
    const quantity = positionValue(String(1 + Math.floor(random() * 50)), i.lot); // lots × lot size
    const margin = marginOf(positionValue(entry, quantity), pick([2, 5, 10, 20]), 2);
    let tp: string | null = null;
    let sl: string | null = null;
    const crossed = crossing.get(i.name)!;
    if (crossed.length < perInstrumentCrossing) {
      crossed.push(id);
      if (side === 'long') tp = gridPrice(i, between(1.009, 1.01));
      else sl = gridPrice(i, between(1.009, 1.01));
    } else if (random() < 0.3) {
      const away = (d: number) => gridPrice(i, at * (1 + d));
      tp = away((side === 'long' ? 1 : -1) * between(0.02, 0.08));
      sl = away((side === 'long' ? -1 : 1) * between(0.02, 0.08));
    }
    open.push({ id, group, instrument: i.name, side, entry, quantity, margin, tp, sl });
  };

  for (let g = 0; g < multiGroups && open.length < positions; g++) {
    const id = `m${g}`;
    groups.set(id, { balance: String(Math.floor(between(0, 5000))), threshold: pick(['0', '10', '20']) });
    const legs = 2 + (g % 2);
    for (let k = 0; k < legs; k++) addPosition(id, INSTRUMENTS[(g + k) % INSTRUMENTS.length]!);
  }
  let cross = 0;
  while (open.length < positions) {
    const i = pick(INSTRUMENTS);
    if (random() < 0.5) {
      const id = `i${open.length}`;
      groups.set(id, { balance: '0', threshold: pick(['0', '10', '20']) });
      addPosition(id, i);
    } else {
      const id = `c${cross++}`;
      groups.set(id, { balance: String(Math.floor(between(0, 5000))), threshold: pick(['0', '10', '20']) });
      const n = Math.min(1 + Math.floor(random() * 8), positions - open.length);
      for (let k = 0; k < n; k++) addPosition(id, i);
    }
  }

  const pending: PendingInput[] = [];
  for (let k = 0; k < Math.round(positions / 10); k++) {
    const i = pick(INSTRUMENTS);
    const long = random() < 0.5;
    const limit = gridPrice(i, long ? between(0.95, 0.985) : between(1.015, 1.05));
    pending.push({
      id: `p${k}`,
      instrument: i.name,
      side: long ? 'long' : 'short',
      limit,
      spread: gridPrice(i, 0.0002),
    });
  }
  return { groups, open, pending, crossing };
}
