import Decimal from 'decimal.js';

/**
 * Pure converters between the wire's decimal strings and the engine's integers, with decimal.js string math
 * (never a JS float): price ↔ ticks (tickSize), amount ↔ lots (lotSize), quote amount ↔ quote units
 * (tickSize × lotSize). A private Decimal clone with ample precision keeps every division below exact for the
 * ≤ 2^53 integers the engine accepts. (packages/money wraps decimal.js for ledger amounts; the engine needs
 * only these few exact operations, so it stays free of that dependency.)
 */
const D = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_DOWN, toExpNeg: -40, toExpPos: 40 });
const DECIMAL_RE = /^\d+(\.\d+)?$/;
const MAX = new D(Number.MAX_SAFE_INTEGER);

export class UnitError extends Error {
  constructor(
    readonly code: 'INVALID_DECIMAL' | 'NOT_POSITIVE' | 'NOT_A_MULTIPLE' | 'TOO_LARGE',
    message: string,
  ) {
    super(message);
    this.name = 'UnitError';
  }
}

function parse(what: string, s: string): Decimal {
  if (typeof s !== 'string' || !DECIMAL_RE.test(s)) throw new UnitError('INVALID_DECIMAL', `${what}: not a decimal`);
  const d = new D(s);
  if (d.lte(0)) throw new UnitError('NOT_POSITIVE', `${what} must be positive`);
  return d;
}

function toSafe(what: string, d: Decimal): number {
  if (d.gt(MAX)) throw new UnitError('TOO_LARGE', `${what} is too large for the engine`);
  return d.toNumber(); // an integer ≤ 2^53 − 1: exact as a JS number
}

/** Exact multiple of `step` → the integer count; otherwise NOT_A_MULTIPLE. */
function toSteps(what: string, value: string, step: string): number {
  const v = parse(what, value);
  const q = v.div(parse(`${what} step`, step));
  if (!q.isInteger()) throw new UnitError('NOT_A_MULTIPLE', `${what} ${value} is not a multiple of ${step}`);
  return toSafe(what, q);
}

function fromSteps(what: string, n: number, step: string): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new UnitError('INVALID_DECIMAL', `${what}: not a count`);
  return new D(n).mul(parse(`${what} step`, step)).toFixed();
}

/** '65000.10' with tick '0.01' → 6500010. Throws UnitError unless a positive exact multiple of the tick. */
export function priceToTicks(price: string, tickSize: string): number {
  return toSteps('price', price, tickSize);
}

/** 6500010 with tick '0.01' → '65000.1'. */
export function ticksToPrice(ticks: number, tickSize: string): string {
  return fromSteps('ticks', ticks, tickSize);
}

/** '0.0025' with lot '0.0001' → 25. Throws UnitError unless a positive exact multiple of the lot. */
export function qtyToLots(qty: string, lotSize: string): number {
  return toSteps('quantity', qty, lotSize);
}

/** 25 with lot '0.0001' → '0.0025'. */
export function lotsToQty(lots: number, lotSize: string): string {
  return fromSteps('lots', lots, lotSize);
}

/** The size of one quote unit (ticks × lots) in the quote currency: tickSize × lotSize. */
export function quoteUnitSize(tickSize: string, lotSize: string): string {
  return parse('tick', tickSize).mul(parse('lot', lotSize)).toFixed();
}

/**
 * A quote budget ('100.5' USDT) → whole quote units, rounded DOWN: a budget is a ceiling, and the sub-unit
 * dust can never be spent anyway (the smallest trade is one tick × one lot). The caller keeps the dust frozen
 * or not at all; `quoteUnitsToAmount` gives back the exact spendable amount.
 */
export function quoteToUnits(amount: string, tickSize: string, lotSize: string): number {
  const units = parse('quote amount', amount).div(quoteUnitSize(tickSize, lotSize)).floor();
  if (units.lte(0)) throw new UnitError('NOT_POSITIVE', 'quote amount is below one tick × one lot');
  return toSafe('quote amount', units);
}

/** Quote units → the decimal amount of the quote currency. */
export function quoteUnitsToAmount(units: number, tickSize: string, lotSize: string): string {
  return fromSteps('quote units', units, quoteUnitSize(tickSize, lotSize));
}
