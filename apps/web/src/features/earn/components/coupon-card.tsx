import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { useUseCoupon } from '../api/coupons';
import type { UserCoupon } from '../api/types';
import { voucherDaily } from '../model/coupon';
import { fmtCoin, fmtTime } from '../model/format';
import { MINING_ORDERS_PATH } from '../model/paths';
import { Facts } from './facts';
import { yieldText } from './yield-rate';

type Props = {
  coupon: UserCoupon;
  /** The product's name (the voucher carries its id). */
  product: string;
  /** After a use: the mining order it opened. */
  onUsed: (orderId: number, coupon: UserCoupon) => void;
};

/**
 * A voucher I hold: title, value, product, expiry, status. A usable one can be used after a confirmation that says
 * what happens (the yield of the notional amount paid into the mining account, the amount never mine, no penalty);
 * a used one leads to its mining order.
 */
export function CouponCard({ coupon: c, product, onUsed }: Props) {
  const { t } = useTranslation();
  const use = useUseCoupon();
  const coin = c.currency;
  const amount = fmtCoin(c.amount, coin);
  const value = fmtCoin(c.value, coin);

  const onUse = async () => {
    const ok = await confirmAction(
      <div data-testid="coupon-confirm">
        <Facts
          prefix="coupon-confirm"
          rows={[
            ['title', t('coupon.voucher'), c.title],
            ['product', t('coupon.product'), product],
            ['amount', t('coupon.notional'), amount],
            ['days', t('coupon.term'), t('earn.days', { n: c.days })],
            ['daily', t('coupon.daily'), fmtCoin(voucherDaily(c), coin)],
            ['value', t('coupon.value'), value],
            ['penalty', t('coupon.earlyClose'), t('coupon.noPenalty')],
          ]}
        />
        <p className="earn-hint">{t('coupon.useNote', { value, days: c.days, amount })}</p>
      </div>,
      { title: t('coupon.useTitle') },
    );
    if (!ok) return;
    const r = await use.mutateAsync(c.id);
    onUsed(r.order_id, r.coupon);
  };

  const closed = c.status === 'used' ? c.closed_at : null;
  return (
    <li className="earn-card coupon-card" data-testid={`coupon-${c.id}`} data-status={c.status}>
      <div className="earn-card-head">
        <b>{c.title}</b>
        <span className={`coupon-status coupon-status-${c.status}`} data-testid={`coupon-badge-${c.id}`}>
          {t(`coupon.status.${c.status}`)}
        </span>
      </div>
      <div className="coupon-value" data-testid={`coupon-${c.id}-value`}>
        {value}
      </div>
      <Facts
        prefix={`coupon-${c.id}`}
        rows={[
          ['product', t('coupon.product'), product],
          ['amount', t('coupon.notional'), amount],
          ['days', t('coupon.term'), t('earn.days', { n: c.days })],
          ['rate', t('earn.dual.aprLabel'), yieldText(t, c.apr, c.daily_rate)],
          closed
            ? ['used', t('coupon.usedAt'), fmtTime(closed)]
            : ['expires', t('coupon.expiresAt'), fmtTime(c.expires_at)],
        ]}
      />
      <div className="earn-actions">
        {c.status === 'usable' && (
          <button
            type="button"
            className="chip-button coupon-claim"
            disabled={use.isPending}
            onClick={() => void onUse().catch(() => undefined)}
            data-testid={`coupon-use-${c.id}`}
          >
            {t('coupon.use')}
          </button>
        )}
        {c.status === 'used' && c.order_id !== null && (
          <Link to={MINING_ORDERS_PATH} className="chip-button" data-testid={`coupon-order-${c.id}`}>
            {t('coupon.order', { id: c.order_id })}
          </Link>
        )}
      </div>
    </li>
  );
}
