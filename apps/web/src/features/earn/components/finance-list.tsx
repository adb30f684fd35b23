import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PullRefresh } from '../../../components/pull-refresh';
import { useTranslation } from '../../../i18n/use-translation';
import type { DualProduct, MiningConfig } from '../api/types';
import { dualTitle } from '../model/dual-name';
import { FINANCE_GROUPS, financeRows } from '../model/finance';
import { fmtCoin } from '../model/format';
import {
  COUPON_PATH,
  IEO_PATH,
  INVEST_HELP_PATH,
  INVEST_MINE_PATH,
  INVEST_PATH,
  MINING_ORDERS_PATH,
  MINING_WELCOME_PATH,
  miningKindHref,
} from '../model/paths';
import '../earn.css';
import { YieldRate } from './yield-rate';

type Props = {
  configs: readonly MiningConfig[] | undefined;
  duals: readonly DualProduct[] | undefined;
  failed: boolean;
  onRefresh: () => Promise<unknown>;
};

/**
 * The finance tab's content (loaded after the tab's own small chunk): every earn product by group, then the entries
 * to the IEO projects and the coupon centre (their lists are their own screens: the tab does not ask for them).
 */
export default function FinanceList({ configs, duals, failed, onRefresh }: Props) {
  const { t, i18n } = useTranslation();
  const rows = financeRows(configs ?? [], duals ?? [], (d) => dualTitle(t, i18n.language, d));
  return (
    <PullRefresh onRefresh={onRefresh}>
      <nav className="earn-links" aria-label={t('earn.finance')}>
        <Link to={MINING_ORDERS_PATH} className="chip-button" data-testid="finance-mining-orders">
          {t('earn.myOrders')}
        </Link>
        <Link to={INVEST_MINE_PATH} className="chip-button" data-testid="finance-invest-mine">
          {t('earn.myPositions')}
        </Link>
        <Link to={MINING_WELCOME_PATH} className="chip-button">
          {t('earn.howItWorks')}
        </Link>
      </nav>
      {failed && rows.length === 0 && <ErrorState onRetry={() => void onRefresh()} />}
      {!failed && rows.length === 0 && <EmptyState title={t('earn.noProducts')} />}
      {FINANCE_GROUPS.map((group) => {
        const list = rows.filter((r) => r.group === group);
        if (list.length === 0) return null;
        return (
          <section key={group} className="earn-group" data-testid={`finance-group-${group}`}>
            <h2>
              <Link to={group === 'dual' ? INVEST_PATH : miningKindHref(group)}>{t(`earn.group.${group}`)}</Link>
              {group === 'dual' && (
                <Link to={INVEST_HELP_PATH} className="earn-help-link">
                  {t('earn.howItWorks')}
                </Link>
              )}
            </h2>
            <ul className="earn-list">
              {list.map((r) => (
                <li key={r.key}>
                  <Link to={r.href} className="earn-card" data-testid={`finance-${r.key}`}>
                    <div className="earn-card-head">
                      <b>{r.name}</b>
                      <YieldRate apr={r.apr} daily={r.daily} testId={`finance-rate-${r.key}`} />
                    </div>
                    <div className="earn-card-meta">
                      <span>{t('earn.days', { n: r.days })}</span>
                      <span>{r.coin}</span>
                      {!r.open && <span className="earn-closed">{t('earn.closed')}</span>}
                    </div>
                    <div className="earn-campaign">
                      <span>{t('earn.campaign', { name: r.campaign.name })}</span>
                      <span>{t('earn.remaining', { amount: fmtCoin(r.campaign.remaining, r.campaign.currency) })}</span>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section className="earn-group" data-testid="finance-group-ieo">
        <h2>
          <Link to={IEO_PATH}>{t('earn.group.ieo')}</Link>
        </h2>
        <ul className="earn-list">
          <li>
            <Link to={IEO_PATH} className="earn-card" data-testid="finance-ieo">
              <div className="earn-card-head">
                <b>{t('earn.ieoIntro')}</b>
                <span className="earn-rate">{t('earn.ieoOpen')}</span>
              </div>
            </Link>
          </li>
        </ul>
      </section>
      <section className="earn-group" data-testid="finance-group-coupon">
        <h2>
          <Link to={COUPON_PATH}>{t('earn.group.coupon')}</Link>
        </h2>
        <ul className="earn-list">
          <li>
            <Link to={COUPON_PATH} className="earn-card" data-testid="finance-coupons">
              <div className="earn-card-head">
                <b>{t('earn.couponIntro')}</b>
                <span className="earn-rate">{t('earn.couponOpen')}</span>
              </div>
            </Link>
          </li>
        </ul>
      </section>
    </PullRefresh>
  );
}
