/**
 * Decimal texts compared and shifted exactly, by their digits (BigInt), never through JS numbers: the screens show
 * rates and amounts as the server sends them and only need to order them, compare them with a limit, or read a
 * fraction as a percentage.
 */

/** A plain decimal as the server takes it (numeric(36,18): up to 18 digits on each side of the point). */
export const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;
const SIGNED = /^[+-]?\d+(\.\d+)?$/;

/** How many digits follow the decimal point (`'0.050'` → 3). */
export const decimalsOf = (v: string) => (v.includes('.') ? (v.split('.')[1] ?? '').length : 0);

function units(v: string, scale: number): bigint {
  const t = v.trim();
  const negative = t.startsWith('-');
  const [int = '0', frac = ''] = t.replace(/^[+-]/, '').split('.');
  const digits = BigInt(`${int}${frac.padEnd(scale, '0')}`);
  return negative ? -digits : digits;
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`; undefined when either is not a decimal. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 | undefined {
  if (!SIGNED.test(a.trim()) || !SIGNED.test(b.trim())) return undefined;
  const scale = Math.max(decimalsOf(a.trim()), decimalsOf(b.trim()));
  const x = units(a, scale);
  const y = units(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `v` × `k` for a small whole `k` (the risk desk's "twice the threshold"), as exact text. */
export function timesWhole(v: string, k: number): string {
  const t = v.trim();
  const scale = decimalsOf(t);
  const n = units(t, scale) * BigInt(k);
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${int}${frac}`;
}

/** A fraction read as a percentage, by moving the point two places: `0.0005` → `0.05`, `0.1` → `10`. */
export function fractionToPercent(v: string): string {
  const t = v.trim();
  if (!DECIMAL.test(t)) return '';
  const [int = '0', frac = ''] = t.split('.');
  const padded = frac.padEnd(2, '0');
  const whole = `${int}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}
