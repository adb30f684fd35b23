import type { Bill } from '@app/api/wallet';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { useTranslation } from '../../../i18n/use-translation';
import { type BillFilters, useBills } from '../api/bills';
import { useOverview } from '../api/overview';
import { ACCOUNT_DISPLAY_ORDER, isAccountField } from '../api/types';
import { BillRow } from '../components/bill-row';
import { ACCOUNT_NAME_KEYS } from '../model/account-name';
import { WALLET_PATHS } from '../wallet-paths';
import '../wallet.css';

/** Entry types of docs/api-wallet.md offered as filters. */
export const ENTRY_TYPES = ['deposit', 'withdraw', 'transfer', 'exchange', 'fee', 'adjust', 'trade'] as const;

/**
 * Bills (POST /wallet/legal_log). #/pages/fund/assets_record?currency=&type= opens on one coin of one
 * account; #/pages/fund/assets_all_record and #/pages/setting/bill show everything, with filters by coin,
 * account and type kept in the query string.
 */
export default function BillsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const overview = useOverview();
  const coins = useMemo(() => {
    const seen = new Map<number, string>();
    for (const a of overview.data?.accounts ?? []) for (const c of a.coins) seen.set(c.currency_id, c.currency);
    return [...seen];
  }, [overview.data]);

  const currency = Number(params.get('currency')) || undefined;
  const typeParam = params.get('type');
  const type = isAccountField(typeParam) ? typeParam : undefined;
  const entry = params.get('entry_type') ?? undefined;
  const filters: BillFilters = { currency, type, entry_type: entry };
  const query = useBills(filters);
  const coinName = coins.find(([id]) => id === currency)?.[1];
  const single = pathname === WALLET_PATHS.coinRecords && coinName;

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <PageShell
      className="wallet-page"
      title={single ? t('wallet.title.coinBills', { coin: coinName }) : t('wallet.title.bills')}
      right={
        currency && type ? (
          <button
            type="button"
            className="link-button"
            data-testid="bills-statement"
            onClick={() => navigate(`${WALLET_PATHS.statement}?currency=${currency}&type=${type}`)}
          >
            {t('wallet.action.statement')}
          </button>
        ) : undefined
      }
    >
      <div className="wallet-filters">
        <select
          className="wallet-filter"
          aria-label={t('wallet.bill.coin')}
          value={currency ?? ''}
          data-testid="bills-filter-coin"
          onChange={(e) => set('currency', e.target.value)}
        >
          <option value="">
            {t('wallet.bill.coin')}: {t('wallet.bill.all')}
          </option>
          {coins.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
        <select
          className="wallet-filter"
          aria-label={t('wallet.bill.account')}
          value={type ?? ''}
          data-testid="bills-filter-account"
          onChange={(e) => set('type', e.target.value)}
        >
          <option value="">
            {t('wallet.bill.account')}: {t('wallet.bill.all')}
          </option>
          {ACCOUNT_DISPLAY_ORDER.map((f) => (
            <option key={f} value={f}>
              {t(ACCOUNT_NAME_KEYS[f])}
            </option>
          ))}
        </select>
        <select
          className="wallet-filter"
          aria-label={t('wallet.bill.type')}
          value={entry ?? ''}
          data-testid="bills-filter-type"
          onChange={(e) => set('entry_type', e.target.value)}
        >
          <option value="">
            {t('wallet.bill.type')}: {t('wallet.bill.all')}
          </option>
          {ENTRY_TYPES.map((e) => (
            <option key={e} value={e}>
              {t(`wallet.bill.entry.${e}`)}
            </option>
          ))}
        </select>
      </div>
      <PagedList
        className="wallet-list"
        skeletonClassName="wallet-skeleton"
        query={query}
        render={(b: Bill) => <BillRow key={b.id} bill={b} />}
      />
    </PageShell>
  );
}
