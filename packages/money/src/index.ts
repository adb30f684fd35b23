// @app/money: the one decimal helper. Amounts are decimal strings everywhere; see README.md.
export {
  abs,
  add,
  cmp,
  div,
  eq,
  gt,
  gte,
  isNegative,
  isPositive,
  isZero,
  lt,
  lte,
  max,
  min,
  mul,
  neg,
  sub,
  sum,
} from './arith';
export {
  currencyScale,
  DEFAULT_SCALE,
  FIAT_CODES,
  FIAT_SCALE,
  resetCurrencyScales,
  roundForCurrency,
  setCurrencyScale,
} from './currency';
export { type Amount, isAmountString } from './decimal';
export { MoneyError, type MoneyErrorCode } from './errors';
export { fixedFromNumber, fromNumber, MAX_FRACTION_DIGITS, normalize, parseAmount } from './parse';
export { ROUNDING_MODES, type RoundingMode, round, roundForUser, toFixed, type UserDirection } from './round';
export { splitByWeights } from './split';
export { countSteps, stepsToAmount } from './steps';
