import { useTranslation } from '../../../i18n/use-translation';
import { isOpen, type Order, type Pair } from '../api/types';
import { fmtAmount, fmtPrice, fmtSmall, fmtTime, orderSide } from '../model/format';

type Props = { order: Order; pair?: Pair; onCancel?: (o: Order) => void; onOpen?: (o: Order) => void };

/** One entrust: side, pair, type, status, price / amount / filled, and Cancel while it is open. */
export function OrderRow({ order, pair, onCancel, onOpen }: Props) {
  const { t } = useTranslation();
  const side = orderSide(order);
  const price = order.order_type === 'market' ? t('spot.market') : fmtPrice(order.price, pair);
  const amount =
    order.amount && order.amount !== '0'
      ? fmtAmount(order.amount, pair)
      : `${fmtSmall(order.total)} ${pair?.legal_name ?? ''}`;
  return (
    <div
      className={isOpen(order) && onCancel ? 'order-row order-row-cancelable' : 'order-row'}
      data-testid={`order-row-${order.id}`}
      data-status={order.status}
    >
      <button type="button" className="order-row-main" onClick={() => onOpen?.(order)}>
        <div className="order-row-head">
          <span className={`order-side ${side === 'buy' ? 'up' : 'down'}`}>{t(`spot.${side}`)}</span>
          <b>{order.symbol}</b>
          <span className="order-type">{t(`spot.${order.order_type}`)}</span>
          <span className={`order-status status-${order.status}`} data-testid={`order-status-${order.id}`}>
            {t(`spot.orders.status.${order.status}`)}
          </span>
        </div>
        <div className="order-row-grid">
          <span>
            <small>{t('spot.price')}</small>
            {price}
          </span>
          <span>
            <small>{t('spot.amount')}</small>
            {amount}
          </span>
          <span>
            <small>{t('spot.orders.filled')}</small>
            {fmtAmount(order.filled || '0', pair)}
          </span>
          <span>
            <small>{t('spot.orders.avgPrice')}</small>
            {order.avg_price && order.avg_price !== '0' ? fmtPrice(order.avg_price, pair) : '--'}
          </span>
        </div>
        <div className="order-row-time">{fmtTime(order.created_at)}</div>
      </button>
      {isOpen(order) && onCancel && (
        <button
          type="button"
          className="order-cancel"
          data-testid={`order-cancel-${order.id}`}
          onClick={() => onCancel(order)}
        >
          {t('spot.orders.cancel')}
        </button>
      )}
    </div>
  );
}
