import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { IeoOrder } from '../api/types';
import { fmtCoin, fmtTime } from '../model/format';
import { ieoOrderStatusKey } from '../model/ieo';
import { Facts } from './facts';
import { OrderReceipts } from './order-receipts';

/**
 * One IEO subscription: what was applied for and paid; after the end what was allocated, kept and refunded; when
 * the tokens are (or were) delivered; the allocation's receipt.
 */
export function IeoOrderCard({ order: o }: { order: IeoOrder }) {
  const { t } = useTranslation();
  const [showReceipt, setShowReceipt] = useState(false);
  const status = ieoOrderStatusKey(o.status);
  const token = o.currency_name;
  const pay = o.pay_currency_name;
  const rows: Array<readonly [string, string, string]> = [
    ['no', t('ieo.order.no'), o.order_no],
    ['amount', t('ieo.order.amount'), fmtCoin(o.amount, token)],
    ['paid', t('ieo.order.paid'), fmtCoin(o.paid, pay)],
    ['price', t('ieo.price'), fmtCoin(o.price, pay)],
    [
      'allocated',
      t('ieo.order.allocated'),
      o.coin_amount === null ? t('ieo.order.atEnd') : fmtCoin(o.coin_amount, token),
    ],
  ];
  if (o.refund !== null) rows.push(['refund', t('ieo.order.refund'), fmtCoin(o.refund, pay)]);
  rows.push(
    o.delivered_at
      ? ['deliver', t('ieo.order.deliveredAt'), fmtTime(o.delivered_at)]
      : ['deliver', t('ieo.order.deliverAt'), fmtTime(o.deliver_at)],
  );
  rows.push(['created', t('ieo.order.createdAt'), fmtTime(o.created_at)]);
  return (
    <li className="earn-card" data-testid={`ieo-order-${o.id}`} data-status={status}>
      <div className="earn-card-head">
        <b>{o.title}</b>
        <span
          className={status === 'applied' || status === 'allocated' ? 'earn-rate' : 'earn-closed'}
          data-testid={`ieo-order-status-${o.id}`}
        >
          {t(`ieo.status.${status}`)}
        </span>
      </div>
      <Facts prefix={`ieo-order-${o.id}`} rows={rows} />
      {o.receipt_id && (
        <div className="earn-actions">
          <button
            type="button"
            className="chip-button"
            aria-expanded={showReceipt}
            onClick={() => setShowReceipt((v) => !v)}
            data-testid={`ieo-order-receipts-${o.id}`}
          >
            {t('earn.mining.receipts')}
          </button>
        </div>
      )}
      {showReceipt && <OrderReceipts refType="ieo_order" id={o.id} />}
    </li>
  );
}
