/**
 * Receipts of contract positions: every fill (market entry, limit entry), close (owner, batch, TP, SL,
 * liquidation) and overnight fee stores the recorded price it used with the formula and its inputs. The formulas
 * below call the same engine functions the settlement books with, and `receipts.issue` refuses a receipt whose
 * booked result they do not reproduce (which fails the settlement's transaction).
 *
 * v2 (`contracts.open`, `contracts.close`) cites a leaf of the public price log (source `price_log`, id
 * `<symbol>#<seq>`) and declares the rule that chose it, so a verifier checks the choice and not just the
 * arithmetic: an entry, an owner's or a batch close took the last leaf at or before `accepted_at`; a take-profit,
 * a stop-loss or a liquidation took the first leaf from the position's open leaf (`since_seq`) on that crossed
 * `level` (ticks[1], when cited, is the leaf before it). v1 (`market.mark` rows) stays registered for older
 * receipts and for prices recorded before the log (a candle close or a tick without seq).
 *
 * `contracts.close` v3 proves the two inputs v2 states: `since_seq` by a second rule on its leaf, and a
 * liquidation's `level` by recomputing it from the margin group it carries (contracts.receipts-group.ts).
 */
import { normalize } from '@app/money';
import { PRICE_LOG_SOURCE, parseLeafId } from '@app/pricelog/bundle';
import type { RuleClaim } from '@app/pricelog/rules';
import type { Formula, ReceiptDraft, ReceiptTick } from '../receipts';
import { groupLevel } from './contracts.receipts-group';
import type { Side } from './engine/formulas';
import { closeSplit, entrySplit, type MarginMode, overnightSplit } from './engine/settlement';

const n = normalize;
const side = (v: string | undefined): Side => (v === 'short' ? 'short' : 'long');
const mode = (v: string | undefined): MarginMode => (v === 'isolated' ? 'isolated' : 'cross');
const need = (inputs: Readonly<Record<string, string>>, key: string): string => {
  const v = inputs[key];
  if (v === undefined) throw new Error(`missing input ${key}`);
  return v;
};
const firstTick = (ticks: readonly ReceiptTick[]): ReceiptTick => {
  const t = ticks[0];
  if (!t) throw new Error('needs the recorded price');
  return t;
};

export const contractOpenFormula: Formula = {
  name: 'contracts.open',
  version: 1,
  describe:
    'fill = reference + spread for a long, reference − spread for a short; quantity = lots × lot_size; ' +
    'value = fill × quantity; margin = ⌈value ÷ multiple⌉; fee = ⌈value × fee_rate⌉ (at the coin scale).',
  compute(inputs, ticks) {
    const s = entrySplit({
      side: side(inputs.side),
      reference: firstTick(ticks).price,
      spread: need(inputs, 'spread'),
      lots: Number(need(inputs, 'lots')),
      lotSize: need(inputs, 'lot_size'),
      multiple: Number(need(inputs, 'multiple')),
      feeRate: need(inputs, 'fee_rate'),
      scale: Number(need(inputs, 'scale')),
    });
    if (!s) throw new Error('no positive fill price');
    return {
      fill_price: n(s.fillPrice),
      quantity: n(s.quantity),
      value: n(s.value),
      margin: n(s.margin),
      fee: n(s.fee),
    };
  },
};

export const contractCloseFormula: Formula = {
  name: 'contracts.close',
  version: 1,
  describe:
    'close = reference − spread for a long, reference + spread for a short; P/L long = (close − entry) × ' +
    'quantity, short = (entry − close) × quantity (never × the leverage); returned = ⌊margin + P/L⌋ when ' +
    'positive, else 0, and the loss beyond the margin comes from the free balance (cross) and then the ' +
    'insurance fund.',
  compute(inputs, ticks) {
    const s = closeSplit({
      side: side(inputs.side),
      entry: need(inputs, 'entry_price'),
      reference: firstTick(ticks).price,
      spread: need(inputs, 'spread'),
      quantity: need(inputs, 'quantity'),
      margin: need(inputs, 'margin'),
      mode: mode(inputs.margin_mode),
      available: need(inputs, 'available'),
      scale: Number(need(inputs, 'scale')),
    });
    return {
      close_price: n(s.closePrice),
      pnl: n(s.pnl),
      returned: n(s.returned),
      from_balance: n(s.fromBalance),
      insurance: n(s.insurance),
    };
  },
};

