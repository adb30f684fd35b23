import { Empty, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { ImageThumb } from '../../../shared/components/image-preview';
import { ReasonModal } from '../../../shared/components/reason-modal';
import { usePaging } from '../../../shared/hooks/use-paging';
import { useDecideDeposit, useDeposits } from '../api/queues';
import type { DepositRequest, RequestState } from '../api/types';
import { Money, TimeCell, UserCell } from './cells';
import { reviewColumn } from './review-column';

const EMPTY: Record<RequestState, string> = {
  review: 'No deposit waiting for review',
  passed: 'No approved deposit',
  rejected: 'No rejected deposit',
};

const who = (d: DepositRequest) => `user #${d.user_id}`;

export function DepositTable({ state }: { state: RequestState }) {
  const paging = usePaging(20);
  const list = useDeposits({ state, page: paging.page, limit: paging.limit });
  const decide = useDecideDeposit();
  const [rejecting, setRejecting] = useState<DepositRequest | null>(null);

  const columns: TableColumnsType<DepositRequest> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: 'User',
      key: 'user',
      width: 150,
      render: (_, d) => <UserCell userId={d.user_id} user={d.user} />,
    },
    {
      title: 'Coin / network',
      key: 'coin',
      width: 110,
      render: (_, d) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{d.currency}</Typography.Text>
          <Typography.Text type="secondary">{d.network || '—'}</Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Amount',
      dataIndex: 'amount',
      align: 'right',
      width: 130,
      render: (v: string) => <Money value={v} strong />,
    },
    {
      title: 'Paid to',
      dataIndex: 'account',
      width: 190,
      render: (v: string) =>
        v ? (
          <Typography.Text code copyable={{ text: v }} ellipsis={{ tooltip: v }} style={{ maxWidth: '100%' }}>
            {v}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: 'Voucher',
      dataIndex: 'voucher',
      width: 92,
      render: (v: string) => <ImageThumb src={v || undefined} width={72} height={48} />,
    },
    { title: 'Submitted (UTC)', dataIndex: 'created_at', width: 112, render: (v: string) => <TimeCell value={v} /> },
  ];
  if (state !== 'review') {
    columns.push({
      title: 'Reviewed (UTC)',
      dataIndex: 'reviewed_at',
      width: 112,
      render: (v: string | null) => <TimeCell value={v} />,
    });
  }
  if (state === 'rejected') {
    columns.push({
      title: 'Reason',
      dataIndex: 'reason',
      width: 180,
      render: (v: string | null) => v || '—',
    });
  }
  if (state === 'review') {
    columns.push(
      reviewColumn<DepositRequest>({
        prefix: 'deposit',
        width: 116,
        approve: {
          confirm: (d) => ({
            title: `Approve deposit ${d.id}?`,
            description: `Credits ${d.amount} ${d.currency} to ${who(d)}'s change account.`,
            onConfirm: () => decide.mutateAsync({ id: d.id, approve: true }),
          }),
        },
        onReject: setRejecting,
      }),
    );
  }

  return (
    <>
      <Table<DepositRequest>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={paging.pagination(list.data?.total)}
        onRow={(d) => ({ 'data-testid': `deposit-row-${d.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={EMPTY[state]} /> }}
      />
      <ReasonModal
        title={rejecting ? `Reject deposit ${rejecting.id}` : null}
        description={
          rejecting
            ? `${rejecting.amount} ${rejecting.currency} from ${who(rejecting)}: nothing is credited; the user sees this reason.`
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
