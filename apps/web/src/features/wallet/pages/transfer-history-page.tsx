import { formatCoin } from '@app/api';
import type { Transfer } from '@app/api/wallet';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { useTranslation } from '../../../i18n/use-translation';
import { useTransferHistory } from '../api/transfer';
import { ACCOUNT_NAME_KEYS } from '../model/account-name';
import { formatTime } from '../model/format';
import '../wallet.css';

/** #/pages/fund/transfer_history: internal transfers, newest first (GET /wallet/hzhistory). */
export default function TransferHistoryPage() {
  const { t } = useTranslation();
  const query = useTransferHistory();
  return (
    <PageShell className="wallet-page" title={t('wallet.title.transferHistory')}>
      <PagedList
        className="wallet-list"
        skeletonClassName="wallet-skeleton"
        query={query}
        render={(r: Transfer) => (
          <li key={r.id} className="wallet-record" data-testid={`record-row-${r.id}`}>
            <div className="wallet-record-head">
              <strong>
                {t(ACCOUNT_NAME_KEYS[r.from_field])} → {t(ACCOUNT_NAME_KEYS[r.to_field])}
              </strong>
              <span className="wallet-amount">
                {formatCoin(r.number, r.currency)} {r.currency}
              </span>
            </div>
            <span className="wallet-muted">{formatTime(r.created_at)}</span>
          </li>
        )}
      />
    </PageShell>
  );
}
