import { Empty, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../shared/components/reason-modal';
import { usePaging } from '../../../shared/hooks/use-paging';
import { useDecideWithdrawal, useWithdrawals } from '../api/queues';
import type { RequestState, WithdrawalRequest } from '../api/types';
import { Money, StateTag, TimeCell, UserCell } from './cells';
import { reviewColumn } from './review-column';
import { WithdrawalApproveModal } from './withdrawal-approve-modal';
import { WithdrawalTarget } from './withdrawal-target';

export function WithdrawalTable({ state }: { state: RequestState }) {
  const paging = usePaging(20);
  const list = useWithdrawals({ state, page: paging.page, limit: paging.limit });
  const decide = useDecideWithdrawal();
  const [approving, setApproving] = useState<WithdrawalRequest | null>(null);
  const [rejecting, setRejecting] = useState<WithdrawalRequest | null>(null);
  const { t } = useTranslation('wallet');

  const columns: TableColumnsType<WithdrawalRequest> = [
    { title: t('queue.id'), dataIndex: 'id', width: 60 },
    {
      title: t('queue.user'),
      key: 'user',
      width: 140,
      render: (_, w) => <UserCell userId={w.user_id} user={w.user} />,
    },
    {
      title: t('queue.coinNetwork'),
      key: 'coin',
      width: 104,
      render: (_, w) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{w.currency}</Typography.Text>
          <Typography.Text type="secondary">{w.network || '—'}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('withdrawals.money'),
      key: 'money',
      align: 'right',
      width: 150,
      render: (_, w) => (
        <Space direction="vertical" size={0} align="end">
          <Money value={w.number} strong />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {t('withdrawals.fee', { fee: w.fee })}
          </Typography.Text>
          <Typography.Text type="success" style={{ whiteSpace: 'nowrap' }}>
            {t('withdrawals.gets', { receive: w.receive })}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('withdrawals.target'), key: 'target', width: 200, render: (_, w) => <WithdrawalTarget w={w} /> },
    { title: t('withdrawals.state'), dataIndex: 'state', width: 92, render: (v: string) => <StateTag state={v} /> },
    {
      title: t('queue.submitted'),
      dataIndex: 'created_at',
      width: 108,
      render: (v: string) => <TimeCell value={v} />,
    },
  ];
  if (state !== 'review') {
    columns.push({
      title: t('queue.reviewed'),
      dataIndex: 'reviewed_at',
      width: 108,
      render: (v: string | null) => <TimeCell value={v} />,
    });
  }
  if (state === 'passed') {
    columns.push({
      title: t('withdrawals.txid'),
      dataIndex: 'txid',
      render: (v: string | null | undefined) =>
        v ? (
          <Typography.Text code copyable ellipsis={{ tooltip: v }} style={{ maxWidth: 160, fontSize: 12 }}>
            {v}
          </Typography.Text>
        ) : (
          '—'
        ),
    });
  }
  if (state === 'rejected') {
    columns.push({ title: t('queue.reason'), dataIndex: 'reason', render: (v: string | null) => v || '—' });
  }
  if (state === 'review') {
    columns.push(
      reviewColumn<WithdrawalRequest>({
        title: t('queue.decision'),
        prefix: 'withdrawal',
        width: 112,
        approve: { onClick: setApproving },
        onReject: setRejecting,
      }),
    );
  }

  return (
    <>
      <Table<WithdrawalRequest>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={paging.pagination(list.data?.total)}
        onRow={(w) => ({ 'data-testid': `withdrawal-row-${w.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t(`withdrawals.empty.${state}`)} /> }}
      />
      <WithdrawalApproveModal
        request={approving}
        onApprove={(txid) => decide.mutateAsync({ id: approving?.id ?? 0, approve: true, txid })}
        onClose={() => setApproving(null)}
      />
      <ReasonModal
        title={rejecting ? t('withdrawals.rejectTitle', { id: rejecting.id }) : null}
        description={
          rejecting
            ? t('withdrawals.rejectNote', {
                amount: rejecting.number,
                coin: rejecting.currency,
                fee: rejecting.fee,
                userId: rejecting.user_id,
              })
            : undefined
        }
        okText={t('queue.reject')}
        danger
        onSubmit={(reason) => decide.mutateAsync({ id: rejecting?.id ?? 0, approve: false, reason })}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
