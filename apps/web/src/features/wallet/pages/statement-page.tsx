import { formatCoin } from '@app/api';
import { Selector, Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n/use-translation';
import { downloadStatementCsv, type StatementFilters, useStatement } from '../api/bills';
import { isAccountField } from '../api/types';
import { BillRow } from '../components/bill-row';
import '../../accounts/accounts.css';
import '../wallet.css';

const PERIODS = [7, 30, 90] as const;

/** 'YYYY-MM-DD' in UTC, `daysAgo` days before now. */
function dayString(daysAgo: number, now = Date.now()): string {
  return new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** #/pages/fund/statement?currency=&type=&days=: opening and closing balance, the entries, and the CSV. */
export default function StatementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const currency = Number(params.get('currency')) || undefined;
  const type = params.get('type');
  const days = PERIODS.find((d) => String(d) === params.get('days')) ?? 30;
  const filters: StatementFilters | undefined =
    currency && isAccountField(type) ? { currency, type, from: dayString(days), to: dayString(-1) } : undefined;
  const { data, isPending, isError, refetch } = useStatement(filters);
  return (
    <PageShell className="wallet-page" title={t('wallet.title.statement')}>
      <div className="acc-form">
        <Selector
          className="wallet-selector"
          value={[days]}
          onChange={(v) => v[0] && setParams({ ...Object.fromEntries(params), days: String(v[0]) }, { replace: true })}
          options={PERIODS.map((d) => ({ value: d, label: t('wallet.bill.days', { count: d }) }))}
        />
        {!filters && <EmptyState />}
        {filters && isPending && <Skeleton.Paragraph lineCount={6} animated />}
        {isError && <ErrorState onRetry={() => void refetch()} />}
        {data && filters && (
          <>
            <dl className="wallet-kv wallet-kv-card">
              <div>
                <dt>{t('wallet.bill.period')}</dt>
                <dd>
                  {filters.from} – {dayString(0)}
                </dd>
              </div>
              <div>
                <dt>{t('wallet.bill.opening')}</dt>
                <dd data-testid="statement-opening">{formatCoin(data.opening, data.currency)}</dd>
              </div>
              <div>
                <dt>{t('wallet.bill.closing')}</dt>
                <dd data-testid="statement-closing">{formatCoin(data.closing, data.currency)}</dd>
              </div>
              <div>
                <dt>{t('wallet.bill.reconciles')}</dt>
                <dd>{data.reconciles ? '✓' : '✗'}</dd>
              </div>
            </dl>
            <button
              type="button"
              className="chip-button wallet-csv"
              onClick={() => void downloadStatementCsv(filters).catch(() => undefined)}
              data-testid="statement-csv"
            >
              {t('wallet.action.download')}
            </button>
            {data.entries.length === 0 ? (
              <EmptyState />
            ) : (
              <ul className="wallet-list">
                {data.entries.map((b) => (
                  <BillRow key={b.id} bill={b} currency={data.currency} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}