export const contractOvernightFormula: Formula = {
  name: 'contracts.overnight',
  version: 1,
  describe:
    'fee = ⌈entry × quantity × daily rate⌉; taken from the margin first, then (cross) from the free balance; ' +
    'what neither covers is not taken.',
  compute(inputs) {
    const s = overnightSplit({
      entry: need(inputs, 'entry_price'),
      quantity: need(inputs, 'quantity'),
      rate: need(inputs, 'rate'),
      margin: need(inputs, 'margin'),
      mode: mode(inputs.margin_mode),
      available: need(inputs, 'available'),
      scale: Number(need(inputs, 'scale')),
    });
    return {
      fee: n(s.fee),
      from_margin: n(s.fromMargin),
      from_balance: n(s.fromBalance),
      uncollected: n(s.uncollected),
    };
  },
};

function leafOf(t: ReceiptTick | undefined, symbol: string, what: string): number {
  const ref = t && t.source === PRICE_LOG_SOURCE ? parseLeafId(t.id) : null;
  if (!t || !ref || ref.symbol !== t.symbol) throw new Error(`${what}: not a price-log leaf`);
  if (ref.symbol !== symbol) throw new Error(`${what}: a leaf of another instrument`);
  return ref.seq;
}

/** ticks[1], when cited, must be the leaf just before ticks[0] (the one a crossing is judged against). */
function checkPrevious(ticks: readonly ReceiptTick[], symbol: string, chosen: number) {
  if (ticks.length > 2) throw new Error('too many ticks');
  if (ticks[1] && leafOf(ticks[1], symbol, 'previous') !== chosen - 1)
    throw new Error('ticks[1] is not the leaf before ticks[0]');
}

const lastAtOrBeforeClaim = (inputs: Readonly<Record<string, string>>, symbol: string, chosen: number): RuleClaim => {
  const at = Number(need(inputs, 'accepted_at'));
  if (!Number.isSafeInteger(at)) throw new Error('accepted_at is not a time');
  return { rule: 'last_at_or_before', symbol, at, chosen };
};

export const contractOpenFormulaV2: Formula = {
  ...contractOpenFormula,
  version: 2,
  describe:
    'ticks[0] is a leaf of the public price log: the last one at or before accepted_at (a market entry: its ' +
    'acceptance; a limit entry: the tick that reached it). fill = reference + spread for a long, reference − ' +
    'spread for a short; quantity = lots × lot_size; value = fill × quantity; margin = ⌈value ÷ multiple⌉; fee = ' +
    '⌈value × fee_rate⌉ (at the coin scale).',
  rules(inputs, ticks) {
    const symbol = need(inputs, 'symbol');
    const chosen = leafOf(ticks[0], symbol, 'entry');
    if (ticks.length !== 1) throw new Error('an entry cites one leaf');
    return [lastAtOrBeforeClaim(inputs, symbol, chosen)];
  },
};

/** Which way a trigger's price must move: a long's take-profit and a short's stop-loss up, the others down. */
export const stopDirection = (sideOf: Side, reason: 'tp' | 'sl'): 'up' | 'down' =>
  (sideOf === 'long') === (reason === 'tp') ? 'up' : 'down';

const CLOSE_V2_DESCRIBE =
  'ticks[0] is a leaf of the public price log. An owner or batch close: the last leaf at or before ' +
  'accepted_at. A take-profit, stop-loss or liquidation: the first leaf from the open leaf (since_seq) on that ' +
  'reached level (direction up: ≥, down: ≤; a take-profit or stop-loss level is the position’s own, its ' +
  'direction follows the side), ticks[1] being the leaf before it; a liquidation not fired by a crossing (its ' +
  'margin or balance changed) uses the last leaf at or before accepted_at. close = reference − spread for a ' +
  'long, reference + spread for a short; P/L long = (close − entry) × quantity, short = (entry − close) × ' +
  'quantity (never × the leverage); returned = ⌊margin + P/L⌋ when positive, else 0, and the loss beyond the ' +
  'margin comes from the free balance (cross) and then the insurance fund.';

