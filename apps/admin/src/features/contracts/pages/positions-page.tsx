import {
  Alert,
  Empty,
  Flex,
  Table,
  type TableColumnsType,
  type TablePaginationConfig,
  Tooltip,
  Typography,
} from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { SignedMoney, TimeCell, UserCell } from '../../wallet/components/cells';
import { useContractPositions } from '../api/lists';
import { POSITION_STATUSES, type Position } from '../api/types';
import { AreaTag, dash, Num, num, SideTag, StatusTag } from '../components/cells';
import { PositionFiltersForm, usePositionParams } from '../components/position-filters';

const small = { fontSize: 12 } as const;

function useColumns(): TableColumnsType<Position> {
  const { t } = useTranslation('contracts');
  return [
    { title: t('positions.id'), dataIndex: 'id', width: 72, fixed: 'left' },
    {
      title: t('positions.user'),
      dataIndex: 'user_id',
      width: 150,
      render: (v: number, p) => <UserCell userId={v} user={p.user} />,
    },
    {
      title: t('positions.pair'),
      dataIndex: 'symbol',
      width: 130,
      render: (v: string, p) => (
        <Flex vertical gap={2} align="flex-start">
          <strong style={{ whiteSpace: 'nowrap' }}>{v}</strong>
          <AreaTag area={p.area} />
        </Flex>
      ),
    },
    {
      title: t('positions.side'),
      dataIndex: 'type',
      width: 96,
      render: (v: 1 | 2, p) => <SideTag type={v} multiple={p.multiple} mode={p.margin_mode} />,
    },
    {
      title: t('positions.status'),
      dataIndex: 'status',
      width: 110,
      render: (v: number, p) => <StatusTag status={v} reason={p.close_reason} />,
    },
    {
      title: t('positions.size'),
      dataIndex: 'share',
      align: 'right',
      render: (v: number, p) => (
        <Flex vertical align="flex-end" style={num}>
          <span>{v}</span>
          <Typography.Text type="secondary" style={small}>
            {p.number} {p.currency_name}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('positions.entry'),
      dataIndex: 'price',
      align: 'right',
      render: (v: string, p) =>
        p.status === POSITION_STATUSES.pending ? (
          <span style={num}>
            <Typography.Text type="secondary">{t('positions.waitingAt')} </Typography.Text>
            {v}
          </span>
        ) : p.origin_price ? (
          <Tooltip title={t('positions.reference', { price: p.origin_price })}>
            <span style={num}>{v}</span>
          </Tooltip>
        ) : (
          <Num value={v} />
        ),
    },
    {
      title: t('positions.mark'),
      key: 'mark',
      align: 'right',
      render: (_, p) => <Num value={p.status === POSITION_STATUSES.closed ? p.close_price : p.update_price} />,
    },
    {
      title: t('positions.margin'),
      dataIndex: 'caution_money',
      align: 'right',
      render: (v: string, p) => <Num value={v} coin={p.settle_currency} />,
    },
    {
      title: t('positions.pnl'),
      dataIndex: 'profits',
      align: 'right',
      render: (v: string, p) =>
        p.status === POSITION_STATUSES.pending || p.status === POSITION_STATUSES.cancelled || !v ? (
          dash
        ) : (
          <SignedMoney value={v} />
        ),
    },
    {
      title: t('positions.liquidation'),
      dataIndex: 'liquidation_price',
      align: 'right',
      render: (v: string) => <Num value={v} />,
    },
    {
      title: t('positions.fees'),
      key: 'fees',
      align: 'right',
      render: (_, p) => (
        <Flex vertical align="flex-end" style={num}>
          <span>
            <Typography.Text type="secondary">{t('positions.trade')} </Typography.Text>
            {p.trade_fee || '0'}
          </span>
          <span>
            <Typography.Text type="secondary">{t('positions.overnight')} </Typography.Text>
            {p.overnight_money || '0'}
          </span>
        </Flex>
      ),
    },
    {
      title: t('positions.stops'),
      key: 'stops',
      align: 'right',
      render: (_, p) =>
        p.target_profit_price || p.stop_loss_price ? (
          <Flex vertical align="flex-end" style={num}>
            <span>{p.target_profit_price || '—'}</span>
            <span>{p.stop_loss_price || '—'}</span>
          </Flex>
        ) : (
          dash
        ),
    },
    {
      title: t('positions.time'),
      key: 'time',
      width: 110,
      render: (_, p) => (
        <Flex vertical gap={4}>
          <TimeCell value={p.transaction_time || p.create_time} />
          {p.complete_time && <TimeCell value={p.complete_time} />}
        </Flex>
      ),
    },
  ];
}

/**
 * `GET /admin/contracts/positions` (super, finance, support), newest first, paged by the server. Read-only: the
 * server has no call that changes a position's price or outcome, and this screen offers none.
 */
export default function ContractPositionsPage() {
  const params = usePositionParams();
  const positions = useContractPositions({ ...params.filters, page: params.page, limit: params.limit });
  const searching = Boolean(params.filters.user_id || params.filters.area || params.filters.status !== 1);
  const { t } = useTranslation('contracts');
  const columns = useColumns();

  const pagination: TablePaginationConfig = {
    current: params.page,
    pageSize: params.limit,
    total: positions.data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: params.pageSizes,
    showTotal: (total) => t('positions.total', { total }),
    onChange: (p, size) => params.setPage(p, size),
  };

  return (
    <>
      <PageHeader title={t('positions.title')} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('positions.readOnly')}
        data-testid="contract-positions-read-only"
      />
      <PositionFiltersForm value={params.filters} onSearch={params.search} />
      <Table<Position>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={positions.data?.list ?? []}
        loading={positions.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        onRow={(p) => ({ 'data-testid': `contract-position-row-${p.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={searching ? t('positions.noMatch') : t('positions.empty')} /> }}
        data-testid="contract-positions-table"
      />
    </>
  );
}
