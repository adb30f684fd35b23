import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import '../earn.css';

/**
 * Each tab's content is its own chunk, loaded when the tab opens: the route table (in the app's entry, in front of
 * the first screen) then names this small frame and its few files only (scripts/budgets.mjs).
 */
const CouponCenter = lazy(() => import('../components/coupon-center'));
const MyCoupons = lazy(() => import('../components/my-coupons'));

/**
 * `/pages/setting/coupon` (spec §2 `setting/coupon`, §3 "Coupon"): the coupon centre of financial experience
 * vouchers and my coupons (usable, used, expired). `?tab=mine` opens my coupons, `&status=` one status.
 */
export default function CouponPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'center';
  const mine = (status = 'usable') => setParams({ tab: 'mine', status }, { replace: true });
  return (
    <PageShell title={t('coupon.title')} className="earn-page">
      <SectionTabs
        items={[
          { key: 'center', title: t('coupon.center'), testId: 'coupon-tab-center' },
          { key: 'mine', title: t('coupon.mine'), testId: 'coupon-tab-mine' },
        ]}
        activeKey={tab}
        onChange={(k) => (k === 'mine' ? mine() : setParams({}, { replace: true }))}
      />
      <Suspense fallback={<p className="earn-loading">{t('common.loading')}</p>}>
        {tab === 'center' ? <CouponCenter /> : <MyCoupons status={params.get('status')} onStatus={mine} />}
      </Suspense>
    </PageShell>
  );
}
