import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { bucketStart, type Candle, PERIODS, periodMs } from './candles';
import { generateHistory } from './history';
import { defaultInstruments, type Instrument } from './instruments';
import { sessionOverlapMs } from './sessions';

const END = Date.UTC(2024, 2, 13, 15, 7, 30); // Wednesday, New York session open (EDT)
const all = defaultInstruments();
/** A fixed test key per label (a first start draws a random one). */
const key = (label: number) => createHash('sha256').update(`history key ${label}`).digest();

function problems(inst: Instrument, candles: Candle[]): string[] {
  const out: string[] = [];
  const decimals = new RegExp(inst.pricePrecision === 0 ? '^\\d+$' : `^\\d+\\.\\d{${inst.pricePrecision}}$`);
  candles.forEach((c, i) => {
    const [o, h, l, cl, v] = [c.open, c.high, c.low, c.close, c.volume].map((x) => new Decimal(x)) as Decimal[];
    const where = `${inst.symbol} ${c.period} #${i}`;
    if (!(h!.gte(o!) && h!.gte(cl!) && l!.lte(o!) && l!.lte(cl!) && l!.gt(0))) out.push(`${where} OHLC`);
    if (!v!.gt(0) || !new Decimal(c.amount).gt(0)) out.push(`${where} volume`);
    if (![c.open, c.high, c.low, c.close].every((p) => decimals.test(p))) out.push(`${where} precision`);
    const prev = candles[i - 1];
    if (prev && c.open !== prev.close) out.push(`${where} open ≠ previous close`);
    if (prev && c.openTime < prev.closeTime) out.push(`${where} overlaps`);
    if (c.openTime !== bucketStart(c.openTime, c.period)) out.push(`${where} bucket`);
  });
  return out;
}

describe('generateHistory', () => {
  it('gives ≥1000 consistent closed candles at every period for every instrument', async () => {
    const histories: { instrument: (typeof all)[number]; h: ReturnType<typeof generateHistory> }[] = [];
    let ms = 0;
    for (const instrument of all) {
      // One instrument at a time with a yield between: the worker keeps answering the runner on a busy machine.
      await new Promise((r) => setImmediate(r));
      const started = performance.now();
      histories.push({ instrument, h: generateHistory({ key: key(1), instrument, end: END }) });
      ms += performance.now() - started;
    }
    console.info(`history for ${all.length} instruments × ${PERIODS.length} periods: ${ms.toFixed(0)} ms`);
    const issues: string[] = [];
    for (const { instrument, h } of histories) {
      for (const period of PERIODS) {
        const candles = h[period];
        if (candles.length < 1000) issues.push(`${instrument.symbol} ${period}: ${candles.length}`);
        issues.push(...problems(instrument, candles));
        const last = candles.at(-1)!;
        if (!new Decimal(last.close).eq(instrument.startPrice))
          issues.push(`${instrument.symbol} ${period} ends at ${last.close}`);
        if (last.closeTime > bucketStart(END, period)) issues.push(`${instrument.symbol} ${period} not closed`);
      }
    }
    expect(issues.slice(0, 20)).toEqual([]);
  });

  it('is deterministic per key', () => {
    const inst = all[0]!;
    const a = generateHistory({ key: key(5), instrument: inst, end: END, count: 50, periods: ['1hour'] });
    const b = generateHistory({ key: key(5), instrument: inst, end: END, count: 50, periods: ['1hour'] });
    const c = generateHistory({ key: key(6), instrument: inst, end: END, count: 50, periods: ['1hour'] });
    expect(b).toEqual(a);
    expect(c['1hour'].map((x) => x.close)).not.toEqual(a['1hour'].map((x) => x.close));
  });

  it('has no gaps for crypto and only trading-hour candles for stocks', () => {
    const btc = generateHistory({ key: key(2), instrument: all.find((i) => i.symbol === 'BTC/USDT')!, end: END });
    for (const period of PERIODS) {
      const c = btc[period];
      expect(c.every((x, i) => i === 0 || x.openTime === c[i - 1]!.closeTime)).toBe(true);
      expect(c.at(-1)!.closeTime).toBe(bucketStart(END, period));
    }
    const aapl = all.find((i) => i.symbol === 'AAPL')!;
    const stock = generateHistory({ key: key(2), instrument: aapl, end: END });
    for (const period of ['1min', '5min', '15min', '30min', '1hour'] as const) {
      const len = periodMs(period)!;
      const outside = stock[period].filter((c) => sessionOverlapMs(c.openTime, c.openTime + len, aapl.session!) === 0);
      expect(outside).toEqual([]);
    }
    expect(stock['1day'].filter((c) => [0, 6].includes(new Date(c.openTime).getUTCDay()))).toEqual([]);
    const months = stock['1mon'];
    expect(months.length).toBe(1000);
    expect(new Date(months[0]!.openTime).getUTCFullYear()).toBeLessThan(1942);
  });
});
