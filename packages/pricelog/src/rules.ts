/**
 * The selection rules a settlement follows, as pure checks over the leaves a receipt cites. Each answers whether
 * the cited leaves prove the rule, and why not. A rule never trusts the server: it reads only leaf contents (whose
 * inclusion in the signed log the bundle checks separately) and the times and levels the receipt states.
 *
 * Log order is seq order, and leaf times never go back within one log (the server refuses a tick stamped before
 * the previous leaf), so two adjacent seqs prove that no leaf lies between them in time either.
 */
import { gte, lte } from '@app/money';
import type { PriceLeaf } from './types';

export type RuleVerdict = { ok: true } | { ok: false; why: string };

type Leaf = Pick<PriceLeaf, 'symbol' | 'seq' | 'ts' | 'price'>;
/** A signed head's size and time: "the log had exactly this many leaves at that time". */
export type LogEnd = { size: number; ts: number };

const yes: RuleVerdict = { ok: true };
const no = (why: string): RuleVerdict => ({ ok: false, why });

function adjacent(a: Leaf, b: Leaf): RuleVerdict {
  if (a.symbol !== b.symbol) return no(`leaves of two logs (${a.symbol}, ${b.symbol})`);
  if (b.seq !== a.seq + 1) return no(`seq ${a.seq} and ${b.seq} are not adjacent: leaves may lie between them`);
  if (b.ts < a.ts) return no(`leaf ${b.seq} is stamped before leaf ${a.seq}`);
  return yes;
}

/**
 * The first leaf stamped at or after `at` (an option's end price): `before` is the leaf just before it (absent only
 * when `chosen` is the log's first leaf), stamped before `at`.
 */
export function firstAtOrAfter(at: number, chosen: Leaf, before: Leaf | null): RuleVerdict {
  if (chosen.ts < at) return no(`leaf ${chosen.seq} (${chosen.ts}) is stamped before ${at}`);
  if (!before) return chosen.seq === 0 ? yes : no(`the leaf before seq ${chosen.seq} is not cited`);
  const adj = adjacent(before, chosen);
  if (!adj.ok) return adj;
  if (before.ts >= at) return no(`leaf ${before.seq} (${before.ts}) is already at or after ${at}: it comes first`);
  return yes;
}

/**
 * The last leaf stamped at or before `at` (an entry's or an option's open price): `next` is the leaf just after it,
 * stamped after `at`, or the log's end when no leaf followed yet (a signed head whose size ends at `chosen`, signed
 * after `at`).
 */
export function lastAtOrBefore(at: number, chosen: Leaf, next: Leaf | LogEnd): RuleVerdict {
  if (chosen.ts > at) return no(`leaf ${chosen.seq} (${chosen.ts}) is stamped after ${at}`);
  if ('seq' in next) {
    const adj = adjacent(chosen, next);
    if (!adj.ok) return adj;
    if (next.ts <= at) return no(`leaf ${next.seq} (${next.ts}) is also at or before ${at}: it is the last`);
    return yes;
  }
  if (next.size !== chosen.seq + 1) return no(`the log has ${next.size} leaves: leaf ${chosen.seq} is not its last`);
  if (next.ts < at) return no(`the head (${next.ts}) was signed before ${at}: a later leaf may still come`);
  return yes;
}

export type Direction = 'up' | 'down';

const crosses = (price: string, level: string, direction: Direction) =>
  direction === 'up' ? gte(price, level) : lte(price, level);

/**
 * The first leaf from `sinceSeq` on that reaches `level` (`up`: price ≥ level, a long's take-profit or a short's
 * stop; `down`: price ≤ level): `chosen` reaches it and `previous`, the leaf just before, does not — unless that
 * leaf is older than `sinceSeq` (the position did not exist yet, so it could not trigger).
 */
export function firstCrossing(
  level: string,
  direction: Direction,
  sinceSeq: number,
  chosen: Leaf,
  previous: Leaf,
): RuleVerdict {
  if (chosen.seq < sinceSeq) return no(`leaf ${chosen.seq} is older than the position (seq ${sinceSeq})`);
  const adj = adjacent(previous, chosen);
  if (!adj.ok) return adj;
  if (!crosses(chosen.price, level, direction))
    return no(`leaf ${chosen.seq} at ${chosen.price} does not reach ${level} (${direction})`);
  if (previous.seq >= sinceSeq && crosses(previous.price, level, direction))
    return no(`leaf ${previous.seq} at ${previous.price} already reached ${level}: it was the first crossing`);
  return yes;
}

/**
 * No leaf stamped in [from, to] (a feed outage voids an option): `before` is stamped before `from`, and either the
 * leaf just after it is stamped after `to`, or the log ended at `before` when a head was signed after `to`.
 */
export function noLeafWithin(from: number, to: number, before: Leaf, after: Leaf | LogEnd): RuleVerdict {
  if (before.ts >= from) return no(`leaf ${before.seq} (${before.ts}) is not before ${from}`);
  if ('seq' in after) {
    const adj = adjacent(before, after);
    if (!adj.ok) return adj;
    if (after.ts <= to) return no(`leaf ${after.seq} (${after.ts}) lies within ${from}…${to}`);
    return yes;
  }
  if (after.size !== before.seq + 1) return no(`the log has ${after.size} leaves: leaf ${before.seq} is not its last`);
  if (after.ts <= to) return no(`the head (${after.ts}) was signed before ${to}: a leaf may still come`);
  return yes;
}

