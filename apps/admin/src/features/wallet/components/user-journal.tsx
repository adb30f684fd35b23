import { Alert, Empty, Skeleton, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaging } from '../../../shared/hooks/use-paging';
import type { JournalPosting } from '../api/types';
import { useUserJournal } from '../api/user-wallet';
import { Money, SignedMoney, TimeCell, useKindName } from './cells';

function Journal({ userId }: { userId: number }) {
  const paging = usePaging(10);
  const journal = useUserJournal(userId, { page: paging.page, limit: paging.limit });
  const { t } = useTranslation('wallet');
  const kindName = useKindName();
  const columns: TableColumnsType<JournalPosting> = [
    { title: t('user.time'), dataIndex: 'created_at', width: 110, render: (v: string) => <TimeCell value={v} /> },
    {
      title: t('user.entry'),
      key: 'type',
      width: 110,
      // The stable type (what the bills filter and the audit use); the translated name the user sees on hover.
      render: (_, p) => <Tag title={p.name}>{p.entry_type}</Tag>,
    },
    { title: t('user.coin'), dataIndex: 'currency', width: 80 },
    {
      title: t('user.account'),
      key: 'kind',
      width: 150,
      render: (_, p) => (
        <span>
          {kindName(p.kind)}
          {p.bucket && p.bucket !== 'available' && <Tag style={{ marginLeft: 4 }}>{p.bucket}</Tag>}
        </span>
      ),
    },
    {
      title: t('user.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 150,
      render: (v: string) => <SignedMoney value={v} />,
    },
    {
      title: t('user.balanceAfter'),
      dataIndex: 'balance_after',
      align: 'right',
      width: 150,
      render: (v: string) => <Money value={v} />,
    },
    {
      title: t('user.memo'),
      dataIndex: 'memo',
      ellipsis: { showTitle: false },
      render: (v: string | null) => (
        <Typography.Text type="secondary" ellipsis={{ tooltip: v }}>
          {v || '—'}
        </Typography.Text>
      ),
    },
  ];
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
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('user.noPosting')} /> }}
    />
  );
}

/**
 * The user's ledger postings, newest first, paged by the server (`GET /admin/users/:id/journal`). Shown on the
 * accounts feature's user page: the wallet texts are fetched here, in place, the first time.
 */
export function UserJournal({ userId }: { userId: number }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <Journal userId={userId} />
    </Suspense>
  );
}
