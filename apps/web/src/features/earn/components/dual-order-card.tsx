import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DUAL_STATUS, type DualOrder, dualStatusKey } from '../api/types';
import { dualTitle } from '../model/dual-name';
import { fmtCoin, fmtDay, fmtPct } from '../model/format';
import { Facts } from './facts';
import { OrderReceipts } from './order-receipts';

/** One dual position: shares, paid, APR, linked price, maturity, status; once settled the price, payout, receipt. */
export function DualOrderCard({ order: o }: { order: DualOrder }) {
  const { t, i18n } = useTranslation();
  const [showReceipt, setShowReceipt] = useState(false);
  const status = dualStatusKey(o.status);
  const rows: Array<readonly [string, string, string]> = [
    ['shares', t('earn.dual.shares'), String(o.num)],
    ['paid', t('earn.dual.paid'), fmtCoin(o.paid, o.pay_currency)],
    ['apr', t('earn.dual.aprLabel'), fmtPct(o.apr)],
    ['strike', t('earn.dual.strike'), fmtCoin(o.exercise_price, 'USDT')],
    ['maturity', t('earn.dual.maturity'), fmtDay(o.end_time)],
  ];
  if (o.status === DUAL_STATUS.success) {
    rows.push(['settle', t('earn.dual.settlePrice'), fmtCoin(o.settle_price, 'USDT')]);
    rows.push(['payout', t('earn.dual.payout'), fmtCoin(o.payout, o.payout_currency ?? o.pay_currency)]);
  }
  return (
    <li className="earn-card" data-testid={`dual-order-${o.id}`} data-status={status}>
      <div className="earn-card-head">
        <b data-testid={`dual-order-name-${o.id}`}>{dualTitle(t, i18n.language, o)}</b>
        <span className={status === 'success' ? 'earn-closed' : 'earn-rate'} data-testid={`dual-order-status-${o.id}`}>
          {t(`earn.dual.status.${status}`)}
        </span>
      </div>
      <Facts prefix={`dual-order-${o.id}`} rows={rows} />
      <details className="earn-how" data-testid={`dual-order-how-${o.id}`}>
        <summary>{t('earn.howComputed')}</summary>
        <p>
          {t('earn.dual.code')} <code>{o.name}</code>
        </p>
        <p className="earn-formula">{t('earn.dual.formula')}</p>
      </details>
      {o.receipt_id && (
        <div className="earn-actions">
          <button
            type="button"
            className="chip-button"
            aria-expanded={showReceipt}
            onClick={() => setShowReceipt((v) => !v)}
          >
            {t('earn.mining.receipts')}
          </button>
        </div>
      )}
      {showReceipt && <OrderReceipts refType="dual_order" id={o.id} />}
    </li>
  );
}
