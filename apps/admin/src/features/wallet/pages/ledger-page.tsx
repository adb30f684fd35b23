import { Alert, Button, Card, Empty, Flex, Skeleton, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { PageHeader } from '../../../shared/components/page-header';
import { useLedgerSummary } from '../api/settings';
import type { LedgerSummary } from '../api/types';
import { isZeroAmount } from '../components/amount';
import { Money } from '../components/cells';

type Sum = LedgerSummary['currencies'][number];
type SystemRow = LedgerSummary['system'][number];

/** A currency is balanced when its total is zero, read from the string itself (and the server's flag, when sent). */
const balanced = (s: Sum) => isZeroAmount(s.total) && s.balanced !== false;

const SYSTEM_HINTS: Record<string, string> = {
  external: 'Money outside the platform: deposits in, withdrawals out',
  fees: 'Fees collected',
  adjustments: 'Manual adjustments by the back office',
  adjustment: 'Manual adjustments by the back office',
  house_pnl_exchange: 'The house side of converts',
};

const sumColumns: TableColumnsType<Sum> = [
  {
    title: 'Currency',
    dataIndex: 'currency',
    width: 90,
    render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
  },
  {
    title: 'Sum (must be 0)',
    dataIndex: 'total',
    render: (v: string, s) => (
      <span
        data-testid={`ledger-sum-${s.currency}`}
        style={{ color: balanced(s) ? undefined : '#cf1322', fontWeight: 600 }}
      >
        {v}
      </span>
    ),
  },
  {
    title: 'State',
    key: 'state',
    width: 120,
    render: (_, s) => (balanced(s) ? <Tag color="green">Balanced</Tag> : <Tag color="red">OUT OF BALANCE</Tag>),
  },
];

const systemColumns: TableColumnsType<SystemRow> = [
  {
    title: 'System account',
    dataIndex: 'system_kind',
    width: 300,
    render: (v: string) => (
      <Flex vertical>
        <Typography.Text code>{v}</Typography.Text>
        {SYSTEM_HINTS[v] && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {SYSTEM_HINTS[v]}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  { title: 'Currency', dataIndex: 'currency', width: 90 },
  // Plain figures, not red/green: a system account is negative by design (`external` mirrors what users were paid in);
  // red on this screen means only one thing, a currency whose sum is not zero.
  {
    title: 'Available',
    dataIndex: 'available',
    align: 'right',
    width: 170,
    render: (v: string) => <Money value={v} />,
  },
  { title: 'Frozen', dataIndex: 'frozen', align: 'right', width: 120, render: (v: string) => <Money value={v} /> },
];

export default function LedgerPage() {
  const summary = useLedgerSummary();
  const data = summary.data;
  const broken = data?.currencies.filter((s) => !balanced(s)) ?? [];
  const refresh = (
    <Button onClick={() => summary.refetch()} loading={summary.isFetching}>
      Refresh
    </Button>
  );
  if (!data) {
    return (
      <>
        <PageHeader title="Ledger summary" extra={refresh} />
        {summary.isError ? <Alert type="error" showIcon message={summary.error.message} /> : <Skeleton active />}
      </>
    );
  }
  return (
    <>
      <PageHeader title="Ledger summary" extra={refresh} />
      {broken.length === 0 ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message="Every currency sums to zero"
          description="Double entry holds: what users hold is matched by the system accounts below."
          data-testid="ledger-balanced"
        />
      ) : (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Out of balance: ${broken.map((s) => `${s.currency} ${s.total}`).join(', ')}`}
          description="The sum of every account of a currency must be zero. Stop manual adjustments and investigate the journal."
          data-testid="ledger-unbalanced"
        />
      )}
      <Flex gap={16} align="flex-start" wrap>
        <Card size="small" title="Sum per currency" style={{ flex: '1 1 380px' }}>
          <Table<Sum>
            rowKey="currency"
            size="small"
            columns={sumColumns}
            dataSource={data.currencies}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No posting yet" /> }}
          />
        </Card>
        <Card size="small" title="System account balances" style={{ flex: '2 1 640px' }}>
          <Table<SystemRow>
            rowKey={(r) => `${r.system_kind}-${r.currency}`}
            size="small"
            columns={systemColumns}
            dataSource={data.system}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No system account yet" /> }}
          />
        </Card>
      </Flex>
    </>
  );
}
