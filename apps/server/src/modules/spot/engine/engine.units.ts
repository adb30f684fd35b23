import { countSteps, mul, stepsToAmount } from '@app/money';

/**
 * Pure converters between the wire's decimal strings and the engine's integers, exact in BigInt through the money
 * helper (never a JS float): price ↔ ticks (tickSize), amount ↔ lots (lotSize), quote amount ↔ quote units
 * (tickSize × lotSize). Counts above 2^53 − 1 are refused: the engine works in safe JS integers.
 */
const DECIMAL_RE = /^\d+(\.\d+)?$/;
const MAX = BigInt(Number.MAX_SAFE_INTEGER);

export class UnitError extends Error {
  constructor(
    readonly code: 'INVALID_DECIMAL' | 'NOT_POSITIVE' | 'NOT_A_MULTIPLE' | 'TOO_LARGE',
    message: string,
  ) {
    super(message);
    this.name = 'UnitError';
  }
}

function parse(what: string, s: string): string {
  if (typeof s !== 'string' || !DECIMAL_RE.test(s)) throw new UnitError('INVALID_DECIMAL', `${what}: not a decimal`);
  if (!/[1-9]/.test(s)) throw new UnitError('NOT_POSITIVE', `${what} must be positive`);
  return s;
}

function toSafe(what: string, n: bigint): number {
  if (n > MAX) throw new UnitError('TOO_LARGE', `${what} is too large for the engine`);
  return Number(n); // an integer ≤ 2^53 − 1: exact as a JS number
}

/** Exact multiple of `step` → the integer count; otherwise NOT_A_MULTIPLE. */
function toSteps(what: string, value: string, step: string): number {
  const q = countSteps(parse(what, value), parse(`${what} step`, step));
  if (!q.exact) throw new UnitError('NOT_A_MULTIPLE', `${what} ${value} is not a multiple of ${step}`);
  return toSafe(what, q.count);
}

function fromSteps(what: string, n: number, step: string): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new UnitError('INVALID_DECIMAL', `${what}: not a count`);
  return stepsToAmount(BigInt(n), parse(`${what} step`, step));
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
  return mul(parse('tick', tickSize), parse('lot', lotSize));
}

/**
 * A quote budget ('100.5' USDT) → whole quote units, rounded DOWN: a budget is a ceiling, and the sub-unit
 * dust can never be spent anyway (the smallest trade is one tick × one lot). The caller keeps the dust frozen
 * or not at all; `quoteUnitsToAmount` gives back the exact spendable amount.
 */
export function quoteToUnits(amount: string, tickSize: string, lotSize: string): number {
  const { count } = countSteps(parse('quote amount', amount), quoteUnitSize(tickSize, lotSize));
  if (count <= 0n) throw new UnitError('NOT_POSITIVE', 'quote amount is below one tick × one lot');
  return toSafe('quote amount', count);
}

/** Quote units → the decimal amount of the quote currency. */
export function quoteUnitsToAmount(units: number, tickSize: string, lotSize: string): string {
  return fromSteps('quote units', units, quoteUnitSize(tickSize, lotSize));
}
