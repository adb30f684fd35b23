import { SearchOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Empty,
  Flex,
  Form,
  InputNumber,
  Select,
  Table,
  type TableColumnsType,
  type TablePaginationConfig,
  Tag,
  Typography,
} from 'antd';
import { type HTMLAttributes, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/components/page-header';
import { dash, Num } from '../../contracts/components/cells';
import { fractionToPercent } from '../../contracts/components/decimal';
import { UserCell } from '../../wallet/components/cells';
import { useDualOrders } from '../api/dual';
import { DUAL_ORDER_STATES, type DualOrder, type DualOrderState } from '../api/types';
import { ReceiptId } from '../components/cells';
import { EarnTabs, ORDER_SCREENS } from '../components/earn-tabs';
import { LoadError } from '../components/load-error';

type Filters = { state?: DualOrderState; user_id?: number; product_id?: number };
const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_LIMIT = 20;
const small = { fontSize: 12 } as const;
const STATE_COLOR = { purchased: 'blue', settling: 'gold', success: 'green' } as const;
const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Filters, page and page size live in the address (a product's row links to its purchases). */
function useParams() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state') as DualOrderState | null;
  const limit = Number(params.get('limit'));
  const filters: Filters = {
    state: state && DUAL_ORDER_STATES.includes(state) ? state : undefined,
    user_id: positive(params.get('user_id')),
    product_id: positive(params.get('product_id')),
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT;
  const set = (next: Filters & { page?: number; limit?: number }) => {
    const out = new URLSearchParams();
    if (next.state) out.set('state', next.state);
    if (next.user_id) out.set('user_id', String(next.user_id));
    if (next.product_id) out.set('product_id', String(next.product_id));
    if (next.page && next.page > 1) out.set('page', String(next.page));
    if (next.limit && next.limit !== DEFAULT_LIMIT) out.set('limit', String(next.limit));
    setParams(out, { replace: true });
  };
  return {
    filters,
    page,
    limit: size,
    search: (f: Filters) => set({ ...f, page: 1, limit: size }),
    setPage: (p: number, l: number) => set({ ...filters, page: l === size ? p : 1, limit: l }),
  };
}

function DualStateTag({ state }: { state: DualOrderState }) {
  const { t } = useTranslation('earn');
  return <Tag color={STATE_COLOR[state]}>{t(`dualOrders.${state}`)}</Tag>;
}

function Filters({ value, onSearch }: { value: Filters; onSearch: (f: Filters) => void }) {
  const [form] = Form.useForm<Filters>();
  const { t } = useTranslation('earn');
  const { state, user_id, product_id } = value;
  // The address is the source of truth: Back/Forward or Reset put its filters back into the fields.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ state, user_id, product_id });
  }, [state, user_id, product_id, form]);
  return (
    <Form<Filters>
      form={form}
      layout="inline"
      onFinish={(v) =>
        onSearch({
          state: v.state ?? undefined,
          user_id: v.user_id ?? undefined,
          product_id: v.product_id ?? undefined,
        })
      }
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="state">
        <Select
          placeholder={t('dualOrders.anyState')}
          allowClear
          options={DUAL_ORDER_STATES.map((s) => ({ value: s, label: t(`dualOrders.${s}`) }))}
          style={{ width: 190 }}
          data-testid="earn-dual-filter-state"
        />
      </Form.Item>
      <Form.Item name="user_id">
        <InputNumber
          placeholder={t('filters.user')}
          min={1}
          precision={0}
          style={{ width: 130 }}
          data-testid="earn-dual-filter-user"
        />
      </Form.Item>
      <Form.Item name="product_id">
        <InputNumber
          placeholder={t('filters.product')}
          min={1}
          precision={0}
          style={{ width: 130 }}
          data-testid="earn-dual-filter-product"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="earn-dual-filter-search">
        {t('filters.search')}
      </Button>
      <Button style={{ marginLeft: 8 }} onClick={() => onSearch({})} data-testid="earn-dual-filter-reset">
        {t('filters.reset')}
      </Button>
    </Form>
  );
}

