import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { ReceiptPopup } from '../../receipts/components/receipt-popup';
import { useOrderDetail } from '../api/private-api';
import type { Pair } from '../api/types';
import { fmtAmount, fmtPrice, fmtSmall, fmtTime, orderSide } from '../model/format';

/** GET /coin/order: the order's figures and its fills (role, price, amount, fee). */
export function OrderDetail({ id, pairs }: { id: string; pairs: Pair[] }) {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useOrderDetail(id);
  const [receiptOf, setReceiptOf] = useState<string | null>(null);
  if (isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (isError || !data) return <ErrorState message={error?.message} onRetry={() => void refetch()} />;
  const { order, trades } = data;
  const pair = pairs.find((p) => p.symbol === order.symbol);
  const side = orderSide(order);
  const facts: Array<[string, string, string]> = [
    ...(order.total && order.total !== '0'
      ? [['total', t('spot.total'), `${fmtSmall(order.total)} ${pair?.legal_name ?? ''}`] as [string, string, string]]
      : []),
    ['side', t('spot.confirm.side'), t(`spot.${side}`)],
    ['type', t('spot.confirm.type'), t(`spot.${order.order_type}`)],
    ['price', t('spot.price'), order.order_type === 'market' ? t('spot.market') : fmtPrice(order.price, pair)],
    ['amount', t('spot.amount'), order.amount && order.amount !== '0' ? fmtAmount(order.amount, pair) : '--'],
    ['filled', t('spot.orders.filled'), fmtAmount(order.filled || '0', pair)],
    [
      'avg',
      t('spot.orders.avgPrice'),
      order.avg_price && order.avg_price !== '0' ? fmtPrice(order.avg_price, pair) : '--',
    ],
    ['filledTotal', t('spot.orders.filledTotal'), `${fmtSmall(order.filled_total || '0')} ${pair?.legal_name ?? ''}`],
    ['fee', t('spot.orders.fee'), `${fmtSmall(order.fee || '0')} ${order.fee_currency}`],
    ['time', t('spot.orders.time'), fmtTime(order.created_at)],
  ];
  return (
    <div className="order-detail" data-testid="order-detail">
      <div className="order-detail-head">
        <b>{order.symbol}</b>
        <span className={`order-status status-${order.status}`} data-testid={`order-detail-status-${order.id}`}>
          {t(`spot.orders.status.${order.status}`)}
        </span>
      </div>
      <dl className="detail-facts">
        {facts.map(([key, k, v]) => (
          <div key={key}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h4>{t('spot.orders.fills')}</h4>
      {trades.length === 0 && <p className="list-empty">{t('spot.orders.noFills')}</p>}
      {trades.map((tr) => (
        <div className="fill-row" key={tr.id} data-testid={`fill-row-${tr.id}`}>
          <span>{fmtTime(tr.created_at).slice(11)}</span>
          <span>{t(`spot.orders.role.${tr.role}`)}</span>
          <span>{fmtPrice(tr.price, pair)}</span>
          <span>{fmtAmount(tr.amount, pair)}</span>
          <span>
            {fmtSmall(tr.fee)} {tr.fee_currency}
          </span>
          <button
            type="button"
            className="fill-receipt"
            onClick={() => setReceiptOf(tr.id)}
            data-testid={`fill-receipt-${tr.id}`}
          >
            {t('receipts.open')}
          </button>
        </div>
      ))}
      {receiptOf && <ReceiptPopup refType="spot_trade" refId={receiptOf} onClose={() => setReceiptOf(null)} />}
    </div>
  );
}
