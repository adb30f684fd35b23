/**
 * Ratios and amounts of the options screens, read and computed on their text (BigInt digits), never as JS numbers:
 * the break-even win rate is worked out exactly as the server works it out for the app, so the operator sees the
 * number users see, and the house totals add the server's decimals without rounding.
 */

/** A ratio as the server takes it (`optionRatio`): a fraction from 0 to 1 with at most 18 decimals. */
export const RATIO = /^(0(\.\d{1,18})?|1(\.0{1,18})?)$/;
/** An amount as the server takes it: up to 18 digits on each side of the point. */
export const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
const SIGNED = /^[+-]?\d+(\.\d+)?$/;

/** The server's rounding of the break-even rate: 6 decimals, half up (engine/formulas.ts `breakEvenRate`). */
export const BREAK_EVEN_DECIMALS = 6;

function units(v: string, scale: number): bigint {
  const t = v.trim();
  const [int = '0', frac = ''] = t.replace(/^[+-]/, '').split('.');
  const digits = BigInt(`${int}${frac.padEnd(scale, '0')}`);
  return t.startsWith('-') ? -digits : digits;
}

const decimals = (v: string) => (v.includes('.') ? (v.split('.')[1] ?? '').length : 0);

/** `units / 10^scale` as the server writes it: no trailing zeros, no sign on zero. */
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

/**
 * The win rate at which a user comes out even before the fee: loss ÷ (payout + loss), 6 decimals half up, `'1'`
 * when both ratios are 0 (as the server answers). Undefined while a ratio is not one (a field being typed).
 */
export function breakEven(payout: string, loss: string): string | undefined {
  const p = payout.trim();
  const l = loss.trim();
  if (!RATIO.test(p) || !RATIO.test(l)) return undefined;
  const scale = Math.max(decimals(p), decimals(l));
  const num = units(l, scale);
  const den = units(p, scale) + num;
  if (den <= 0n) return '1';
  const q = num * 10n ** BigInt(BREAK_EVEN_DECIMALS);
  // Half up on non-negative values: add half the divisor before the floor division.
  return text((2n * q + den) / (2n * den), BREAK_EVEN_DECIMALS);
}

/**
 * True when the break-even rate is below one half: a user who wins half the time (a coin toss) comes out ahead
 * before the fee, i.e. the payout ratio is above the loss ratio.
 */
export const favoursUsers = (rate: string) =>
  units(rate, BREAK_EVEN_DECIMALS) * 2n < 10n ** BigInt(BREAK_EVEN_DECIMALS);

/** The exact sum of signed decimal texts (`'-1.5'`, `'2'`); values that are not decimals are left out. */
export function sumDecimals(values: readonly string[]): string {
  const ok = values.map((v) => v.trim()).filter((v) => SIGNED.test(v));
  const scale = Math.max(0, ...ok.map(decimals));
  return text(
    ok.reduce((sum, v) => sum + units(v, scale), 0n),
    scale,
  );
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (both plain decimals). */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(decimals(a.trim()), decimals(b.trim()));
  const x = units(a, scale);
  const y = units(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}