function useColumns(): TableColumnsType<DualOrder> {
  const { t } = useTranslation('earn');
  return [
    { title: t('dualOrders.id'), dataIndex: 'id', width: 64, fixed: 'left' },
    {
      title: t('dualOrders.user'),
      dataIndex: 'user_id',
      width: 150,
      render: (v: number, o) => <UserCell userId={v} user={o.user} />,
    },
    {
      title: t('dualOrders.product'),
      dataIndex: 'name',
      render: (v: string, o) => (
        <Flex vertical gap={2} style={{ whiteSpace: 'nowrap' }}>
          <strong>
            {v} <Typography.Text type="secondary">#{o.product_id}</Typography.Text>
          </strong>
          <Typography.Text type="secondary" style={small}>
            {t('dualOrders.termsOf', { type: t(`dual.${o.type}`), percent: fractionToPercent(o.apr), days: o.days })}
          </Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {t('dualOrders.boughtAt', { time: o.created_at })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('dualOrders.paid'),
      key: 'paid',
      align: 'right',
      render: (_, o) => (
        <Flex vertical align="flex-end" style={{ whiteSpace: 'nowrap' }} data-testid={`earn-dual-paid-${o.id}`}>
          <span>
            <Num value={o.paid} coin={o.pay_currency} /> →{' '}
            {o.payout === null ? dash : <Num value={o.payout} coin={o.payout_currency ?? ''} />}
          </span>
          <Typography.Text type="secondary" style={small}>
            {t('dualOrders.sharesOf', { shares: o.shares, reserved: o.reserved })}
          </Typography.Text>
          {o.branch && (
            <Typography.Text type="secondary" style={small}>
              {t(`dualOrders.branches.${o.branch}`)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('dualOrders.settlement'),
      key: 'settlement',
      render: (_, o) => (
        <Flex vertical gap={4} align="flex-start" style={{ whiteSpace: 'nowrap' }}>
          <Flex gap={6} align="center" data-testid={`earn-dual-settlement-${o.id}`}>
            <DualStateTag state={o.state} />
            {o.settle_price === null ? (
              <Typography.Text type="secondary">{t('dualOrders.strikeOf', { strike: o.strike })}</Typography.Text>
            ) : (
              t('dualOrders.priceOf', { price: o.settle_price, strike: o.strike })
            )}
            <Typography.Text type="secondary" style={small}>
              {o.settle_time ?? o.settles_at}
            </Typography.Text>
          </Flex>
          {o.receipt_id ? (
            <ReceiptId id={o.receipt_id} kind="earn.dual.settle" />
          ) : (
            <Typography.Text type="secondary" style={small}>
              {t('orders.noReceipt')}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
  ];
}

/**
 * `GET /admin/earn/dual/orders` (super, finance, support), newest first, paged by the server, filtered by state, user
 * and product through the address. Read-only: the settlement is the `earn.dual` sweeper's, from the first recorded
 * price at or after maturity, with a receipt anyone can verify.
 */
export default function EarnDualOrdersPage() {
  const params = useParams();
  const orders = useDualOrders({ ...params.filters, page: params.page, limit: params.limit });
  const searching = Boolean(params.filters.user_id || params.filters.state || params.filters.product_id);
  const { t } = useTranslation('earn');
  const columns = useColumns();

  const pagination: TablePaginationConfig = {
    current: params.page,
    pageSize: params.limit,
    total: orders.data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (total) => t('dualOrders.total', { total }),
    onChange: (p, size) => params.setPage(p, size),
  };

  return (
    <>
      <EarnTabs screens={ORDER_SCREENS} />
      <PageHeader title={t('dualOrders.title')} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('dualOrders.readOnly')}
        data-testid="earn-dual-orders-read-only"
      />
      <Filters value={params.filters} onSearch={params.search} />
      {orders.isError && <LoadError error={orders.error} onRetry={() => orders.refetch()} />}
      <Table<DualOrder>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        onRow={(o) => ({ 'data-testid': `earn-dual-order-row-${o.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={searching ? t('dualOrders.noMatch') : t('dualOrders.empty')} /> }}
        data-testid="earn-dual-orders-table"
      />
    </>
  );
}
