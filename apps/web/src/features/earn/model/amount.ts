import { currencyScale, gt, isPositive, lt } from '@app/money';

/**
 * The subscription amount and the dual share count, checked before anything is sent (spec §8: a correct amount;
 * invest quantity required and whole). The server checks again and its refusal is shown as it comes.
 */
export type AmountProblem = 'empty' | 'format' | 'decimals' | 'min' | 'max' | 'budget' | 'balance';

const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;

export type AmountLimits = {
  coin: string;
  min: string;
  /** '' = no maximum. */
  max: string;
  /** The largest amount the campaign can still pay the yield of ('' = no limit). */
  budgetCap: string;
  /** The spot balance when known. */
  balance?: string;
};

export function amountProblem(input: string, l: AmountLimits): AmountProblem | undefined {
  const v = input.trim();
  if (v === '') return 'empty';
  if (!DECIMAL.test(v) || !isPositive(v)) return 'format';
  if ((v.split('.')[1]?.length ?? 0) > currencyScale(l.coin)) return 'decimals';
  if (l.min && lt(v, l.min)) return 'min';
  if (l.max && gt(v, l.max)) return 'max';
  if (l.budgetCap !== '' && gt(v, l.budgetCap)) return 'budget';
  if (l.balance !== undefined && gt(v, l.balance)) return 'balance';
  return undefined;
}

export type SharesProblem = 'empty' | 'whole' | 'left' | 'limit';

/** Whole shares from 1, within the product's remaining shares and the per-user limit. */
export function sharesProblem(input: string, remaining: number, userLimit: number): SharesProblem | undefined {
  const v = input.trim();
  if (v === '') return 'empty';
  if (!/^\d{1,7}$/.test(v) || Number(v) < 1) return 'whole';
  if (Number(v) > remaining) return 'left';
  if (userLimit > 0 && Number(v) > userLimit) return 'limit';
  return undefined;
}
