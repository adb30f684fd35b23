/**
 * Rolling 24 h statistics of one instrument from its 1-minute candles: the closed ones of the window (loaded from
 * the database at start, so the numbers are right after a restart) plus the live one. The closed part is summed
 * once per minute close; a quote only merges the live candle in.
 */
import Decimal from 'decimal.js';
import { type Candle, DAY_MS } from './engine';

export type DayStats = { open: string; high: string; low: string; volume: string; amount: string };

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
      high: Decimal.max(s.high, live.high).toFixed(),
      low: Decimal.min(s.low, live.low).toFixed(),
      volume: new Decimal(s.volume).add(live.volume).toFixed(),
      amount: new Decimal(s.amount).add(live.amount).toFixed(),
    };
  }
}

function summarise(minutes: readonly Minute[]): DayStats | null {
  const first = minutes[0];
  if (!first) return null;
  let high = new Decimal(first.high);
  let low = new Decimal(first.low);
  let volume = new Decimal(0);
  let amount = new Decimal(0);
  for (const m of minutes) {
    if (high.lt(m.high)) high = new Decimal(m.high);
    if (low.gt(m.low)) low = new Decimal(m.low);
    volume = volume.add(m.volume);
    amount = amount.add(m.amount);
  }
  return {
    open: first.open,
    high: high.toFixed(),
    low: low.toFixed(),
    volume: volume.toFixed(),
    amount: amount.toFixed(),
  };
}

/** Change in percent with two decimals ('-1.23'); '0.00' without a reference. */
export function changePercent(open: string, now: string): string {
  const o = new Decimal(open);
  if (o.isZero()) return '0.00';
  return new Decimal(now).sub(o).div(o).mul(100).toFixed(2, Decimal.ROUND_HALF_UP);
}
