/**
 * Timing script (not a test): generates the first-start history of every default instrument at every period.
 * Run: npx tsx apps/server/src/modules/market/engine/history.bench.ts
 */
import { PERIODS } from './candles';
import { generateHistory } from './history';
import { defaultInstruments } from './instruments';
import { freshKey } from './rng';

const instruments = defaultInstruments();
const end = Date.now();
const started = performance.now();
let candles = 0;
for (const instrument of instruments) {
  const h = generateHistory({ key: freshKey(), instrument, end, count: 1000 });
  for (const p of PERIODS) candles += h[p].length;
}
const ms = performance.now() - started;
console.log(
  `history: ${instruments.length} instruments × ${PERIODS.length} periods = ${candles} candles in ${ms.toFixed(0)} ms` +
    ` (${((ms * 1000) / candles).toFixed(2)} µs/candle)`,
);
