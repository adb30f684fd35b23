import { Alert, Empty, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { usePaging } from '../../../shared/hooks/use-paging';
import { type JournalPosting, kindLabel } from '../api/types';
import { useUserJournal } from '../api/user-wallet';
import { Money, SignedMoney, TimeCell } from './cells';

const columns: TableColumnsType<JournalPosting> = [
  { title: 'Time (UTC)', dataIndex: 'created_at', width: 110, render: (v: string) => <TimeCell value={v} /> },
  {
    title: 'Entry',
    key: 'type',
    width: 110,
    // The stable type (what the bills filter and the audit use); the translated name the user sees on hover.
    render: (_, p) => <Tag title={p.name}>{p.entry_type}</Tag>,
  },
  { title: 'Coin', dataIndex: 'currency', width: 80 },
  {
    title: 'Account',
    key: 'kind',
    width: 150,
    render: (_, p) => (
      <span>
        {kindLabel(p.kind)}
        {p.bucket && p.bucket !== 'available' && <Tag style={{ marginLeft: 4 }}>{p.bucket}</Tag>}
      </span>
    ),
  },
  {
    title: 'Amount',
    dataIndex: 'amount',
    align: 'right',
    width: 150,
    render: (v: string) => <SignedMoney value={v} />,
  },
  {
    title: 'Balance after',
    dataIndex: 'balance_after',
    align: 'right',
    width: 150,
    render: (v: string) => <Money value={v} />,
  },
  {
    title: 'Memo',
    dataIndex: 'memo',
    ellipsis: { showTitle: false },
    render: (v: string | null) => (
      <Typography.Text type="secondary" ellipsis={{ tooltip: v }}>
        {v || '—'}
      </Typography.Text>
    ),
  },
];

/** The user's ledger postings, newest first, paged by the server (`GET /admin/users/:id/journal`). */
export function UserJournal({ userId }: { userId: number }) {
  const paging = usePaging(10);
  const journal = useUserJournal(userId, { page: paging.page, limit: paging.limit });
  if (journal.isError) return <Alert type="error" showIcon message={journal.error.message} />;
  return (
    <Table<JournalPosting>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={journal.data?.list ?? []}
      loading={journal.isFetching}
      pagination={{ ...paging.pagination(journal.data?.total), size: 'small' }}
      data-testid="user-journal"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No posting yet" /> }}
    />
  );
}
