import { useTranslation } from '../../../i18n/use-translation';
import type { Coin, Expiry } from '../api/types';
import { fmtRatio } from '../model/format';
import { breakEvenOf } from '../model/ticket';
import { expiryLabel } from './expiry-label';

/**
 * The break-even explanation, in full before the user's first order (record.orders = 0, or a visitor): the win
 * rate at which the chosen expiry's payout, loss ratio and fee break even, and why that is hard over seconds.
 * Afterwards one line under the expiries says the rate.
 */
export function BreakEven({ coin, expiry, first }: { coin: Coin | undefined; expiry: Expiry; first: boolean }) {
  const { t } = useTranslation();
  const rate = fmtRatio(breakEvenOf(coin, expiry), 'up');
  const when = expiryLabel(t, expiry.seconds);
  if (!first) {
    return (
      <p className="sec-hint" data-testid="sec-break-even" data-rate={breakEvenOf(coin, expiry)}>
        {t('options.form.breakEven', { expiry: when, rate })}
      </p>
    );
  }
  return (
    <aside className="sec-first" data-testid="sec-first-trade" data-rate={breakEvenOf(coin, expiry)}>
      <h2>{t('options.firstTrade.title')}</h2>
      <p className="sec-first-rate" data-testid="sec-break-even">
        {rate}
      </p>
      <p>
        {t('options.firstTrade.body', {
          expiry: when,
          payout: fmtRatio(expiry.payout_ratio),
          loss: fmtRatio(expiry.loss_ratio),
          fee: fmtRatio(coin?.fee_rate ?? '0'),
          rate,
        })}
      </p>
      <p>{t('options.firstTrade.noise')}</p>
    </aside>
  );
}
