import { Empty, Table, type TableColumnsType, type TablePaginationConfig, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { TimeCell } from '../../wallet/components/cells';
import { useSpotOrders } from '../api/lists';
import type { SpotOrder } from '../api/types';
import { OrderStatusTag, OwnerCell, ShortId, SideTag, sideOf } from '../components/cells';
import { SpotListFilters, useSpotListParams } from '../components/list-filters';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const dash = <Typography.Text type="secondary">—</Typography.Text>;
/** The server answers zeros as `0` (an unfilled order has no average price yet). */
const orDash = (v: string) => (!v || !/[1-9]/.test(v) ? dash : <span style={num}>{v}</span>);

function useColumns(): TableColumnsType<SpotOrder> {
  const { t } = useTranslation('spot');
  return [
    { title: t('orders.id'), dataIndex: 'id', width: 120, render: (v: string) => <ShortId id={v} /> },
    {
      title: t('orders.user'),
      dataIndex: 'user_id',
      width: 120,
      render: (v: number, o) => <OwnerCell userId={v} ownerType={o.owner_type} />,
    },
    { title: t('orders.pair'), dataIndex: 'symbol', width: 110, render: (v: string) => <strong>{v}</strong> },
    { title: t('orders.side'), dataIndex: 'type', width: 64, render: (v: 1 | 2) => <SideTag side={sideOf(v)} /> },
    {
      title: t('orders.type'),
      dataIndex: 'order_type',
      width: 72,
      render: (v: string) => (v === 'market' ? t('orders.market') : t('orders.limit')),
    },
    {
      title: t('orders.price'),
      dataIndex: 'price',
      align: 'right',
      render: (v: string) =>
        v ? <span style={num}>{v}</span> : <Typography.Text type="secondary">{t('orders.atMarket')}</Typography.Text>,
    },
    {
      title: t('orders.amount'),
      dataIndex: 'amount',
      align: 'right',
      // A market buy by total has no amount: it spends `total` of the quote coin.
      render: (v: string, o) =>
        /[1-9]/.test(v) || !/[1-9]/.test(o.total) ? (
          <span style={num}>{v}</span>
        ) : (
          <span style={num}>
            {o.total} <Typography.Text type="secondary">{t('orders.ofTotal')}</Typography.Text>
          </span>
        ),
    },
    {
      title: t('orders.filled'),
      dataIndex: 'filled',
      align: 'right',
      render: (v: string) => <span style={num}>{v}</span>,
    },
    { title: t('orders.avgPrice'), dataIndex: 'avg_price', align: 'right', render: orDash },
    {
      title: t('orders.fee'),
      dataIndex: 'fee',
      align: 'right',
      render: (v: string, o) =>
        /[1-9]/.test(v) ? (
          <span style={num}>
            {v} <Typography.Text type="secondary">{o.fee_currency}</Typography.Text>
          </span>
        ) : (
          <span style={num}>{v || '0'}</span>
        ),
    },
    {
      title: t('orders.status'),
      dataIndex: 'status',
      width: 110,
      render: (v: string) => <OrderStatusTag status={v} />,
    },
    { title: t('orders.time'), dataIndex: 'created_at', width: 104, render: (v: string) => <TimeCell value={v} /> },
  ];
}

/** `GET /admin/spot/orders` (super, finance, support), newest first, paged by the server. */
export default function SpotOrdersPage() {
  const params = useSpotListParams();
  const orders = useSpotOrders({ ...params.filters, page: params.page });
  const searching = Boolean(params.filters.symbol || params.filters.user_id || params.filters.status);
  const { t } = useTranslation('spot');
  const columns = useColumns();

  const pagination: TablePaginationConfig = {
    current: params.page,
    pageSize: orders.data?.limit ?? 20,
    total: orders.data?.total ?? 0,
    showSizeChanger: false,
    showTotal: (total) => t('orders.total', { total }),
    onChange: (p) => params.setPage(p),
  };

  return (
    <>
      <PageHeader title={t('orders.title')} />
      <SpotListFilters value={params.filters} withStatus onSearch={params.search} />
      <Table<SpotOrder>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isFetching}
        pagination={pagination}
        onRow={(o) => ({ 'data-testid': `spot-order-row-${o.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={searching ? t('orders.noMatch') : t('orders.empty')} /> }}
      />
    </>
  );
}
