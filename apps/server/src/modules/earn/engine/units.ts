/** Small shared units of the earn engine: a day in milliseconds and the decimals an amount text carries. */
export const DAY_MS = 86_400_000;

/** Digits after the point of a plain decimal text ('12.50' → 2). */
export const decimalsOf = (v: string): number => (v.split('.')[1] ?? '').length;
