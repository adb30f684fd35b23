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
import { dash, Num, num } from '../../contracts/components/cells';
import { SignedMoney, TimeCell, UserCell } from '../../wallet/components/cells';
import { useOptionOrders } from '../api/lists';
import { type OptionOrder, ORDER_STATUS } from '../api/types';
import { DirectionTag, ReceiptId, ResultTag } from '../components/cells';
import { LoadError } from '../components/load-error';
import { OrderFiltersForm, useOrderParams } from '../components/order-filters';

const small = { fontSize: 12 } as const;
const isOpen = (o: OptionOrder) => o.status === ORDER_STATUS.open;

function useColumns(): TableColumnsType<OptionOrder> {
  const { t } = useTranslation('options');
  return [
    { title: t('orders.id'), dataIndex: 'id', width: 72, fixed: 'left' },
    {
      title: t('orders.user'),
      dataIndex: 'user_id',
      width: 150,
      render: (v: number, o) => <UserCell userId={v} user={o.user} />,
    },
    {
      title: t('orders.pair'),
      dataIndex: 'symbol_name',
      render: (v: string) => <strong style={{ whiteSpace: 'nowrap' }}>{v}</strong>,
    },
    { title: t('orders.direction'), dataIndex: 'type', width: 90, render: (v: number) => <DirectionTag type={v} /> },
    {
      title: t('orders.expiry'),
      dataIndex: 'seconds',
      render: (v: number, o) => (
        <Flex vertical style={num}>
          <span>{t('common.seconds', { seconds: v })}</span>
          <Typography.Text type="secondary" style={small}>
            {t('orders.ratios', { payout: o.payout_ratio, loss: o.loss_ratio })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('orders.stake'),
      dataIndex: 'number',
      align: 'right',
      render: (v: string, o) => (
        <Flex vertical align="flex-end" style={num}>
          <Num value={v} coin={o.currency_name} />
          <Typography.Text type="secondary" style={small}>
            {t('orders.feeOf', { fee: o.fee })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('orders.prices'),
      dataIndex: 'open_price',
      align: 'right',
      render: (v: string, o) => (
        <Flex vertical align="flex-end" style={num}>
          <Num value={v} />
          {/* While open the wire repeats the open price as the end price (the original's convention): none yet. */}
          {isOpen(o) ? dash : <Num value={o.end_price} />}
        </Flex>
      ),
    },
    { title: t('orders.result'), key: 'result', width: 90, render: (_, o) => <ResultTag order={o} /> },
    {
      title: t('orders.payout'),
      dataIndex: 'payout',
      align: 'right',
      render: (v: string, o) =>
        isOpen(o) ? (
          dash
        ) : (
          <Flex vertical align="flex-end" style={num}>
            <Num value={v} coin={o.currency_name} />
            <SignedMoney value={o.fact_profits} />
          </Flex>
        ),
    },
    {
      title: t('orders.time'),
      key: 'time',
      width: 110,
      render: (_, o) => (
        <Flex vertical gap={4}>
          <TimeCell value={o.created_at} />
          <TimeCell value={o.complete_at ?? o.handled_at} />
        </Flex>
      ),
    },
    {
      title: <Tooltip title={t('orders.receiptNote')}>{t('orders.receipt')}</Tooltip>,
      dataIndex: 'receipt_uid',
      render: (v: string | null) => <ReceiptId id={v} />,
    },
  ];
}

/**
 * `GET /admin/options/orders` (super, finance, support), newest first, paged by the server. Read-only: the server
 * has no call that sets a price or chooses a result, and this screen offers none; each settled order's receipt
 * re-checks its result from the recorded prices.
 */
export default function OptionOrdersPage() {
  const params = useOrderParams();
  const orders = useOptionOrders({ ...params.filters, page: params.page, limit: params.limit });
  const searching = Boolean(params.filters.user_id || params.filters.state);
  const { t } = useTranslation('options');
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
      <PageHeader title={t('orders.title')} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('orders.readOnly')}
        data-testid="option-orders-read-only"
      />
      <OrderFiltersForm value={params.filters} onSearch={params.search} />
      {orders.isError && <LoadError error={orders.error} onRetry={() => orders.refetch()} />}
      <Table<OptionOrder>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        onRow={(o) => ({ 'data-testid': `option-order-row-${o.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={searching ? t('orders.noMatch') : t('orders.empty')} /> }}
        data-testid="option-orders-table"
      />
    </>
  );
}
