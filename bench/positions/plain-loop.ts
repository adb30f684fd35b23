import { type Amount, add, cmp, sub } from '@app/money';
import {
  isLiquidationDue,
  pnlOf,
  riskRateOf,
  type Side,
} from '../../apps/server/src/modules/contracts/engine/formulas';
import type { Population } from './population';

interface PlainPosition {
  side: Side;
  entry: Amount;
  quantity: Amount;
  tp: Amount | null;
  sl: Amount | null;
  pnl: Amount;
}

interface PlainGroup {
  balance: Amount;
  threshold: Amount;
  margins: Amount[];
  members: PlainPosition[];
}

/**
 * The baseline: what a naive server does on a tick of an instrument, with decimal arithmetic. It marks every open
 * position of that instrument (pnlOf, TP/SL compare), checks every pending entry of it, and recomputes the risk
 * rate of every group holding it (riskRateOf over the group's positions, those of other instruments at the P/L of
 * their last tick). Marking only the ticked instrument's positions makes this baseline ~5× cheaper than marking
 * every open position, so the ratios printed are conservative.
 */
export class PlainLoop {
  private readonly positions = new Map<string, PlainPosition[]>();
  private readonly pending = new Map<string, { side: Side; limit: Amount; spread: Amount }[]>();
  private readonly groups = new Map<string, PlainGroup[]>();

  constructor(population: Population) {
    const groups = new Map<string, PlainGroup>();
    for (const [id, g] of population.groups) groups.set(id, { ...g, margins: [], members: [] });
    for (const o of population.open) {
      const p: PlainPosition = { side: o.side, entry: o.entry, quantity: o.quantity, tp: o.tp, sl: o.sl, pnl: '0' };
      const group = groups.get(o.group)!;
      group.margins.push(o.margin);
      group.members.push(p);
      push(this.positions, o.instrument, p);
      const touching = this.groups.get(o.instrument) ?? [];
      if (!touching.includes(group)) push(this.groups, o.instrument, group);
    }
    for (const p of population.pending) push(this.pending, p.instrument, p);
  }

  /** Returns how many triggers the tick fired. */
  tick(instrument: string, price: Amount): number {
    let fired = 0;
    for (const p of this.positions.get(instrument) ?? []) {
      p.pnl = pnlOf(p.side, p.entry, price, p.quantity);
      const up = p.side === 'long' ? 1 : -1;
      if (p.tp !== null && cmp(price, p.tp) !== -up) fired++;
      if (p.sl !== null && cmp(price, p.sl) !== up) fired++;
    }
    for (const p of this.pending.get(instrument) ?? []) {
      const fill = p.side === 'long' ? add(price, p.spread) : sub(price, p.spread);
      if (cmp(fill, p.limit) !== (p.side === 'long' ? 1 : -1)) fired++;
    }
    for (const g of this.groups.get(instrument) ?? []) {
      const rate = riskRateOf(
        g.balance,
        g.margins,
        g.members.map((m) => m.pnl),
      );
      if (isLiquidationDue(rate, g.threshold)) fired++;
    }
    return fired;
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
