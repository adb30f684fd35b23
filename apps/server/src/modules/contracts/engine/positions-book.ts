/**
 * The in-memory mirror of pending and open contract positions, with every trigger (limit entries, TP/SL, group
 * liquidation) armed in per-instrument heaps so that a tick costs O(1 + k log n) for k crossed triggers, whatever
 * the number of positions. Pure: no I/O, no clock. See README.md for the rules and the trigger math.
 */
import { type Amount, add, cmp, isPositive, mul, neg, normalize, sub } from '@app/money';
import { riskRateOf, type Side } from './formulas';
import { ceilGrid, checkPriceScale, floorGrid, fromGridUnits, toGridUnits } from './grid';
import {
  checkThreshold,
  cushionOf,
  groupForm,
  legPnl,
  legPnlUnits,
  liquidationTrigger,
  type PriceTrigger,
} from './liquidation';
import type {
  Fired,
  Group,
  GroupSettings,
  Instrument,
  Open,
  OpenInput,
  Pending,
  PendingInput,
  PositionsBookOptions,
} from './positions-book.types';
import { TriggerHeap } from './trigger-heap';

export type { Fired, GroupSettings, OpenInput, PendingInput, PositionsBookOptions } from './positions-book.types';

const freeze = (f: Fired): Fired => Object.freeze(f);

type StopLevels = [tp: PriceTrigger | null, sl: PriceTrigger | null];

/** Stops are compared with the tick itself. Long: TP up, SL down. Short: TP down, SL up. */
function stopLevels(side: Side, scale: number, tp: Amount | null, sl: Amount | null): StopLevels {
  const level = (price: Amount | null, up: boolean): PriceTrigger | null => {
    if (price === null) return null;
    return up
      ? { direction: 'up', units: ceilGrid(price, scale) }
      : { direction: 'down', units: floorGrid(price, scale) };
  };
  return [level(tp, side === 'long'), level(sl, side !== 'long')];
}

export class PositionsBook {
  private readonly instruments = new Map<string, Instrument>();
  private readonly groups = new Map<string, Group>();
  private readonly positions = new Map<string, Pending | Open>();
  private openCount = 0;

  constructor(private readonly options: PositionsBookOptions) {}

  /** A pending limit entry: long fires when tick ≤ limit − spread, short when tick ≥ limit + spread. */
  addPending(p: PendingInput): void {
    this.checkNewId(p.id);
    if (!isPositive(p.limit) || cmp(p.spread, '0') < 0) throw new RangeError('a limit must be > 0, a spread ≥ 0');
    const instrument = this.instrument(p.instrument);
    const key = freeze({ kind: 'entry', id: p.id });
    this.positions.set(p.id, { open: false, instrument, key });
    if (p.side === 'long') instrument.down.set(key, floorGrid(sub(p.limit, p.spread), instrument.scale));
    else instrument.up.set(key, ceilGrid(add(p.limit, p.spread), instrument.scale));
  }

  /** An open position in `group`, which must be known (setGroup first). Re-arms the group. */
  addOpen(p: OpenInput): void {
    this.checkNewId(p.id);
    if (!isPositive(p.entry) || !isPositive(p.quantity) || !isPositive(p.margin)) {
      throw new RangeError('entry, quantity and margin must be > 0');
    }
    const group = this.groups.get(p.group);
    if (!group) throw new Error(`unknown group ${p.group}: call setGroup before its first position`);
    const instrument = this.instrument(p.instrument);
    const stops = stopLevels(p.side, instrument.scale, p.tp, p.sl); // before any change: it checks them
    const position: Open = {
      open: true,
      group,
      groupId: p.group,
      instrument,
      side: p.side,
      quantity: normalize(p.quantity),
      entry: normalize(p.entry),
      margin: normalize(p.margin),
      tp: freeze({ kind: 'tp', id: p.id }),
      sl: freeze({ kind: 'sl', id: p.id }),
    };
    this.positions.set(p.id, position);
    this.openCount++;
    this.armStops(position, stops);
    this.moveLeg(position, 1);
    group.margin = add(group.margin, position.margin);
    group.positions++;
    this.groupChanged(group);
  }

  /** Replaces an open position's take-profit and stop-loss (null: none) and arms both. */
  setStops(id: string, tp: Amount | null, sl: Amount | null): void {
    const position = this.open(id);
    this.armStops(position, stopLevels(position.side, position.instrument.scale, tp, sl));
  }

