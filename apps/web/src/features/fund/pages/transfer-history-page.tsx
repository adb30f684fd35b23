import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { useTransferHistory } from '../api/transfer';
import type { TransferRecord } from '../api/types';
import { PagedList } from '../components/paged-list';
import { formatCoin, formatTime } from '../model/format';
import '../fund.css';

/** #/pages/fund/transfer_history: internal transfers, newest first (GET /wallet/hzhistory). */
export default function TransferHistoryPage() {
  const { t } = useTranslation();
  const query = useTransferHistory();
  return (
    <PageShell className="fund-page" title={t('fund.title.transferHistory')}>
      <PagedList
        query={query}
        render={(r: TransferRecord) => (
          <li key={r.id} className="fund-record" data-testid={`record-row-${r.id}`}>
            <div className="fund-record-head">
              <strong>
                {r.from_name || t(`fund.account.${r.from_field}`)} → {r.to_name || t(`fund.account.${r.to_field}`)}
              </strong>
              <span className="fund-amount">
                {formatCoin(r.number)} {r.currency}
              </span>
            </div>
            <span className="fund-muted">{formatTime(r.created_at)}</span>
          </li>
        )}
      />
    </PageShell>
  );
}
