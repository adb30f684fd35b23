/**
 * Amounts and rates of the earn screens, computed on their digits (BigInt), never as JS numbers: the product drawer
 * previews what 1000 earns with the settlement's own rounding (a yield rounds down, a penalty up, at the coin's
 * decimals), so the operator sees the figures the server will list and users will be paid.
 */

/** An amount as the server takes it: up to 18 digits on each side of the point. */
export const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
/** A rate: a fraction from 0 to 1 with at most 18 decimals. */
export const RATE = /^(0(\.\d{1,18})?|1(\.0{1,18})?)$/;
const SIGNED = /^[+-]?\d+(\.\d+)?$/;

/** How many digits follow the decimal point (`'0.050'` → 3). */
export const decimalsOf = (v: string) => (v.includes('.') ? (v.split('.')[1] ?? '').length : 0);

function units(v: string, scale: number): bigint {
  const t = v.trim();
  const [int = '0', frac = ''] = t.replace(/^[+-]/, '').split('.');
  const digits = BigInt(`${int}${frac.padEnd(scale, '0').slice(0, scale)}`);
  return t.startsWith('-') ? -digits : digits;
}

/** `n / 10^scale` as the server writes it: no trailing zeros, no sign on zero. */
function text(n: bigint, scale: number): string {
  let u = n;
  let s = scale;
  while (s > 0 && u % 10n === 0n) {
    u /= 10n;
    s -= 1;
  }
  const negative = u < 0n;
  const digits = (negative ? -u : u).toString().padStart(s + 1, '0');
  const body = s === 0 ? digits : `${digits.slice(0, -s)}.${digits.slice(-s)}`;
  return negative ? `-${body}` : body;
}

/** A positive amount with at most `scale` decimals (what a budget move, a minimum or a maximum must be). */
export const isPositiveAmount = (v: string, scale: number) =>
  AMOUNT.test(v) && /[1-9]/.test(v) && decimalsOf(v) <= scale;

/** -1, 0 or 1 as `a` is below, equal to or above `b` (plain signed decimals). */
export function compare(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(decimalsOf(a.trim()), decimalsOf(b.trim()));
  const x = units(a, scale);
  const y = units(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a + b, or a − b, exactly (signed decimals). */
export function plus(a: string, b: string, sign: 1 | -1 = 1): string {
  if (!SIGNED.test(a.trim()) || !SIGNED.test(b.trim())) return '';
  const scale = Math.max(decimalsOf(a.trim()), decimalsOf(b.trim()));
  return text(units(a, scale) + BigInt(sign) * units(b, scale), scale);
}

/** 1000 × `rate` rounded to `scale` decimals: down for a yield (the user receives), up for a penalty (pays). */
function per1000(rate: string, scale: number, direction: 'down' | 'up'): bigint {
  const r = rate.trim();
  const exact = units(r, decimalsOf(r)) * 1000n;
  const shift = decimalsOf(r) - scale;
  if (shift <= 0) return exact * 10n ** BigInt(-shift);
  const unit = 10n ** BigInt(shift);
  const q = exact / unit;
  return direction === 'up' && exact % unit !== 0n ? q + 1n : q;
}

/**
 * What 1000 of the coin earns a day and over `days` days (⌊1000 × daily_rate⌋ at the coin's decimals, then × days),
 * and the penalty per remaining day of an early redemption (⌈1000 × penalty_rate⌉, at most the 1000). Undefined
 * while a value is not one yet (a field being typed).
 */
export function per1000Terms(p: { dailyRate: string; penaltyRate: string; days: number | null; scale: number }) {
  const { dailyRate, penaltyRate, days, scale } = p;
  if (!RATE.test(dailyRate.trim()) || !RATE.test(penaltyRate.trim())) return undefined;
  if (days === null || !Number.isInteger(days) || days < 1) return undefined;
  const daily = per1000(dailyRate, scale, 'down');
  const penalty = per1000(penaltyRate, scale, 'up');
  const cap = 1000n * 10n ** BigInt(scale);
  return {
    daily: text(daily, scale),
    term: text(daily * BigInt(days), scale),
    penalty: text(penalty > cap ? cap : penalty, scale),
  };
}

/**
 * What an experience voucher of `amount` pays on a product (its whole term's yield): ⌊amount × daily_rate⌋ at the
 * coin's decimals, then × days, as the server's `voucherValue`. Undefined while a value is not one yet.
 */
export function voucherYield(p: { amount: string; dailyRate: string; days: number; scale: number }) {
  const amount = p.amount.trim();
  const rate = p.dailyRate.trim();
  if (!AMOUNT.test(amount) || !RATE.test(rate) || !Number.isInteger(p.days) || p.days < 1) return undefined;
  const da = decimalsOf(amount);
  const dr = decimalsOf(rate);
  const exact = units(amount, da) * units(rate, dr);
  const shift = da + dr - p.scale;
  const daily = shift <= 0 ? exact * 10n ** BigInt(-shift) : exact / 10n ** BigInt(shift);
  return text(daily * BigInt(p.days), p.scale);
}

/**
 * The yield one dual share bought now reserves from its campaign, as the server's `dualYieldOf`: the growth
 * F − 1 = ⌊days × APR ÷ 365⌋ at 18 decimals, then ⌈unit × (F − 1)⌉ at the paid coin's decimals. Undefined while a
 * value is not one yet.
 */
export function dualShareYield(p: { unit: string; apr: string; days: number; scale: number }) {
  const unit = p.unit.trim();
  const apr = p.apr.trim();
  if (!AMOUNT.test(unit) || !AMOUNT.test(apr) || !Number.isInteger(p.days) || p.days < 1) return undefined;
  const da = decimalsOf(apr);
  const du = decimalsOf(unit);
  const growth = (BigInt(p.days) * units(apr, da) * 10n ** 18n) / (365n * 10n ** BigInt(da));
  const exact = units(unit, du) * growth;
  const shift = du + 18 - p.scale;
  if (shift <= 0) return text(exact * 10n ** BigInt(-shift), p.scale);
  const step = 10n ** BigInt(shift);
  const q = exact / step;
  return text(exact % step === 0n ? q : q + 1n, p.scale);
}

/** `amount` × a whole number `n`, exactly (a per-share figure for several shares). */
export function timesWhole(amount: string, n: number): string {
  const a = amount.trim();
  if (!AMOUNT.test(a) || !Number.isInteger(n) || n < 0) return '';
  const scale = decimalsOf(a);
  return text(units(a, scale) * BigInt(n), scale);
}