  /** A new margin for an open position (margin added or taken). Re-arms its group. */
  setMargin(id: string, margin: Amount): void {
    if (!isPositive(margin)) throw new RangeError('margin must be > 0');
    const position = this.open(id);
    const group = position.group;
    group.margin = add(sub(group.margin, position.margin), margin);
    position.margin = normalize(margin);
    this.groupChanged(group);
  }

  /** Removes a pending entry or an open position (closed, liquidated, cancelled). False when unknown. */
  remove(id: string): boolean {
    const position = this.positions.get(id);
    if (!position) return false;
    this.positions.delete(id);
    const { instrument } = position;
    if (!position.open) {
      instrument.up.delete(position.key);
      instrument.down.delete(position.key);
      return true;
    }
    this.openCount--;
    for (const key of [position.tp, position.sl]) {
      instrument.up.delete(key);
      instrument.down.delete(key);
    }
    const group = position.group;
    this.moveLeg(position, -1);
    group.margin = sub(group.margin, position.margin);
    group.positions--;
    if (group.positions === 0) this.groups.delete(position.groupId);
    else this.groupChanged(group);
    return true;
  }

  /**
   * Creates or updates a margin group: a cross group's free balance changes after fees, transfers and closes; an
   * isolated position's group has balance 0. The threshold has at most 2 decimals. A group is forgotten when its
   * last position is removed. Re-arms the group.
   */
  setGroup(groupId: string, settings: GroupSettings): void {
    const next = { balance: normalize(settings.balance), threshold: checkThreshold(settings.threshold) };
    const group = this.groups.get(groupId);
    if (group) {
      group.settings = next;
      this.groupChanged(group);
      return;
    }
    this.groups.set(groupId, {
      settings: next,
      margin: '0',
      cushion: 0n,
      positions: 0,
      legs: new Map(),
      key: freeze({ kind: 'liquidation', group: groupId }),
      reported: false,
    });
  }

  /**
   * A tick of `instrument` at `price` (a non-negative price on its grid): records the mark and returns what it
   * fired, each fired trigger disarmed (the caller settles, then removes or re-adds). A group's liquidation is
   * reported once, then nothing of it fires until it changes.
   */
  tick(instrumentName: string, price: Amount): Fired[] {
    const instrument = this.instrument(instrumentName);
    const units = toGridUnits(price, instrument.scale);
    if (units < 0) throw new RangeError(`a tick price must not be negative, got ${price}`);
    instrument.mark = price;
    instrument.markUnits = units;
    const fired: Fired[] = [];
    instrument.up.popCrossed(units, fired);
    instrument.down.popCrossed(units, fired);
    for (const f of fired) if (f.kind === 'liquidation') this.reportLiquidation(this.groups.get(f.group)!);
    for (const group of instrument.multi) if (!group.reported) this.armGroup(group, instrument);
    return fired;
  }

  /** The last tick of an instrument, or null. */
  mark(instrument: string): Amount | null {
    return this.instruments.get(instrument)?.mark ?? null;
  }

  /** The group of an open position, or null. */
  groupOf(id: string): string | null {
    const position = this.positions.get(id);
    return position?.open ? position.groupId : null;
  }

  /** The group's risk rate (riskRateOf) at the current marks (the entry where none is known yet), or null. */
  riskRate(groupId: string): Amount | null {
    const group = this.groups.get(groupId);
    if (!group) return null;
    const pnls = [...group.legs].map(([instrument, leg]) => legPnl(leg, instrument.mark));
    return riskRateOf(group.settings.balance, [group.margin], pnls);
  }

  /**
   * For display: the price of the position's instrument at which its group's liquidation becomes due, the other
   * marks fixed (the nearest such grid price). Null when no positive grid price is one (unreachable, or due at
   * every price).
   */
  liquidationPrice(id: string): Amount | null {
    const position = this.positions.get(id);
    if (!position?.open) return null;
    const group = position.group;
    if (!isPositive(group.margin)) return null;
    const total = this.markLegs(group);
    const leg = group.legs.get(position.instrument)!;
    const trigger = liquidationTrigger(leg.qk, total - leg.pnl - leg.s);
    if (!trigger || !Number.isFinite(trigger.units) || trigger.units <= 0) return null;
    return fromGridUnits(trigger.units, position.instrument.scale);
  }

