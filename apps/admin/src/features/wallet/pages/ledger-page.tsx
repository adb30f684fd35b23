import { Alert, Button, Card, Empty, Flex, Skeleton, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { useLedgerSummary } from '../api/settings';
import type { LedgerSummary } from '../api/types';
import { isZeroAmount } from '../components/amount';
import { Money } from '../components/cells';

type Sum = LedgerSummary['currencies'][number];
type SystemRow = LedgerSummary['system'][number];

/** A currency is balanced when its total is zero, read from the string itself (and the server's flag, when sent). */
const balanced = (s: Sum) => isZeroAmount(s.total) && s.balanced !== false;

const HINTED = ['external', 'fees', 'adjustments', 'adjustment', 'house_pnl_exchange'] as const;
/** The system accounts with a note on what they stand for; any other is shown by its name only. */
const isHinted = (kind: string): kind is (typeof HINTED)[number] => (HINTED as readonly string[]).includes(kind);

function useColumns() {
  const { t } = useTranslation('wallet');
  const sumColumns: TableColumnsType<Sum> = [
    {
      title: t('ledger.currency'),
      dataIndex: 'currency',
      width: 90,
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    {
      title: t('ledger.sum'),
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
      title: t('ledger.state'),
      key: 'state',
      width: 120,
      render: (_, s) =>
        balanced(s) ? <Tag color="green">{t('ledger.balanced')}</Tag> : <Tag color="red">{t('ledger.unbalanced')}</Tag>,
    },
  ];

  const systemColumns: TableColumnsType<SystemRow> = [
    {
      title: t('ledger.systemAccount'),
      dataIndex: 'system_kind',
      width: 300,
      render: (v: string) => (
        <Flex vertical>
          <Typography.Text code>{v}</Typography.Text>
          {isHinted(v) && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`ledger.hints.${v}`)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: t('ledger.currency'), dataIndex: 'currency', width: 90 },
    // Plain figures, not red/green: a system account is negative by design (`external` mirrors what users were paid in);
    // red on this screen means only one thing, a currency whose sum is not zero.
    {
      title: t('ledger.available'),
      dataIndex: 'available',
      align: 'right',
      width: 170,
      render: (v: string) => <Money value={v} />,
    },
    {
      title: t('ledger.frozen'),
      dataIndex: 'frozen',
      align: 'right',
      width: 120,
      render: (v: string) => <Money value={v} />,
    },
  ];
  return { sumColumns, systemColumns };
}

export default function LedgerPage() {
  const summary = useLedgerSummary();
  const data = summary.data;
  const broken = data?.currencies.filter((s) => !balanced(s)) ?? [];
  const { t } = useTranslation(['wallet', 'shell']);
  const { sumColumns, systemColumns } = useColumns();
  const refresh = (
    <Button onClick={() => summary.refetch()} loading={summary.isFetching}>
      {t('shell:common.refresh')}
    </Button>
  );
  if (!data) {
    return (
      <>
        <PageHeader title={t('ledger.title')} extra={refresh} />
        {summary.isError ? <Alert type="error" showIcon message={summary.error.message} /> : <Skeleton active />}
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('ledger.title')} extra={refresh} />
      {broken.length === 0 ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('ledger.balancedTitle')}
          description={t('ledger.balancedText')}
          data-testid="ledger-balanced"
        />
      ) : (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('ledger.unbalancedTitle', {
            currencies: broken.map((s) => `${s.currency} ${s.total}`).join(', '),
          })}
          description={t('ledger.unbalancedText')}
          data-testid="ledger-unbalanced"
        />
      )}
      <Flex gap={16} align="flex-start" wrap>
        <Card size="small" title={t('ledger.sums')} style={{ flex: '1 1 380px' }}>
          <Table<Sum>
            rowKey="currency"
            size="small"
            columns={sumColumns}
            dataSource={data.currencies}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ledger.noPosting')} /> }}
          />
        </Card>
        <Card size="small" title={t('ledger.systemBalances')} style={{ flex: '2 1 640px' }}>
          <Table<SystemRow>
            rowKey={(r) => `${r.system_kind}-${r.currency}`}
            size="small"
            columns={systemColumns}
            dataSource={data.system}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ledger.noSystem')} /> }}
          />
        </Card>
      </Flex>
    </>
  );
}
