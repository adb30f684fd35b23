import { add, gt, isAmountString, isPositive, lt, mul, round } from '@app/money';
import type { Side } from './calc';

/**
 * Price inputs of the contract screens (limit entry, take-profit, stop-loss): what the server accepts
 * (contracts.validate.ts `priceField`, contracts.exec.ts `checkStops`), checked while the user types so the hint
 * is on screen before the request.
 */

/** Keeps digits and one dot, at most `decimals` decimals: what a price field accepts while typing. */
export function cleanDecimal(text: string, decimals: number): string {
  const s = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [int = '', ...rest] = s.split('.');
  if (rest.length === 0) return int;
  return decimals <= 0 ? int : `${int}.${rest.join('').slice(0, decimals)}`;
}

/** Digits only: lots are whole numbers. */
export const cleanWhole = (text: string): string =>
  text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 10);

/** A positive decimal with at most `decimals` decimals, normalised; null otherwise ('', '0', '1.', '1e3'). */
export function parsePrice(text: string, decimals: number): string | null {
  const s = text.trim();
  if (!/^\d+(\.\d+)?$/.test(s) || !isAmountString(s)) return null;
  const frac = s.split('.')[1] ?? '';
  if (frac.length > decimals) return null;
  return isPositive(s) ? s : null;
}

/** The smallest price step of a pair: 10^-precision ('0.01' for 2). */
export const tickOf = (precision: number): string => (precision <= 0 ? '1' : `0.${'0'.repeat(precision - 1)}1`);

/** A price moved by `ticks` steps from `from` (the typed price, else the last price), never below one step. */
export function stepPrice(from: string, precision: number, ticks: number): string {
  const tick = tickOf(precision);
  const base = isPositive(from || '0') ? round(from, precision, 'floor') : '0';
  const next = add(base, mul(tick, String(ticks)));
  return gt(next, '0') ? round(next, precision, 'floor') : tick;
}

export type StopKind = 'tp' | 'sl';
/** Keys of `contracts.stops.*`: a bad number, or on the wrong side of the entry and the current price. */
export type StopError = 'price' | 'tpLong' | 'slLong' | 'tpShort' | 'slShort';

/**
 * TP/SL against the entry and the current price (the server's rule): a long's take-profit above both, its
 * stop-loss below both; a short's the other way. '' means "none" and is fine.
 */
export function stopError(
  kind: StopKind,
  text: string,
  p: { side: Side; entry: string | null; current: string | null; precision: number },
): StopError | null {
  if (text.trim() === '') return null;
  const price = parsePrice(text, p.precision);
  if (price === null) return 'price';
  const refs = [p.entry, p.current].filter((v): v is string => v !== null && isPositive(v));
  const above = refs.every((r) => gt(price, r));
  const below = refs.every((r) => lt(price, r));
  if (p.side === 'long') {
    if (kind === 'tp' && !above) return 'tpLong';
    if (kind === 'sl' && !below) return 'slLong';
  } else {
    if (kind === 'tp' && !below) return 'tpShort';
    if (kind === 'sl' && !above) return 'slShort';
  }
  return null;
}

/** The price a stop must pass: the higher (long TP, short SL) or lower (long SL, short TP) of entry and current. */
export function stopBound(
  kind: StopKind,
  p: { side: Side; entry: string | null; current: string | null },
): { above: boolean; price: string } | null {
  const refs = [p.entry, p.current].filter((v): v is string => v !== null && isPositive(v));
  if (refs.length === 0) return null;
  const above = (p.side === 'long') === (kind === 'tp');
  const price = refs.reduce((a, b) => (above ? (gt(b, a) ? b : a) : lt(b, a) ? b : a));
  return { above, price };
}
