/** Stable codes so callers (and the server's error handler) can map a failure without parsing text. */
export type MoneyErrorCode =
  | 'INVALID_AMOUNT'
  | 'NUMBER_NOT_ALLOWED'
  | 'NOT_FINITE'
  | 'EXPONENT_NOT_ALLOWED'
  | 'TOO_MANY_DECIMALS'
  | 'DIVISION_BY_ZERO'
  | 'INVALID_SCALE'
  | 'INVALID_WEIGHTS'
  | 'NOT_REPRESENTABLE';

export class MoneyError extends Error {
  readonly code: MoneyErrorCode;

  constructor(code: MoneyErrorCode, message: string) {
    super(message);
    this.name = 'MoneyError';
    this.code = code;
  }
}
