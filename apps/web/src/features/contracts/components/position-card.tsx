import { changeDirection } from '@app/api';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { isLong, type Pair, type Position } from '../api/types';
import { roeOf } from '../model/calc';
import { fmtMoney, fmtPnl, fmtPrice } from '../model/format';
import { orderHref } from '../model/paths';

type Props = {
  position: Position;
  pair: Pair | undefined;
  onClose: (p: Position) => void;
  onEditStops: (p: Position) => void;
};

/** One open position: side, pair, leverage, mode, live P/L and return, the figures, TP/SL and its actions. */
export function PositionCard({ position: p, pair, onClose, onEditStops }: Props) {
  const { t } = useTranslation();
  const precision = pair?.precision ?? 2;
  const coin = p.settle_currency;
  const dir = changeDirection(p.profits || '0');
  const roe = roeOf(p.profits || '0', p.caution_money || '0');
  const price = (v: string) => (v ? fmtPrice(v, precision) : '--');
  const long = isLong(p);
  const side = t(long ? 'contracts.form.long' : 'contracts.form.short');
  return (
    <li className="lever-position" data-testid={`position-${p.id}`}>
      <div className="lever-position-head">
        <span className={long ? 'lever-side-tag long' : 'lever-side-tag short'}>{side}</span>
        <b>{p.symbol}</b>
        <span className="lever-tag">
          {t('contracts.position.leverage', { n: p.multiple })} ·{' '}
          {t(p.margin_mode === 'isolated' ? 'contracts.form.isolated' : 'contracts.form.cross')}
        </span>
        <Link
          to={orderHref(p.id)}
          className="link-button lever-position-link"
          aria-label={`${t('contracts.position.detail')}: ${side} ${p.symbol}`}
          data-testid={`position-detail-${p.id}`}
        >
          {t('contracts.position.detail')} ›
        </Link>
      </div>
      <div className="lever-position-pnl">
        <span>
          {t('contracts.position.pnl')} ({coin})
        </span>
        <b className={dir} data-testid={`position-pnl-${p.id}`} data-pnl={p.profits}>
          {fmtPnl(p.profits, coin)}
        </b>
        {roe !== null && (
          <span className={dir}>
            {t('contracts.position.roe')} {roe}%
          </span>
        )}
      </div>
      <dl className="lever-grid">
        <div>
          <dt>{t('contracts.position.lots')}</dt>
          <dd>
            {p.share} ({p.number} {p.currency_name})
          </dd>
        </div>
        <div>
          <dt>{t('contracts.position.entry')}</dt>
          <dd>{price(p.price)}</dd>
        </div>
        <div>
          <dt>{t('contracts.position.mark')}</dt>
          <dd data-testid={`position-mark-${p.id}`}>{price(p.update_price)}</dd>
        </div>
        <div>
          <dt>{t('contracts.position.margin')}</dt>
          <dd>{fmtMoney(p.caution_money, coin)}</dd>
        </div>
        <div>
          <dt>{t('contracts.position.liquidation')}</dt>
          <dd className="lever-liq" data-testid={`position-liq-${p.id}`}>
            {p.liquidation_price ? price(p.liquidation_price) : t('contracts.facts.noLiquidation')}
          </dd>
        </div>
        <div>
          <dt>{t('contracts.position.stops')}</dt>
          <dd data-testid={`position-stops-${p.id}`}>
            {price(p.target_profit_price)} / {price(p.stop_loss_price)}
          </dd>
        </div>
      </dl>
      <div className="lever-actions">
        <button
          type="button"
          className="lever-action"
          aria-label={`${t('contracts.position.editStops')}: ${side} ${p.symbol}`}
          data-testid={`position-edit-stops-${p.id}`}
          onClick={() => onEditStops(p)}
        >
          {t('contracts.position.editStops')}
        </button>
        <button
          type="button"
          className="lever-action lever-action-close"
          aria-label={`${t('contracts.position.close')}: ${side} ${p.symbol}`}
          data-testid={`position-close-${p.id}`}
          onClick={() => onClose(p)}
        >
          {t('contracts.position.close')}
        </button>
      </div>
    </li>
  );
}
