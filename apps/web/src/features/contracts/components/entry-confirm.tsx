import { formatCoin } from '@app/api';
import { useTranslation } from '../../../i18n/use-translation';
import type { Estimate, Pair } from '../api/types';
import type { FormState } from '../model/form';
import { fmtMoney, fmtPrice } from '../model/format';

/**
 * The confirmation's content: the server's estimate of this very entry (POST /lever/estimate, the formulas of the
 * fill at the price recorded now): margin, fee, what the account must hold, and the honest liquidation price.
 */
export function EntryConfirm({ pair, state, estimate }: { pair: Pair; state: FormState; estimate: Estimate }) {
  const { t } = useTranslation();
  const coin = pair.settle_currency;
  const money = (v: string) => `${fmtMoney(v, coin)} ${coin}`;
  const price = (v: string) => `${fmtPrice(v, pair.precision)} ${pair.legal_name}`;
  const limit = state.entryType === 'limit';
  const side = t(state.side === 'long' ? 'contracts.form.long' : 'contracts.form.short');
  const mode = t(state.mode === 'cross' ? 'contracts.form.cross' : 'contracts.form.isolated');
  const rows: Array<[string, string, string]> = [
    ['position', t('contracts.confirm.position'), `${side} ${pair.symbol} · ${state.multiple}× · ${mode}`],
    ['type', t('contracts.confirm.type'), t(limit ? 'contracts.form.limit' : 'contracts.form.market')],
    ['lots', t('contracts.confirm.lots'), `${state.lots} (${estimate.number} ${pair.currency_name})`],
    ['fill', t(limit ? 'contracts.confirm.limitPrice' : 'contracts.confirm.fillPrice'), price(estimate.fill_price)],
    ['value', t('contracts.confirm.value'), money(estimate.value)],
    ['margin', t('contracts.confirm.margin'), money(estimate.margin)],
    ['fee', t('contracts.confirm.fee'), money(estimate.fee)],
    ['required', t('contracts.confirm.required'), money(estimate.required)],
    ['available', t('contracts.confirm.available'), `${formatCoin(estimate.available, coin)} ${coin}`],
    [
      'liq',
      t('contracts.confirm.liquidation'),
      estimate.liquidation_price ? price(estimate.liquidation_price) : t('contracts.facts.noLiquidation'),
    ],
    ['overnight', t('contracts.confirm.overnight'), money(estimate.overnight_fee)],
  ];
  if (state.stopsOn && state.tp.trim()) rows.push(['tp', t('contracts.confirm.tp'), price(state.tp.trim())]);
  if (state.stopsOn && state.sl.trim()) rows.push(['sl', t('contracts.confirm.sl'), price(state.sl.trim())]);
  return (
    <div className={`lever-confirm confirm-${state.side}`} data-testid="lever-confirm">
      <dl>
        {rows.map(([key, label, value]) => (
          <div key={key} className={key === 'liq' || key === 'position' ? `lever-confirm-${key}` : undefined}>
            <dt>{label}</dt>
            <dd data-testid={`lever-confirm-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="lever-confirm-note">{t('contracts.confirm.note', { spread: pair.spread })}</p>
    </div>
  );
}
