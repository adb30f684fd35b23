import { useTranslation } from '../../../i18n/use-translation';
import type { Pair } from '../api/types';
import type { FormState, Summary } from '../model/form';
import { fmtCost, fmtPrice, fmtSmall } from '../model/format';

/** The confirmation dialog's content: side, type, price, amount, total and fee, as the form computed them. */
export function ConfirmSummary({ state, summary, pair }: { state: FormState; summary: Summary; pair: Pair }) {
  const { t } = useTranslation();
  const approx = summary.estimated ? `${t('spot.estimated')} ` : '';
  const rows: Array<[string, string, string]> = [
    ['side', t('spot.confirm.side'), t(`spot.${state.side}`)],
    ['type', t('spot.confirm.type'), t(`spot.${state.orderType}`)],
    [
      'price',
      t('spot.confirm.price'),
      state.orderType === 'market'
        ? t('spot.confirm.market')
        : `${summary.price ? fmtPrice(summary.price, pair) : '--'} ${pair.legal_name}`,
    ],
    [
      'amount',
      t('spot.confirm.amount'),
      `${approx}${summary.amount ? fmtSmall(summary.amount) : '--'} ${pair.currency_name}`,
    ],
    [
      'total',
      t('spot.confirm.total'),
      `${approx}${summary.total ? fmtCost(summary.total, pair) : '--'} ${pair.legal_name}`,
    ],
    ['fee', t('spot.confirm.fee'), `${approx}${fmtSmall(summary.fee ?? '0')} ${summary.feeCurrency}`],
  ];
  return (
    <div className="confirm-summary" data-testid="trade-confirm">
      <dl>
        {rows.map(([key, label, value]) => (
          <div key={key} className={key === 'side' ? `confirm-${state.side}` : undefined}>
            <dt>{label}</dt>
            <dd data-testid={`confirm-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {summary.estimated && <p className="confirm-note">{t('spot.confirm.note')}</p>}
    </div>
  );
}
