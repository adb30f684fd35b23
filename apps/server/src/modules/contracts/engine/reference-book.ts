/**
 * The obviously-correct model of PositionsBook for the property tests: plain arrays, decimal arithmetic on every
 * tick, a scan over every position and group, the published formulas (pnlOf, riskRateOf, isLiquidationDue)
 * applied as written. Same arming rules: a trigger is armed when its position or group is added or changed and
 * disarmed when it fires. Test-only.
 */
import { type Amount, add, cmp, sub } from '@app/money';
import { isLiquidationDue, pnlOf, riskRateOf } from './formulas';
import type { Fired, GroupSettings, OpenInput, PendingInput } from './positions-book';

interface RefOpen extends OpenInput {
  tpArmed: boolean;
  slArmed: boolean;
}

interface RefGroup extends GroupSettings {
  armed: boolean;
}

export class ReferenceBook {
  private pending: (PendingInput & { armed: boolean })[] = [];
  private open: RefOpen[] = [];
  readonly groups = new Map<string, RefGroup>();
  private readonly marks = new Map<string, Amount>();

  addPending(p: PendingInput): void {
    this.pending.push({ ...p, armed: true });
  }

  addOpen(p: OpenInput): void {
    this.open.push({ ...p, tpArmed: p.tp !== null, slArmed: p.sl !== null });
    this.touch(p.group);
  }

  setStops(id: string, tp: Amount | null, sl: Amount | null): void {
    const p = this.open.find((o) => o.id === id)!;
    Object.assign(p, { tp, sl, tpArmed: tp !== null, slArmed: sl !== null });
  }

  setMargin(id: string, margin: Amount): void {
    const p = this.open.find((o) => o.id === id)!;
    p.margin = margin;
    this.touch(p.group);
  }

  remove(id: string): void {
    this.pending = this.pending.filter((p) => p.id !== id);
    const p = this.open.find((o) => o.id === id);
    if (!p) return;
    this.open = this.open.filter((o) => o !== p);
    if (this.open.some((o) => o.group === p.group)) this.touch(p.group);
    else this.groups.delete(p.group);
  }

  setGroup(group: string, settings: GroupSettings): void {
    this.groups.set(group, { ...settings, armed: true });
  }

  tick(instrument: string, price: Amount): Fired[] {
    this.marks.set(instrument, price);
    const fired: Fired[] = [];
    for (const p of this.pending) {
      if (p.instrument !== instrument || !p.armed) continue;
      const fill = p.side === 'long' ? add(price, p.spread) : sub(price, p.spread);
      if (cmp(fill, p.limit) === (p.side === 'long' ? 1 : -1)) continue;
      p.armed = false;
      fired.push({ kind: 'entry', id: p.id });
    }
    for (const p of this.open) {
      if (p.instrument !== instrument) continue;
      const up = p.side === 'long' ? 1 : -1;
      if (p.tpArmed && p.tp !== null && cmp(price, p.tp) !== -up) {
        p.tpArmed = false;
        fired.push({ kind: 'tp', id: p.id });
      }
      if (p.slArmed && p.sl !== null && cmp(price, p.sl) !== up) {
        p.slArmed = false;
        fired.push({ kind: 'sl', id: p.id });
      }
    }
    for (const [id, g] of this.groups) {
      if (!g.armed || !this.open.some((o) => o.group === id && o.instrument === instrument)) continue;
      if (!isLiquidationDue(this.riskRate(id), g.threshold)) continue;
      g.armed = false;
      fired.push({ kind: 'liquidation', group: id });
    }
    return fired;
  }

  /** riskRateOf over the group's positions, each marked at its instrument's last tick or else at its entry. */
  riskRate(group: string): Amount | null {
    const g = this.groups.get(group);
    if (!g) return null;
    const members = this.open.filter((o) => o.group === group);
    const pnls = members.map((o) => pnlOf(o.side, o.entry, this.marks.get(o.instrument) ?? o.entry, o.quantity));
    return riskRateOf(
      g.balance,
      members.map((o) => o.margin),
      pnls,
    );
  }

  private touch(group: string): void {
    this.groups.get(group)!.armed = true;
  }
}