/** The claims v2 and v3 share: the close's own leaf (crossing or time). */
function closeClaims(inputs: Readonly<Record<string, string>>, ticks: readonly ReceiptTick[]): RuleClaim[] {
  const symbol = need(inputs, 'symbol');
  const chosen = leafOf(ticks[0], symbol, 'close');
  checkPrevious(ticks, symbol, chosen);
  if (inputs.level === undefined) {
    if (ticks.length !== 1) throw new Error('a close at a time cites one leaf');
    return [lastAtOrBeforeClaim(inputs, symbol, chosen)];
  }
  const direction = need(inputs, 'direction');
  if (direction !== 'up' && direction !== 'down') throw new Error('direction is up or down');
  return [
    { rule: 'first_crossing', symbol, level: need(inputs, 'level'), direction, since_seq: sinceOf(inputs), chosen },
  ];
}

function sinceOf(inputs: Readonly<Record<string, string>>): number {
  const since = Number(need(inputs, 'since_seq'));
  if (!Number.isSafeInteger(since) || since < 0) throw new Error('since_seq is not a seq');
  return since;
}

function checkReason(inputs: Readonly<Record<string, string>>) {
  const reason = need(inputs, 'reason');
  const crossing = inputs.level !== undefined;
  if ((reason === 'tp' || reason === 'sl') && !crossing) throw new Error(`a ${reason} close is a crossing`);
  if ((reason === 'user' || reason === 'batch') && crossing) throw new Error(`a ${reason} close is not a crossing`);
  if ((reason === 'tp' || reason === 'sl') && need(inputs, 'direction') !== stopDirection(side(inputs.side), reason))
    throw new Error(`the ${reason} of a ${side(inputs.side)} is not crossed ${inputs.direction}`);
  return reason;
}

export const contractCloseFormulaV2: Formula = {
  ...contractCloseFormula,
  version: 2,
  describe: CLOSE_V2_DESCRIBE,
  compute(inputs, ticks) {
    checkReason(inputs);
    return contractCloseFormula.compute(inputs, ticks);
  },
  rules(inputs, ticks) {
    const claims = closeClaims(inputs, ticks);
    if (inputs.level === undefined) return claims;
    // v2 states these two; v3 proves them. Said in the verifier's output, the verdict is as before.
    const symbol = need(inputs, 'symbol');
    const stated = (input: string, value: string): RuleClaim => ({
      rule: 'derived_input',
      symbol,
      input,
      stated: value,
      derived: null,
      from: 'contracts.close v2',
    });
    claims.push(stated('since_seq', String(sinceOf(inputs))));
    if (inputs.reason === 'liquidation') claims.push(stated('level', `${inputs.level} (${inputs.direction})`));
    return claims;
  },
};

/**
 * v3 proves the two inputs v2 only states. since_seq: the open leaf, the last at or before `opened_at` (the open
 * receipt's `accepted_at`, the same rule the open receipt proves), or, when the stops were set after the open, the
 * first leaf stamped after `stops_at` (a crossing before it was never this stop's). A liquidation's level: recomputed
 * from the margin group the receipt carries, with the engine's published `liquidationLevel`.
 */
export const contractCloseFormulaV3: Formula = {
  ...contractCloseFormula,
  version: 3,
  describe:
    `${CLOSE_V2_DESCRIBE} since_seq is proved: the position’s open leaf, the last at or before opened_at (its open ` +
    'receipt’s accepted_at), or for a take-profit or stop-loss set after the open the first leaf stamped after ' +
    'stops_at. A liquidation’s level is recomputed from its margin group: group (each position’s symbol, side, ' +
    'entry, quantity, margin, threshold), group_balance (the free balance counted, 0 when isolated) and ' +
    'group_prices (the recorded price of every other instrument of the group); the group is due when ' +
    'floor((balance + Σ margin + Σ P/L) × 100 ÷ Σ margin, 2) ≤ the highest threshold, and level is the price of ' +
    'this instrument where that starts, the others held.',
  compute(inputs, ticks) {
    const reason = checkReason(inputs);
    if (inputs.stops_at !== undefined && reason !== 'tp' && reason !== 'sl')
      throw new Error('only a take-profit or stop-loss has stops_at');
    return contractCloseFormula.compute(inputs, ticks);
  },
  rules(inputs, ticks) {
    const claims = closeClaims(inputs, ticks);
    if (inputs.level === undefined) return claims;
    const symbol = need(inputs, 'symbol');
    claims.push(sinceClaim(inputs, symbol, sinceOf(inputs)));
    if (inputs.reason === 'liquidation') claims.push(levelClaim(inputs, symbol));
    return claims;
  },
};

