import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { requireLogin } from '../../../lib/require-login';
import { newIdempotencyKey } from '../../contracts/model/idempotency';
import { useClaimCoupon } from '../api/coupons';
import type { CouponOffer } from '../api/types';
import { offerBlock, voucherDaily } from '../model/coupon';
import { fmtCoin, fmtTime } from '../model/format';
import { CampaignNote } from './campaign-note';
import { Facts } from './facts';
import { yieldText } from './yield-rate';

/**
 * One offer of the coupon centre: what the voucher is for (the product and its kind), the notional amount, the
 * term, the daily rate and the value it pays, how many are left, until when it can be claimed, what it means in
 * plain words, and the campaign its value comes from. Claim (signed out: the usual login prompt); held: "Claimed".
 */
export function CouponOfferCard({ offer: o }: { offer: CouponOffer }) {
  const { t } = useTranslation();
  const claim = useClaimCoupon();
  const coin = o.currency;
  const block = offerBlock(o);

  const onClaim = async () => {
    if (!requireLogin() || block) return;
    await claim.mutateAsync({ id: o.id, key: newIdempotencyKey() });
    showToast(t('coupon.claimDone'));
  };

  return (
    <li className="earn-card coupon-card" data-testid={`coupon-offer-${o.id}`} data-state={block ?? 'open'}>
      <div className="earn-card-head">
        <b>{o.title}</b>
        <span className="coupon-tag">{t('coupon.voucher')}</span>
      </div>
      <div className="coupon-value" data-testid={`coupon-offer-${o.id}-value`}>
        {fmtCoin(o.value, coin)}
      </div>
      <Facts
        prefix={`coupon-offer-${o.id}`}
        rows={[
          ['product', t('coupon.product'), `${o.product_name} · ${t(`earn.group.${o.kind}`)}`],
          ['amount', t('coupon.notional'), fmtCoin(o.amount, coin)],
          ['days', t('coupon.term'), t('earn.days', { n: o.days })],
          ['rate', t('earn.dual.aprLabel'), yieldText(t, o.apr, o.daily_rate)],
          ['daily', t('coupon.daily'), fmtCoin(voucherDaily(o), coin)],
          ['left', t('coupon.left'), t('coupon.leftOf', { left: o.left, total: o.total })],
          ['until', t('coupon.claimUntil'), fmtTime(o.claim_until)],
          ['valid', t('coupon.valid'), t('coupon.validDays', { n: o.valid_days })],
        ]}
      />
      <p className="earn-hint" data-testid={`coupon-offer-${o.id}-what`}>
        {t('coupon.what', { amount: fmtCoin(o.amount, coin), days: o.days, value: fmtCoin(o.value, coin) })}
      </p>
      <CampaignNote campaign={o.campaign} />
      <p className="earn-hint">{t('coupon.reserved')}</p>
      <div className="earn-actions">
        <button
          type="button"
          className="chip-button coupon-claim"
          disabled={block !== undefined || claim.isPending}
          onClick={() => void onClaim().catch(() => undefined)}
          data-testid={`coupon-claim-${o.id}`}
        >
          {block === 'claimed' ? t('coupon.claimed') : block === 'gone' ? t('coupon.gone') : t('coupon.claim')}
        </button>
      </div>
    </li>
  );
}
