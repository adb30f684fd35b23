import { Empty, Flex, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/components/page-header';
import { usePaging } from '../../../shared/hooks/use-paging';
import { SignedMoney, TimeCell, UserCell } from '../../wallet/components/cells';
import { useContractLiquidations } from '../api/lists';
import { type Liquidation, POSITION_STATUSES } from '../api/types';
import { AreaTag, dash, Num, num } from '../components/cells';
import { positionsLink } from '../components/position-filters';
import { RiskTabs } from '../components/risk-tabs';

/** A receipt id, shortened when long, whole in the tooltip and copyable (the back office has no receipt view). */
function ReceiptId({ id }: { id: string }) {
  return (
    <Tooltip title={id}>
      <Typography.Text code copyable={{ text: id }} style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {id.length > 14 ? `${id.slice(0, 12)}…` : id}
      </Typography.Text>
    </Tooltip>
  );
}

function useColumns(): TableColumnsType<Liquidation> {
  const { t } = useTranslation('contracts');
  return [
    { title: t('liquidations.id'), dataIndex: 'id', width: 64 },
    {
      title: t('liquidations.time'),
      dataIndex: 'created_at',
      width: 104,
      render: (v: string) => <TimeCell value={v} />,
    },
    {
      title: t('liquidations.user'),
      dataIndex: 'user_id',
      width: 160,
      render: (v: number, l) => <UserCell userId={v} user={l.user} />,
    },
    {
      title: t('liquidations.account'),
      key: 'account',
      width: 150,
      render: (_, l) => (
        <Flex vertical gap={2} align="flex-start">
          <Flex gap={6} align="center">
            <AreaTag area={l.area} />
            <Typography.Text type="secondary">{l.settle_currency}</Typography.Text>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {l.margin_mode === 'cross' || l.margin_mode === 'isolated' ? t(`modes.${l.margin_mode}`) : l.margin_mode}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('liquidations.rate'),
      key: 'rate',
      align: 'right',
      render: (_, l) => (
        <span style={num}>
          <Typography.Text type="danger">{l.risk_rate} %</Typography.Text>
          <Typography.Text type="secondary"> / {l.threshold} %</Typography.Text>
        </span>
      ),
    },
    {
      title: t('liquidations.positions'),
      dataIndex: 'position_ids',
      render: (ids: number[], l) =>
        ids.length === 0 ? (
          <span style={num}>{l.positions}</span>
        ) : (
          <Link
            to={positionsLink({ user_id: l.user_id, area: l.area, status: POSITION_STATUSES.closed })}
            data-testid={`contract-liquidation-positions-${l.id}`}
          >
            <span style={num}>{ids.map((id) => `#${id}`).join(', ')}</span>
          </Link>
        ),
    },
    {
      title: t('liquidations.pnl'),
      dataIndex: 'pnl',
      align: 'right',
      render: (v: string) => (v ? <SignedMoney value={v} /> : dash),
    },
    {
      title: t('liquidations.insurancePaid'),
      dataIndex: 'insurance_paid',
      align: 'right',
      render: (v: string, l) => <Num value={v} coin={l.settle_currency} />,
    },
    {
      title: <Tooltip title={t('liquidations.receiptsNote')}>{t('liquidations.receipts')}</Tooltip>,
      dataIndex: 'receipt_ids',
      render: (ids: string[]) =>
        ids.length === 0 ? (
          dash
        ) : (
          <Flex vertical gap={2} align="flex-start">
            {ids.map((id) => (
              <ReceiptId key={id} id={id} />
            ))}
          </Flex>
        ),
    },
  ];
}

/** `GET /admin/contracts/liquidations` (super, finance), newest first, with the positions closed and their receipts. */
export default function ContractLiquidationsPage() {
  const paging = usePaging(20);
  const list = useContractLiquidations({ page: paging.page, limit: paging.limit });
  const { t } = useTranslation('contracts');
  const columns = useColumns();

  return (
    <>
      <PageHeader title={t('risk.title')} />
      <RiskTabs />
      <Table<Liquidation>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          ...paging.pagination(list.data?.total),
          showTotal: (total) => t('liquidations.total', { total }),
        }}
        onRow={(l) => ({ 'data-testid': `contract-liquidation-row-${l.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('liquidations.empty')} /> }}
        data-testid="contract-liquidations-table"
      />
    </>
  );
}
