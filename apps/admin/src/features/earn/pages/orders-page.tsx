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
import { formatUtc } from '../../../shared/format';
import { dash, Num, num } from '../../contracts/components/cells';
import { fractionToPercent } from '../../contracts/components/decimal';
import { TimeCell, UserCell } from '../../wallet/components/cells';
import { useEarnOrders } from '../api/lists';
import type { MiningOrder } from '../api/types';
import { KindTag, ReceiptList, StateTag } from '../components/cells';
import { EarnTabs, ORDER_SCREENS } from '../components/earn-tabs';
import { LoadError } from '../components/load-error';
import { OrderFiltersForm, useOrderParams } from '../components/order-filters';

const small = { fontSize: 12 } as const;

function useColumns(): TableColumnsType<MiningOrder> {
  const { t } = useTranslation('earn');
  return [
    { title: t('orders.id'), dataIndex: 'id', width: 72, fixed: 'left' },
    {
      title: t('orders.user'),
      dataIndex: 'user_id',
      width: 150,
      render: (v: number, o) => <UserCell userId={v} user={o.user} />,
    },
    {
      title: t('orders.product'),
      dataIndex: 'product_name',
      render: (v: string, o) => (
        <Flex vertical gap={2} align="flex-start">
          <strong style={{ whiteSpace: 'nowrap' }}>
            {v} <Typography.Text type="secondary">#{o.product_id}</Typography.Text>
          </strong>
          <KindTag kind={o.kind} />
        </Flex>
      ),
    },
    {
      title: t('orders.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string, o) => <Num value={v} coin={o.currency} />,
    },
    {
      title: t('orders.terms'),
      dataIndex: 'daily_rate',
      render: (v: string, o) => (
        <span style={num}>{t('orders.termsValue', { rate: fractionToPercent(v) || v, days: o.days })}</span>
      ),
    },
    {
      title: t('orders.earned'),
      dataIndex: 'earned',
      align: 'right',
      render: (v: string, o) => (
        <Flex vertical align="flex-end" style={num}>
          <Num value={v} coin={o.currency} />
          <Typography.Text type="secondary" style={small}>
            {t('orders.earnedDays', { earned: o.earned_days, days: o.days })} ·{' '}
            {t('orders.reservedOf', { amount: o.reserved })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('orders.penalty'),
      dataIndex: 'penalty',
      align: 'right',
      render: (v: string, o) => (o.state === 'redeemed' ? <Num value={v} coin={o.currency} /> : dash),
    },
    {
      title: t('orders.state'),
      dataIndex: 'state',
      width: 120,
      render: (v: MiningOrder['state']) => <StateTag state={v} />,
    },
    {
      title: t('orders.time'),
      key: 'time',
      width: 130,
      render: (_, o) => (
        <Flex vertical gap={4}>
          <TimeCell value={o.created_at} />
          <Typography.Text type="secondary" style={{ ...small, whiteSpace: 'nowrap' }}>
            {o.start_at.slice(0, 10)} → {o.end_at.slice(0, 10)}
          </Typography.Text>
          {o.closed_at && (
            <Typography.Text type="secondary" style={{ ...small, whiteSpace: 'nowrap' }}>
              {t('orders.closedAt', { time: formatUtc(o.closed_at) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: <Tooltip title={t('orders.receiptsNote')}>{t('orders.receipts')}</Tooltip>,
      key: 'receipts',
      render: (_, o) => <ReceiptList order={o} />,
    },
  ];
}

/**
 * `GET /admin/earn/orders` (super, finance, support), newest first, paged by the server, filtered by state, user and
 * product through the address. Read-only: the server has no call that changes a subscription, a balance or a yield,
 * and this screen offers none; each payout's receipt recomputes it from the subscription's terms.
 */
export default function EarnOrdersPage() {
  const params = useOrderParams();
  const orders = useEarnOrders({ ...params.filters, page: params.page, limit: params.limit });
  const searching = Boolean(params.filters.user_id || params.filters.state || params.filters.product_id);
  const { t } = useTranslation('earn');
  const columns = useColumns();

  const pagination: TablePaginationConfig = {
    current: params.page,
    pageSize: params.limit,
    total: orders.data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: params.pageSizes,
    showTotal: (total) => t('orders.total', { total }),
    onChange: (p, size) => params.setPage(p, size),
  };

  return (
    <>
      <EarnTabs screens={ORDER_SCREENS} />
      <PageHeader title={t('orders.title')} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('orders.readOnly')}
        data-testid="earn-orders-read-only"
      />
      <OrderFiltersForm value={params.filters} onSearch={params.search} />
      {orders.isError && <LoadError error={orders.error} onRetry={() => orders.refetch()} />}
      <Table<MiningOrder>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        onRow={(o) => ({ 'data-testid': `earn-order-row-${o.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={searching ? t('orders.noMatch') : t('orders.empty')} /> }}
        data-testid="earn-orders-table"
      />
    </>
  );
}
