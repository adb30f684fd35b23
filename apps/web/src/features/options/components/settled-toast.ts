import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { directionOf, type Order, outcomeOf } from '../api/types';
import { fmtSigned } from '../model/format';
import { netOf } from '../model/results';

/** Toasts a newly settled order: 'BTC/USDT Up: Won, +8.49 USDT'. */
export function useSettledToast(): (o: Order) => void {
  const { t } = useTranslation();
  return (o) =>
    showToast(
      t('options.settled', {
        symbol: o.symbol_name,
        direction: t(`options.dir.${directionOf(o.type)}`),
        outcome: t(`options.outcome.${outcomeOf(o.profit_result)}`),
        net: fmtSigned(netOf(o), o.currency_name),
        coin: o.currency_name,
      }),
    );
}
