import { formatCoin } from '@app/api';
import type { Deposit, Withdrawal } from '@app/api/wallet';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { useRecords } from '../api/deposit';
import { ReviewTag } from '../components/review-tag';
import { actionOf, type WalletAction } from '../model/action';
import { formatTime } from '../model/format';
import '../wallet.css';

/** #/pages/fund/receive_withdraw_record?type=recharge|withdraw: requests with their review state and reason. */
export default function RecordsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = actionOf(params);
  return (
    <PageShell
      className="wallet-page"
      title={t(type === 'recharge' ? 'wallet.title.rechargeRecords' : 'wallet.title.withdrawRecords')}
    >
      <SectionTabs
        activeKey={type}
        onChange={(key) => setParams({ type: key }, { replace: true })}
        className="wallet-tabs"
        items={[
          { key: 'recharge', title: t('wallet.action.recharge'), testId: 'records-tab-recharge' },
          { key: 'withdraw', title: t('wallet.action.withdraw'), testId: 'records-tab-withdraw' },
        ]}
      />
      {type === 'recharge' ? <RechargeList /> : <WithdrawList />}
    </PageShell>
  );
}

function RechargeList() {
  const query = useRecords('recharge');
  return (
    <PagedList
      className="wallet-list"
      skeletonClassName="wallet-skeleton"
      query={query}
      render={(r: Deposit) => <RecordRow key={r.id} type="recharge" record={r} />}
    />
  );
}

function WithdrawList() {
  const query = useRecords('withdraw');
  return (
    <PagedList
      className="wallet-list"
      skeletonClassName="wallet-skeleton"
      query={query}
      render={(r: Withdrawal) => <RecordRow key={r.id} type="withdraw" record={r} />}
    />
  );
}

type RowProps = { type: WalletAction; record: Deposit | Withdrawal };

function RecordRow({ type, record }: RowProps) {
  const { t } = useTranslation();
  const amount = 'amount' in record ? record.amount : record.number;
  return (
    <li className="wallet-record" data-testid={`record-row-${record.id}`}>
      <div className="wallet-record-head">
        <strong>
          {type === 'recharge' ? t('wallet.action.recharge') : t('wallet.action.withdraw')} {record.currency}
          {record.network ? <span className="acc-badge wallet-badge-gap">{record.network}</span> : null}
        </strong>
        <ReviewTag state={record.state} />
      </div>
      <dl className="wallet-kv">
        <div>
          <dt>{t('wallet.record.amount')}</dt>
          <dd>{formatCoin(amount, record.currency)}</dd>
        </div>
        {'fee' in record && (
          <>
            <div>
              <dt>{t('wallet.record.fee')}</dt>
              <dd>{formatCoin(record.fee, record.currency)}</dd>
            </div>
            <div>
              <dt>{t('wallet.record.receive')}</dt>
              <dd>{formatCoin(record.receive, record.currency)}</dd>
            </div>
            <div>
              <dt>{t('wallet.record.target')}</dt>
              <dd className="wallet-ellipsis">{record.target}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('wallet.record.time')}</dt>
          <dd>{formatTime(record.created_at)}</dd>
        </div>
      </dl>
      {record.state === 'rejected' && record.reason && (
        <p className="wallet-reason">{t('wallet.record.reason', { reason: record.reason })}</p>
      )}
    </li>
  );
}
