import { useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { useRedeem } from '../api/actions';
import { fetchMiningQuote } from '../api/reads';
import { MINING_STATUS, type MiningOrder } from '../api/types';
import { fmtCoin, fmtDay, fmtPct } from '../model/format';
import { Facts } from './facts';
import { OrderReceipts } from './order-receipts';
import { yieldText } from './yield-rate';

/**
 * One mining order: amount, rate, the days earned of the term, the yield paid, dates; a closed one says whether it
 * matured or was redeemed early (with the penalty). Receipts open below it. An order in progress can be redeemed
 * early after a confirmation that shows the server's quote: penalty, principal back, yield kept, total back. An
 * order an experience voucher opened (`voucher_id`) is tagged and says its amount is notional: only the yield is
 * paid, and its end is when that yield goes to spot (no principal comes back).
 */
export function MiningOrderCard({ order: o }: { order: MiningOrder }) {
  const { t } = useTranslation();
  const [showReceipts, setShowReceipts] = useState(false);
  const redeem = useRedeem();
  const coin = o.currency_name;
  const active = o.status === MINING_STATUS.active;
  const voucher = o.voucher_id !== null;
  const voucherNote = voucher && (
    <p className="earn-hint" data-testid={`mining-order-voucher-note-${o.id}`}>
      {t('earn.mining.voucherNote', { amount: fmtCoin(o.amount, coin) })}
    </p>
  );

  const onRedeem = async () => {
    const q = await fetchMiningQuote(o.id);
    const ok = await confirmAction(
      <div data-testid="redeem-confirm">
        <Facts
          prefix="redeem"
          rows={[
            ['amount', t('earn.mining.amount', { coin }), fmtCoin(q.amount, coin)],
            ['remaining-days', t('earn.mining.remainingDays'), String(q.remaining_days)],
            // The share of the amount the penalty is (what the user weighs), then how it was reached.
            ['penalty', t('earn.mining.penaltyCharged'), `${fmtCoin(q.penalty, coin)} (${fmtPct(q.penalty_share)})`],
            [
              'penalty-how',
              t('earn.mining.penaltyHowLabel'),
              t('earn.mining.penaltyHow', { rate: fmtPct(q.penalty_rate), n: q.remaining_days }),
            ],
            ['principal', t('earn.mining.principalBack'), fmtCoin(q.principal_back, coin)],
            ['earned', t('earn.mining.earnedYield'), fmtCoin(q.earned, coin)],
            ['total', t('earn.mining.totalBack'), fmtCoin(q.total_back, coin)],
          ]}
        />
        {voucherNote}
      </div>,
      { title: t('earn.mining.redeemTitle'), danger: true },
    );
    if (!ok) return;
    await redeem.mutateAsync(o.id);
    showToast(t('earn.mining.redeemedDone', { amount: fmtCoin(q.total_back, coin) }));
  };

  const state = active
    ? t('earn.mining.inProgress')
    : o.is_cancel === 1
      ? t('earn.mining.earlyClosed', { fee: fmtCoin(o.cancel_fee, coin) })
      : t('earn.mining.matured');
  return (
    <li className="earn-card" data-testid={`mining-order-${o.id}`} data-status={o.status}>
      <div className="earn-card-head">
        <span className="earn-order-amount">
          <b>{fmtCoin(o.amount, coin)}</b>
          {voucher && (
            <span className="earn-voucher-tag" data-testid={`mining-order-voucher-${o.id}`}>
              {t('earn.mining.voucher')}
            </span>
          )}
        </span>
        <span className={active ? 'earn-rate' : 'earn-closed'} data-testid={`mining-order-state-${o.id}`}>
          {state}
        </span>
      </div>
      <Facts
        prefix={`mining-order-${o.id}`}
        rows={[
          ['rate', t('earn.dual.aprLabel'), yieldText(t, o.apr, o.day_rate)],
          ['days', t('earn.days', { n: o.day }), t('earn.mining.earned', { n: o.earned_days, total: o.day })],
          ['yield', t('earn.mining.yieldPaid'), fmtCoin(o.total_interest, coin)],
          ['start', t('earn.mining.startAt'), fmtDay(o.start_at)],
          ['end', voucher ? t('earn.mining.voucherEnd') : t('earn.mining.endAt'), fmtDay(o.end_at)],
        ]}
      />
      {voucherNote}
      <div className="earn-actions">
        {o.receipts.length > 0 && (
          <button
            type="button"
            className="chip-button"
            aria-expanded={showReceipts}
            onClick={() => setShowReceipts((v) => !v)}
            data-testid={`mining-order-receipts-${o.id}`}
          >
            {t('earn.mining.receipts')} ({o.receipts.length})
          </button>
        )}
        {active && (
          <button
            type="button"
            className="chip-button earn-danger"
            disabled={redeem.isPending}
            onClick={() => void onRedeem().catch(() => undefined)}
            data-testid={`mining-order-redeem-${o.id}`}
          >
            {t('earn.mining.redeem')}
          </button>
        )}
      </div>
      {showReceipts && <OrderReceipts refType="mining_order" id={o.id} />}
    </li>
  );
}
