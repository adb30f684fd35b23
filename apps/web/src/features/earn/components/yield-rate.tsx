import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { fmtPct } from '../model/format';

/**
 * The one kind of rate every earn screen shows: the server's APR (a year, simple) first, and for products that pay
 * daily the server's daily figure beside it. Both come from the wire as fractions; nothing is recomputed here, so
 * a screen can never disagree with what the server pays.
 */
export function yieldText(t: TFunction, apr: string, daily?: string): string {
  const year = t('earn.apr', { rate: fmtPct(apr) });
  return daily === undefined ? year : `${year} · ${t('earn.daily', { rate: fmtPct(daily) })}`;
}

export function YieldRate({ apr, daily, testId }: { apr: string; daily?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="earn-rate" data-testid={testId}>
      {t('earn.apr', { rate: fmtPct(apr) })}
      {daily !== undefined && <small className="earn-rate-daily">{t('earn.daily', { rate: fmtPct(daily) })}</small>}
    </span>
  );
}
