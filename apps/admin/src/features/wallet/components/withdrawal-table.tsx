import { Empty, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { ReasonModal } from '../../../shared/components/reason-modal';
import { usePaging } from '../../../shared/hooks/use-paging';
import { useDecideWithdrawal, useWithdrawals } from '../api/queues';
import type { RequestState, WithdrawalRequest } from '../api/types';
import { Money, StateTag, TimeCell, UserCell } from './cells';
import { reviewColumn } from './review-column';
import { WithdrawalApproveModal } from './withdrawal-approve-modal';
import { WithdrawalTarget } from './withdrawal-target';

const EMPTY: Record<RequestState, string> = {
  review: 'No withdrawal waiting for review',
  passed: 'No approved withdrawal',
  rejected: 'No rejected withdrawal',
};

export function WithdrawalTable({ state }: { state: RequestState }) {
  const paging = usePaging(20);
  const list = useWithdrawals({ state, page: paging.page, limit: paging.limit });
  const decide = useDecideWithdrawal();
  const [approving, setApproving] = useState<WithdrawalRequest | null>(null);
  const [rejecting, setRejecting] = useState<WithdrawalRequest | null>(null);

  const columns: TableColumnsType<WithdrawalRequest> = [
    { title: 'ID', dataIndex: 'id', width: 60 },
    { title: 'User', key: 'user', width: 140, render: (_, w) => <UserCell userId={w.user_id} user={w.user} /> },
    {
      title: 'Coin / network',
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
      title: 'Amount / fee / receive',
      key: 'money',
      align: 'right',
      width: 150,
      render: (_, w) => (
        <Space direction="vertical" size={0} align="end">
          <Money value={w.number} strong />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            fee {w.fee}
          </Typography.Text>
          <Typography.Text type="success" style={{ whiteSpace: 'nowrap' }}>
            gets {w.receive}
          </Typography.Text>
        </Space>
      ),
    },
    { title: 'Target', key: 'target', width: 200, render: (_, w) => <WithdrawalTarget w={w} /> },
    { title: 'State', dataIndex: 'state', width: 92, render: (v: string) => <StateTag state={v} /> },
    { title: 'Submitted (UTC)', dataIndex: 'created_at', width: 108, render: (v: string) => <TimeCell value={v} /> },
  ];
  if (state !== 'review') {
    columns.push({
      title: 'Reviewed (UTC)',
      dataIndex: 'reviewed_at',
      width: 108,
      render: (v: string | null) => <TimeCell value={v} />,
    });
  }
  if (state === 'passed') {
    columns.push({
      title: 'Txid',
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
    columns.push({ title: 'Reason', dataIndex: 'reason', render: (v: string | null) => v || '—' });
  }
  if (state === 'review') {
    columns.push(
      reviewColumn<WithdrawalRequest>({
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
        locale={{ emptyText: <Empty description={EMPTY[state]} /> }}
      />
      <WithdrawalApproveModal
        request={approving}
        onApprove={(txid) => decide.mutateAsync({ id: approving?.id ?? 0, approve: true, txid })}
        onClose={() => setApproving(null)}
      />
      <ReasonModal
        title={rejecting ? `Reject withdrawal ${rejecting.id}` : null}
        description={
          rejecting
            ? `${rejecting.number} ${rejecting.currency} plus the fee ${rejecting.fee} go back to user #${rejecting.user_id}'s available balance; the user sees this reason.`
            : undefined
        }
        okText="Reject"
        danger
        onSubmit={(reason) => decide.mutateAsync({ id: rejecting?.id ?? 0, approve: false, reason })}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
