/**
 * Sign and zero tests on decimal strings, by their text: amounts are never turned into JS numbers (a float would round
 * them), and these screens only need to know the sign, not to compute.
 */
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

export const isDecimal = (v: string) => DECIMAL.test(v.trim());
export const isZeroAmount = (v: string) => /^[+-]?0*(\.0*)?$/.test(v.trim()) && /\d/.test(v);
export const isNegativeAmount = (v: string) => v.trim().startsWith('-') && !isZeroAmount(v);

/** `+12.5` for a credit, `-12.5` for a debit, `0` as is: the operator reads the direction at a glance. */
export function signed(v: string): string {
  const t = v.trim();
  if (t.startsWith('-') || t.startsWith('+') || isZeroAmount(t)) return t;
  return `+${t}`;
}

/** `-5` → `5`: the magnitude of a signed amount for a sentence that already says "credit" or "debit". */
export const unsigned = (v: string) => v.trim().replace(/^[+-]/, '');
