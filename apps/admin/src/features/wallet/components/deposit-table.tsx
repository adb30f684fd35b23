import { Empty, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageThumb } from '../../../shared/components/image-preview';
import { ReasonModal } from '../../../shared/components/reason-modal';
import { usePaging } from '../../../shared/hooks/use-paging';
import { useDecideDeposit, useDeposits } from '../api/queues';
import type { DepositRequest, RequestState } from '../api/types';
import { Money, TimeCell, UserCell } from './cells';
import { reviewColumn } from './review-column';

export function DepositTable({ state }: { state: RequestState }) {
  const paging = usePaging(20);
  const list = useDeposits({ state, page: paging.page, limit: paging.limit });
  const decide = useDecideDeposit();
  const [rejecting, setRejecting] = useState<DepositRequest | null>(null);
  const { t } = useTranslation('wallet');

  const columns: TableColumnsType<DepositRequest> = [
    { title: t('queue.id'), dataIndex: 'id', width: 64 },
    {
      title: t('queue.user'),
      key: 'user',
      width: 150,
      render: (_, d) => <UserCell userId={d.user_id} user={d.user} />,
    },
    {
      title: t('queue.coinNetwork'),
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
      title: t('queue.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 130,
      render: (v: string) => <Money value={v} strong />,
    },
    {
      title: t('deposits.paidTo'),
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
      title: t('deposits.voucher'),
      dataIndex: 'voucher',
      width: 92,
      render: (v: string) => <ImageThumb src={v || undefined} width={72} height={48} />,
    },
    {
      title: t('queue.submitted'),
      dataIndex: 'created_at',
      width: 112,
      render: (v: string) => <TimeCell value={v} />,
    },
  ];
  if (state !== 'review') {
    columns.push({
      title: t('queue.reviewed'),
      dataIndex: 'reviewed_at',
      width: 112,
      render: (v: string | null) => <TimeCell value={v} />,
    });
  }
  if (state === 'rejected') {
    columns.push({
      title: t('queue.reason'),
      dataIndex: 'reason',
      width: 180,
      render: (v: string | null) => v || '—',
    });
  }
  if (state === 'review') {
    columns.push(
      reviewColumn<DepositRequest>({
        title: t('queue.decision'),
        prefix: 'deposit',
        width: 116,
        approve: {
          confirm: (d) => ({
            title: t('deposits.approveConfirm', { id: d.id }),
            description: t('deposits.approveNote', { amount: d.amount, coin: d.currency, userId: d.user_id }),
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
        locale={{ emptyText: <Empty description={t(`deposits.empty.${state}`)} /> }}
      />
      <ReasonModal
        title={rejecting ? t('deposits.rejectTitle', { id: rejecting.id }) : null}
        description={
          rejecting
            ? t('deposits.rejectNote', {
                amount: rejecting.amount,
                coin: rejecting.currency,
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
