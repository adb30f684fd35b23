import { Skeleton } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PullRefresh } from '../../../components/pull-refresh';
import { useTranslation } from '../../../i18n/use-translation';
import { useCouponCenter } from '../api/coupons';
import { CouponOfferCard } from './coupon-offer-card';
import '../earn.css';

/** The coupon centre: what a voucher is, then the offers open now (GET /coupon/center, login optional). */
export default function CouponCenter() {
  const { t } = useTranslation();
  const offers = useCouponCenter();
  if (offers.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (offers.isError && !offers.data) return <ErrorState onRetry={() => void offers.refetch()} />;
  return (
    <PullRefresh onRefresh={() => offers.refetch()}>
      <p className="coupon-intro" data-testid="coupon-intro">
        {t('coupon.intro')}
      </p>
      {offers.data.length === 0 ? (
        <EmptyState title={t('coupon.noOffers')} />
      ) : (
        <ul className="earn-list" data-testid="coupon-offers">
          {offers.data.map((o) => (
            <CouponOfferCard key={o.id} offer={o} />
          ))}
        </ul>
      )}
    </PullRefresh>
  );
}
