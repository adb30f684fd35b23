import { Alert, Empty, Table, type TableColumnsType, Typography } from 'antd';
import { kindLabel, type UserBalance } from '../api/types';
import { useUserBalances } from '../api/user-wallet';
import { isZeroAmount } from './amount';
import { Money } from './cells';

const columns: TableColumnsType<UserBalance> = [
  {
    title: 'Account',
    key: 'kind',
    width: 200,
    render: (_, b) => (
      <span>
        {kindLabel(b.kind)} <Typography.Text type="secondary">({b.field ?? b.kind})</Typography.Text>
      </span>
    ),
  },
  {
    title: 'Coin',
    dataIndex: 'currency',
    width: 100,
    render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
  },
  { title: 'Available', dataIndex: 'available', align: 'right', render: (v: string) => <Money value={v} /> },
  {
    title: 'Frozen',
    dataIndex: 'frozen',
    align: 'right',
    render: (v: string) =>
      isZeroAmount(v) ? <Typography.Text type="secondary">{v}</Typography.Text> : <Money value={v} />,
  },
];

/** What the user holds per account kind and coin (`GET /admin/users/:id/balances`), as the ledger answers it. */
export function UserBalances({ userId }: { userId: number }) {
  const balances = useUserBalances(userId);
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
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No balance in any account" /> }}
    />
  );
}
