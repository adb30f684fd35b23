/**
 * Rolling 24 h statistics of one instrument from its 1-minute candles: the closed ones of the window (loaded from
 * the database at start, so the numbers are right after a restart) plus the live one. The closed part is summed
 * once per minute close; a quote only merges the live candle in.
 */
import { add, div, isZero, max, min, mul, sub, sum, toFixed } from '@app/money';
import { type Candle, DAY_MS } from './engine';

type DayStats = { open: string; high: string; low: string; volume: string; amount: string };

type Minute = Pick<Candle, 'openTime' | 'open' | 'high' | 'low' | 'volume' | 'amount'>;

export class RollingDay {
  private minutes: Minute[] = [];
  private summary: DayStats | null = null;
  private dirty = true;

  /** Adds a closed 1-minute candle (time order). */
  add(c: Minute) {
    const last = this.minutes[this.minutes.length - 1];
    if (last && c.openTime <= last.openTime) return;
    this.minutes.push(c);
    this.dirty = true;
  }

  /** Stats over (now − 24 h, now], merging the live 1-minute candle; null when nothing traded in the window. */
  stats(now: number, live?: Minute): DayStats | null {
    const from = now - DAY_MS;
    let cut = 0;
    while (cut < this.minutes.length && (this.minutes[cut] as Minute).openTime < from) cut++;
    if (cut > 0) {
      this.minutes = this.minutes.slice(cut);
      this.dirty = true;
    }
    if (this.dirty) {
      this.summary = summarise(this.minutes);
      this.dirty = false;
    }
    const s = this.summary;
    if (!live || live.openTime < from) return s;
    if (!s) return { open: live.open, high: live.high, low: live.low, volume: live.volume, amount: live.amount };
    return {
      open: s.open,
      high: max(s.high, live.high),
      low: min(s.low, live.low),
      volume: add(s.volume, live.volume),
      amount: add(s.amount, live.amount),
    };
  }
}

function summarise(minutes: readonly Minute[]): DayStats | null {
  const first = minutes[0];
  if (!first) return null;
  return {
    open: first.open,
    high: max(first.high, ...minutes.map((m) => m.high)),
    low: min(first.low, ...minutes.map((m) => m.low)),
    volume: sum(minutes.map((m) => m.volume)),
    amount: sum(minutes.map((m) => m.amount)),
  };
}

/** Change in percent with two decimals ('-1.23'); '0.00' without a reference. */
export function changePercent(open: string, now: string): string {
  if (isZero(open)) return '0.00';
  // 30 places before the final half-up rounding to 2: far below anything that could move the second decimal.
  return toFixed(mul(div(sub(now, open), open, 30, 'half-up'), '100'), 2);
}