const timeOf = (inputs: Readonly<Record<string, string>>, key: string): number => {
  const at = Number(need(inputs, key));
  if (!Number.isSafeInteger(at)) throw new Error(`${key} is not a time`);
  return at;
};

function sinceClaim(inputs: Readonly<Record<string, string>>, symbol: string, since: number): RuleClaim {
  if (inputs.stops_at !== undefined)
    return {
      rule: 'first_at_or_after',
      symbol,
      at: timeOf(inputs, 'stops_at') + 1,
      chosen: since,
      as: 'since_seq: the first leaf after the stops were set',
    };
  return {
    rule: 'last_at_or_before',
    symbol,
    at: timeOf(inputs, 'opened_at'),
    chosen: since,
    as: 'since_seq: the position’s open leaf',
  };
}

function levelClaim(inputs: Readonly<Record<string, string>>, symbol: string): RuleClaim {
  const d = groupLevel(inputs, symbol);
  return {
    rule: 'derived_input',
    symbol,
    input: 'level',
    stated: `${need(inputs, 'level')} (${need(inputs, 'direction')})`,
    derived: d ? `${d.level} (${d.direction})` : 'none (the group holds no net quantity of it)',
    from: 'group, group_balance and group_prices',
  };
}

export const CONTRACT_FORMULAS = [
  contractOpenFormula,
  contractOpenFormulaV2,
  contractCloseFormula,
  contractCloseFormulaV2,
  contractCloseFormulaV3,
  contractOvernightFormula,
];

type Base = { userId: number; positionId: number };

/** v2 when ticks[0] is a price-log leaf (the rule's inputs are then part of `inputs`), v1 with a mark. */
const isLeaf = (ticks: readonly ReceiptTick[]) => ticks[0]?.source === PRICE_LOG_SOURCE;

export const openReceipt = (
  p: Base & { ticks: ReceiptTick[]; inputs: Record<string, string>; result: Record<string, string> },
): ReceiptDraft => ({
  kind: 'contracts.open',
  userId: p.userId,
  refType: 'contract_position',
  refId: String(p.positionId),
  priceSource: isLeaf(p.ticks) ? PRICE_LOG_SOURCE : 'market.mark',
  ticks: p.ticks,
  formula: isLeaf(p.ticks) ? contractOpenFormulaV2 : contractOpenFormula,
  inputs: p.inputs,
  result: p.result,
});

/** v3 when a crossing close can prove its since_seq (a position opened on the log); v2 otherwise, as before. */
const provesSince = (inputs: Readonly<Record<string, string>>) =>
  inputs.level === undefined || inputs.opened_at !== undefined || inputs.stops_at !== undefined;

export const closeReceipt = (
  p: Base & { ticks: ReceiptTick[]; inputs: Record<string, string>; result: Record<string, string> },
): ReceiptDraft => ({
  kind: 'contracts.close',
  userId: p.userId,
  refType: 'contract_position',
  refId: String(p.positionId),
  priceSource: isLeaf(p.ticks) ? PRICE_LOG_SOURCE : 'market.mark',
  ticks: p.ticks,
  formula: !isLeaf(p.ticks)
    ? contractCloseFormula
    : provesSince(p.inputs)
      ? contractCloseFormulaV3
      : contractCloseFormulaV2,
  inputs: p.inputs,
  result: p.result,
});

/**
 * A position pays one overnight fee a night, so its receipts are keyed by the night: under the position's own ref
 * (`contract_position`, id) a second night would collide with the first on `receipts_ref_user`.
 */
export const OVERNIGHT_REF = 'contract_overnight';
export const overnightRef = (positionId: number, day: string) => `${positionId}:${day}`;

export const overnightReceipt = (
  p: Base & { day: string; inputs: Record<string, string>; result: Record<string, string> },
): ReceiptDraft => ({
  kind: 'contracts.overnight',
  userId: p.userId,
  refType: OVERNIGHT_REF,
  refId: overnightRef(p.positionId, p.day),
  priceSource: '',
  ticks: [],
  formula: contractOvernightFormula,
  inputs: p.inputs,
  result: p.result,
});