  size(): { pending: number; open: number; groups: number } {
    return { pending: this.positions.size - this.openCount, open: this.openCount, groups: this.groups.size };
  }

  /** The group's decimals changed: its integer form is rewritten (liquidation.ts), then it is re-armed. */
  private groupChanged(group: Group): void {
    const { balance, threshold } = group.settings;
    const legs = [...group.legs].map(([instrument, leg]) => ({ ...leg, scale: instrument.scale }));
    const form = groupForm(cushionOf(balance, group.margin, threshold), legs);
    group.cushion = form.cushion;
    let k = 0;
    for (const leg of group.legs.values()) Object.assign(leg, form.legs[k++]!);
    group.reported = false;
    this.armGroup(group);
  }

  /**
   * THE group trigger recomputation: arms the group's liquidation on each of its instruments (but `except`) with the
   * other instruments at their current marks: due ⇔ qk·P + c < 0 with c = cushion + Σ(other legs' P/L) − s. Runs
   * when the group changes, and on a tick of one of its instruments only for a multi-instrument group.
   */
  private armGroup(group: Group, except?: Instrument): void {
    const live = isPositive(group.margin); // no margin at stake: riskRateOf is null, never due
    const total = this.markLegs(group);
    for (const [instrument, leg] of group.legs) {
      if (instrument === except) continue;
      instrument.up.delete(group.key);
      instrument.down.delete(group.key);
      const trigger = live ? liquidationTrigger(leg.qk, total - leg.pnl - leg.s) : null;
      if (trigger) (trigger.direction === 'up' ? instrument.up : instrument.down).set(group.key, trigger.units);
    }
  }

  /** Sets every leg's P/L at the current marks; answers cushion + Σ P/L (all × 10^D). */
  private markLegs(group: Group): bigint {
    let total = group.cushion;
    for (const [instrument, leg] of group.legs) {
      leg.pnl = legPnlUnits(leg, instrument.markUnits);
      total += leg.pnl;
    }
    return total;
  }

  private reportLiquidation(group: Group): void {
    group.reported = true;
    for (const instrument of group.legs.keys()) {
      instrument.up.delete(group.key);
      instrument.down.delete(group.key);
    }
  }

  /** Adds (+1) or takes away (−1) a position from its group's leg on its instrument. */
  private moveLeg(p: Open, direction: 1 | -1): void {
    const { group, instrument } = p;
    const signed = (p.side === 'long') === (direction === 1) ? p.quantity : neg(p.quantity);
    const leg = group.legs.get(instrument) ?? { quantity: '0', cost: '0', positions: 0, qk: 0n, s: 0n, pnl: 0n };
    leg.quantity = add(leg.quantity, signed);
    leg.cost = add(leg.cost, mul(signed, p.entry));
    leg.positions += direction;
    if (leg.positions > 0) group.legs.set(instrument, leg);
    else {
      group.legs.delete(instrument);
      instrument.up.delete(group.key);
      instrument.down.delete(group.key);
      instrument.multi.delete(group);
    }
    const multi = group.legs.size > 1;
    for (const i of group.legs.keys()) {
      if (multi) i.multi.add(group);
      else i.multi.delete(group);
    }
  }

  private armStops(p: Open, [tp, sl]: StopLevels): void {
    const { instrument } = p;
    for (const [key, trigger] of [
      [p.tp, tp],
      [p.sl, sl],
    ] as const) {
      instrument.up.delete(key);
      instrument.down.delete(key);
      if (trigger) (trigger.direction === 'up' ? instrument.up : instrument.down).set(key, trigger.units);
    }
  }

  private open(id: string): Open {
    const position = this.positions.get(id);
    if (!position?.open) throw new Error(`no open position ${id}`);
    return position;
  }

  private checkNewId(id: string): void {
    if (this.positions.has(id)) throw new Error(`position ${id} is already in the book`);
  }

  private instrument(name: string): Instrument {
    let instrument = this.instruments.get(name);
    if (!instrument) {
      instrument = {
        scale: checkPriceScale(this.options.priceScale(name)),
        mark: null,
        markUnits: null,
        up: new TriggerHeap('up'),
        down: new TriggerHeap('down'),
        multi: new Set(),
      };
      this.instruments.set(name, instrument);
    }
    return instrument;
  }
}
