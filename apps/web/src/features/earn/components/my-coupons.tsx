import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../stores/session';
import { useCouponCenter, useMyCoupons } from '../api/coupons';
import { useMiningConfigs } from '../api/products';
import { COUPON_STATUSES, type CouponStatus } from '../api/types';
import { couponProductName, couponStatusOf } from '../model/coupon';
import { fmtCoin } from '../model/format';
import { MINING_ORDERS_PATH } from '../model/paths';
import { CouponCard } from './coupon-card';
import '../earn.css';

/** My vouchers of one status (GET /coupon/mine, paged); after a use, the mining order it opened. */
export default function MyCoupons({
  status: raw,
  onStatus,
}: {
  status: string | null;
  onStatus: (s: CouponStatus) => void;
}) {
  const { t } = useTranslation();
  const status = couponStatusOf(raw);
  const signedIn = useSession((s) => s.token) !== '';
  const coupons = useMyCoupons(status);
  const configs = useMiningConfigs();
  const offers = useCouponCenter();
  const [opened, setOpened] = useState<{ order: number; value: string } | null>(null);
  if (!signedIn) {
    return (
      <div className="state" data-testid="coupon-login">
        <EmptyState title={t('coupon.loginFirst')} />
        <Button className="state-action" color="primary" fill="outline" onClick={() => void requireLogin()}>
          {t('coupon.login')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <SectionTabs
        className="coupon-status-tabs"
        items={COUPON_STATUSES.map((s) => ({ key: s, title: t(`coupon.status.${s}`), testId: `coupon-status-${s}` }))}
        activeKey={status}
        onChange={onStatus}
      />
      {opened && (
        <div className="coupon-opened" data-testid="coupon-opened" role="status">
          <span>{t('coupon.opened', { id: opened.order, value: opened.value })}</span>
          <Link to={MINING_ORDERS_PATH} className="chip-button" data-testid="coupon-opened-orders">
            {t('coupon.toOrders')}
          </Link>
        </div>
      )}
      <PagedList
        key={status}
        query={coupons}
        render={(c) => (
          <CouponCard
            key={c.id}
            coupon={c}
            product={couponProductName(c.product_id, configs.data, offers.data)}
            onUsed={(order, used) => {
              setOpened({ order, value: fmtCoin(used.value, used.currency) });
              showToast(t('coupon.usedDone', { id: order }));
            }}
          />
        )}
        empty={<EmptyState title={t(`coupon.none.${status}`)} />}
        className="earn-list"
        testId="coupon-mine"
      />
    </>
  );
}
