import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ReasonModal } from '../../../shared/components/reason-modal';
import { formatUtc } from '../../../shared/format';
import { usePaging } from '../../../shared/hooks/use-paging';
import { type KycReview, type KycState, useDecideKyc, useKycReviews } from '../api/kyc';
import { idTypeLabel, KycImages, RealTypeTag } from './kyc-bits';

export const TAB_LABELS: Record<KycState, string> = { review: 'In review', verified: 'Verified', failed: 'Failed' };
const EMPTY: Record<KycState, string> = {
  review: 'Nothing waiting for review',
  verified: 'No verified submissions',
  failed: 'No rejected submissions',
};

/** One tab's table; keyed by state so switching tabs never shows the previous tab's rows with this tab's actions. */
export function KycTable({ state }: { state: KycState }) {
  const paging = usePaging(20);
  const list = useKycReviews({ state, page: paging.page, limit: paging.limit });
  const decide = useDecideKyc();
  const [rejecting, setRejecting] = useState<KycReview | null>(null);

  const columns: TableColumnsType<KycReview> = [
    { title: 'ID', dataIndex: 'id', width: 60 },
    {
      title: 'User',
      key: 'user',
      width: 160,
      ellipsis: true,
      render: (_, r) => (
        <Flex vertical>
          <Link to={`/users/${r.user_id}`}>#{r.user_id}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: r.email }}>
            {r.email || '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Level / ID type',
      key: 'level',
      width: 130,
      render: (_, r) => (
        <Flex vertical align="flex-start" gap={4}>
          <RealTypeTag realType={r.real_type} />
          <span>{idTypeLabel(r.id_type)}</span>
        </Flex>
      ),
    },
    { title: 'Name', dataIndex: 'name', width: 110, render: (v: string | null) => v || '—' },
    {
      title: 'ID number',
      dataIndex: 'card_id',
      width: 170,
      render: (v: string | null) =>
        v ? (
          <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
            {v}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    { title: 'Images', key: 'images', width: 150, render: (_, r) => <KycImages review={r} size={40} /> },
    {
      title: 'Submitted (UTC)',
      dataIndex: 'submitted_at',
      width: 110,
      // Date over time: the queue needs the room for the document columns.
      render: (v: string) => {
        const [date, time] = formatUtc(v).split(' ');
        return (
          <Flex vertical>
            <span>{date}</span>
            <Typography.Text type="secondary">{time}</Typography.Text>
          </Flex>
        );
      },
    },
  ];
  if (state === 'failed') {
    columns.push({ title: 'Reason', dataIndex: 'reason', render: (v: string | null) => v || '—' });
  }
  if (state === 'review') {
    columns.push({
      title: 'Decision',
      key: 'actions',
      width: 120,
      render: (_, r) => (
        <Space direction="vertical" size={6}>
          <Popconfirm
            title={`Approve review ${r.id}?`}
            description={`${r.name || r.email || `User ${r.user_id}`} gets the ${r.real_type === 2 ? 'advanced' : 'basic'} level.`}
            okText="Approve"
            okButtonProps={{ 'data-testid': 'kyc-approve-ok' } as Record<string, string>}
            onConfirm={() => decide.mutateAsync({ id: r.id, approve: true }).catch(() => undefined)}
          >
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              style={{ width: 96 }}
              data-testid={`kyc-approve-${r.id}`}
            >
              Approve
            </Button>
          </Popconfirm>
          <Button
            size="small"
            danger
            icon={<CloseOutlined />}
            style={{ width: 96 }}
            onClick={() => setRejecting(r)}
            data-testid={`kyc-reject-${r.id}`}
          >
            Reject
          </Button>
        </Space>
      ),
    });
  }

  return (
    <>
      <Table<KycReview>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={paging.pagination(list.data?.total)}
        locale={{ emptyText: <Empty description={EMPTY[state]} /> }}
      />
      <ReasonModal
        title={rejecting ? `Reject review ${rejecting.id}` : null}
        description={
          rejecting
            ? `${rejecting.name || rejecting.email || `User ${rejecting.user_id}`} sees this reason and may submit again.`
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
