import { Alert, Empty, Skeleton, Table, type TableColumnsType, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserBalance } from '../api/types';
import { useUserBalances } from '../api/user-wallet';
import { isZeroAmount } from './amount';
import { Money, useKindName } from './cells';

function Balances({ userId }: { userId: number }) {
  const balances = useUserBalances(userId);
  const { t } = useTranslation('wallet');
  const kindName = useKindName();
  const columns: TableColumnsType<UserBalance> = [
    {
      title: t('user.account'),
      key: 'kind',
      width: 200,
      render: (_, b) => (
        <span>
          {kindName(b.kind)} <Typography.Text type="secondary">({b.field ?? b.kind})</Typography.Text>
        </span>
      ),
    },
    {
      title: t('user.coin'),
      dataIndex: 'currency',
      width: 100,
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    { title: t('user.available'), dataIndex: 'available', align: 'right', render: (v: string) => <Money value={v} /> },
    {
      title: t('user.frozen'),
      dataIndex: 'frozen',
      align: 'right',
      render: (v: string) =>
        isZeroAmount(v) ? <Typography.Text type="secondary">{v}</Typography.Text> : <Money value={v} />,
    },
  ];
  if (balances.isError) return <Alert type="error" showIcon message={balances.error.message} />;
  return (
    <Table<UserBalance>
      rowKey={(b) => `${b.kind}-${b.currency}`}
      size="small"
      columns={columns}
      dataSource={balances.data ?? []}
      loading={balances.isFetching}
      pagination={false}
      data-testid="user-balances"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('user.noBalance')} /> }}
    />
  );
}

/**
 * What the user holds per account kind and coin (`GET /admin/users/:id/balances`), as the ledger answers it. Shown on
 * the accounts feature's user page: the wallet texts are fetched here, in place, the first time.
 */
export function UserBalances({ userId }: { userId: number }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
      <Balances userId={userId} />
    </Suspense>
  );
}
