/**
 * The types of the positions book: what callers pass and get back (exported through positions-book.ts) and the
 * internal state of an instrument, a margin group and a position.
 */
import type { Amount } from '@app/money';
import type { Side } from './formulas';
import type { Leg, LegForm } from './liquidation';
import type { TriggerHeap } from './trigger-heap';

/** What a tick fired. The objects are frozen and reused: compare by fields, not identity. */
export type Fired =
  | Readonly<{ kind: 'entry' | 'tp' | 'sl'; id: string }>
  | Readonly<{ kind: 'liquidation'; group: string }>;

export interface PendingInput {
  id: string;
  instrument: string;
  side: Side;
  /** The limit price of the entry; it fills when the fill price (tick ± spread, against the user) reaches it. */
  limit: Amount;
  spread: Amount;
}

export interface OpenInput {
  id: string;
  group: string;
  instrument: string;
  side: Side;
  entry: Amount;
  quantity: Amount;
  margin: Amount;
  tp: Amount | null;
  sl: Amount | null;
}

/** A margin group: the account's free balance (0 for an isolated position) and its liquidation threshold in %. */
export interface GroupSettings {
  balance: Amount;
  threshold: Amount;
}

export interface PositionsBookOptions {
  /** Decimals of an instrument's price grid; asked once per instrument. */
  priceScale: (instrument: string) => number;
}

export interface Instrument {
  scale: number;
  mark: Amount | null;
  markUnits: number | null;
  up: TriggerHeap<Fired>;
  down: TriggerHeap<Fired>;
  /** Groups with a leg here and on at least one other instrument: re-armed elsewhere on every tick here. */
  multi: Set<Group>;
}

export interface GroupLeg extends Leg, LegForm {
  positions: number;
  /** P/L × 10^D at the instrument's mark (scratch of markLegs). */
  pnl: bigint;
}

export interface Group {
  settings: GroupSettings;
  margin: Amount;
  /** B + M − (T + 0.01)·M/100 × 10^D (see liquidation.ts). */
  cushion: bigint;
  positions: number;
  legs: Map<Instrument, GroupLeg>;
  key: Fired;
  /** Its liquidation fired: nothing is armed until the group changes. */
  reported: boolean;
}

export interface Pending {
  open: false;
  instrument: Instrument;
  key: Fired;
}

export interface Open {
  open: true;
  group: Group;
  groupId: string;
  instrument: Instrument;
  side: Side;
  quantity: Amount;
  entry: Amount;
  margin: Amount;
  tp: Fired;
  sl: Fired;
}