/**
 * What a receipt claims about the leaves it cites (its formula derives the claims from the receipt's inputs and
 * ticks, so they are covered by the receipt's hash). `chosen`/`before` are seqs in `symbol`'s log. `as` names what
 * a claim proves when it pins an input of another claim (e.g. `since_seq`), for the verifier's output.
 *
 * `derived_input` is no leaf rule: a stated input that the published formula recomputes from the receipt's other
 * inputs (a liquidation level from the margin group). It holds when both agree; `derived` null means the receipt's
 * version states it without the inputs to recompute it (older receipts), which passes and says so.
 */
export type RuleClaim = (
  | { rule: 'first_at_or_after'; symbol: string; at: number; chosen: number }
  | { rule: 'last_at_or_before'; symbol: string; at: number; chosen: number }
  | { rule: 'first_crossing'; symbol: string; level: string; direction: Direction; since_seq: number; chosen: number }
  | { rule: 'no_leaf_within'; symbol: string; from: number; to: number; before: number }
  | { rule: 'derived_input'; symbol: string; input: string; stated: string; derived: string | null; from: string }
) & { as?: string };

/** The leaves at hand (inclusion-checked elsewhere) and the end of each log as its signed head states it. */
export type LeafLookup = {
  leaf(symbol: string, seq: number): Leaf | undefined;
  end(symbol: string): LogEnd | undefined;
};

/** Leaves a claim needs beyond the ones it names (a neighbour); `optional` ones may be replaced by the log's end. */
export function claimLeaves(c: RuleClaim): { seq: number; optional: boolean }[] {
  switch (c.rule) {
    case 'first_at_or_after':
      return c.chosen === 0
        ? [{ seq: 0, optional: false }]
        : [
            { seq: c.chosen - 1, optional: false },
            { seq: c.chosen, optional: false },
          ];
    case 'last_at_or_before':
      return [
        { seq: c.chosen, optional: false },
        { seq: c.chosen + 1, optional: true },
      ];
    case 'first_crossing':
      return [
        { seq: c.chosen - 1, optional: false },
        { seq: c.chosen, optional: false },
      ];
    case 'no_leaf_within':
      return [
        { seq: c.before, optional: false },
        { seq: c.before + 1, optional: true },
      ];
    case 'derived_input':
      return [];
  }
}

/** Judges one claim with the leaves at hand; a leaf that is not at hand is a failure, never a pass. */
export function checkClaim(c: RuleClaim, at: LeafLookup): RuleVerdict {
  const get = (seq: number) => at.leaf(c.symbol, seq);
  const missing = (seq: number) => no(`leaf ${c.symbol}#${seq} is not in the bundle`);
  const end = at.end(c.symbol);
  switch (c.rule) {
    case 'first_at_or_after': {
      const chosen = get(c.chosen);
      if (!chosen) return missing(c.chosen);
      const before = c.chosen === 0 ? null : get(c.chosen - 1);
      if (before === undefined) return missing(c.chosen - 1);
      return firstAtOrAfter(c.at, chosen, before);
    }
    case 'last_at_or_before': {
      const chosen = get(c.chosen);
      if (!chosen) return missing(c.chosen);
      const next = get(c.chosen + 1) ?? end;
      if (!next) return missing(c.chosen + 1);
      return lastAtOrBefore(c.at, chosen, next);
    }
    case 'first_crossing': {
      const chosen = get(c.chosen);
      const previous = get(c.chosen - 1);
      if (!chosen) return missing(c.chosen);
      if (!previous) return missing(c.chosen - 1);
      return firstCrossing(c.level, c.direction, c.since_seq, chosen, previous);
    }
    case 'no_leaf_within': {
      const before = get(c.before);
      if (!before) return missing(c.before);
      const after = get(c.before + 1) ?? end;
      if (!after) return missing(c.before + 1);
      return noLeafWithin(c.from, c.to, before, after);
    }
    case 'derived_input':
      if (c.derived === null || c.derived === c.stated) return yes;
      return no(`the receipt states ${c.input} ${c.stated}, the published formula gives ${c.derived} from ${c.from}`);
  }
}

export function claimName(c: RuleClaim): string {
  if (c.rule === 'derived_input') return `${c.input} ${c.symbol}`;
  const name = `rule ${c.rule} ${c.symbol}#${c.rule === 'no_leaf_within' ? c.before : c.chosen}`;
  return c.as ? `${name} (${c.as})` : name;
}

/** What a claim that holds proved, for the verifier's output. */
export function claimHolds(c: RuleClaim): string {
  if (c.rule !== 'derived_input') return 'holds on the cited leaves';
  return c.derived === null
    ? `stated (${c.from}): this receipt's version does not carry the inputs to recompute it`
    : `${c.stated}, recomputed from ${c.from}`;
}
