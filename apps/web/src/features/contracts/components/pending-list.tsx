import { EmptyState } from '../../../components/empty-state';
import { useTranslation } from '../../../i18n/use-translation';
import { isLong, type Pair, type Position } from '../api/types';
import { fmtMoney, fmtPrice } from '../model/format';

/** The waiting limit entries: side, pair, leverage, limit price, lots, the reserved margin and fee, and Cancel. */
export function PendingList({
  rows,
  pairs,
  onCancel,
}: {
  rows: readonly Position[];
  pairs: ReadonlyMap<string, Pair>;
  onCancel: (p: Position) => void;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <EmptyState title={t('contracts.pending.empty')} />;
  return (
    <ul className="lever-list" data-testid="lever-pending">
      {rows.map((p) => {
        const precision = pairs.get(p.symbol)?.precision ?? 2;
        const side = t(isLong(p) ? 'contracts.form.long' : 'contracts.form.short');
        return (
          <li key={p.id} className="lever-position" data-testid={`entry-${p.id}`}>
            <div className="lever-position-head">
              <span className={isLong(p) ? 'lever-side-tag long' : 'lever-side-tag short'}>{side}</span>
              <b>{p.symbol}</b>
              <span className="lever-tag">
                {t('contracts.position.leverage', { n: p.multiple })} ·{' '}
                {t(p.margin_mode === 'isolated' ? 'contracts.form.isolated' : 'contracts.form.cross')}
              </span>
            </div>
            <dl className="lever-grid">
              <div>
                <dt>{t('contracts.pending.limit')}</dt>
                <dd>{fmtPrice(p.price, precision)}</dd>
              </div>
              <div>
                <dt>{t('contracts.position.lots')}</dt>
                <dd>
                  {p.share} ({p.number} {p.currency_name})
                </dd>
              </div>
              <div>
                <dt>{t('contracts.pending.reserved')}</dt>
                <dd>
                  {fmtMoney(p.caution_money, p.settle_currency)} {p.settle_currency}
                </dd>
              </div>
              <div>
                <dt>{t('contracts.position.stops')}</dt>
                <dd>
                  {p.target_profit_price ? fmtPrice(p.target_profit_price, precision) : '--'} /{' '}
                  {p.stop_loss_price ? fmtPrice(p.stop_loss_price, precision) : '--'}
                </dd>
              </div>
            </dl>
            <div className="lever-actions">
              <span className="lever-time">{p.create_time}</span>
              <button
                type="button"
                className="lever-action"
                aria-label={`${t('contracts.pending.cancel')}: ${side} ${p.symbol}`}
                data-testid={`entry-cancel-${p.id}`}
                onClick={() => onCancel(p)}
              >
                {t('contracts.pending.cancel')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
