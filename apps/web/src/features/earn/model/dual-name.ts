import { APP_LOCALES } from '@app/api';
import type { TFunction } from 'i18next';
import { parseServerTime } from '../../../lib/time';
import { fmtMoney } from './format';

type Named = { currency_name: string; type: 'call' | 'put'; exercise_price: string; end_time: string };

/** The maturity day as people write it in `lang` ('14 Dec', '12月14日'), in UTC like the wire's times. */
export function maturityDay(endTime: string, lang: string): string {
  const ms = parseServerTime(endTime);
  if (!Number.isFinite(ms)) return endTime.slice(0, 10);
  const opts = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
  return new Intl.DateTimeFormat(APP_LOCALES[lang] ?? 'en-US', opts).format(ms);
}

/**
 * A dual product in words ("BTC call, linked price 66,900, 14 Dec") instead of its code (`BTC-14DEC26-66900-C`,
 * the wire's `name`), which stays under "how it is computed".
 */
export function dualTitle(t: TFunction, lang: string, p: Named): string {
  return t(`earn.dual.name.${p.type}`, {
    coin: p.currency_name,
    strike: fmtMoney(p.exercise_price, 'USDT'),
    date: maturityDay(p.end_time, lang),
  });
}
