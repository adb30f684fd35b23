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
import { TimeCell, UserCell } from '../../wallet/components/cells';
import { useIeoOrders } from '../api/ieo';
import { IEO_ORDER_STATES, type IeoOrder, type IeoOrderState } from '../api/types';
import { ReceiptId } from '../components/cells';
import { EarnTabs, ORDER_SCREENS } from '../components/earn-tabs';
import { LoadError } from '../components/load-error';

type Filters = { state?: IeoOrderState; user_id?: number; project_id?: number };
const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_LIMIT = 20;
const small = { fontSize: 12 } as const;
const STATE_COLOR = { applied: 'blue', allocated: 'gold', delivered: 'green', refunded: 'default' } as const;
const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Filters, page and page size live in the address (a project's row links to its subscriptions). */
function useParams() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state') as IeoOrderState | null;
  const limit = Number(params.get('limit'));
  const filters: Filters = {
    state: state && IEO_ORDER_STATES.includes(state) ? state : undefined,
    user_id: positive(params.get('user_id')),
    project_id: positive(params.get('project_id')),
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT;
  const set = (next: Filters & { page?: number; limit?: number }) => {
    const out = new URLSearchParams();
    if (next.state) out.set('state', next.state);
    if (next.user_id) out.set('user_id', String(next.user_id));
    if (next.project_id) out.set('project_id', String(next.project_id));
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

export function IeoStateTag({ state }: { state: IeoOrderState }) {
  const { t } = useTranslation('earn');
  return <Tag color={STATE_COLOR[state]}>{t(`ieoOrders.${state === 'allocated' ? 'allocatedState' : state}`)}</Tag>;
}

function Filters({ value, onSearch }: { value: Filters; onSearch: (f: Filters) => void }) {
  const [form] = Form.useForm<Filters>();
  const { t } = useTranslation('earn');
  const { state, user_id, project_id } = value;
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ state, user_id, project_id });
  }, [state, user_id, project_id, form]);
  return (
    <Form<Filters>
      form={form}
      layout="inline"
      onFinish={(v) =>
        onSearch({
          state: v.state ?? undefined,
          user_id: v.user_id ?? undefined,
          project_id: v.project_id ?? undefined,
        })
      }
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="state">
        <Select
          placeholder={t('ieoOrders.anyState')}
          allowClear
          options={IEO_ORDER_STATES.map((s) => ({
            value: s,
            label: t(`ieoOrders.${s === 'allocated' ? 'allocatedState' : s}`),
          }))}
          style={{ width: 190 }}
          data-testid="earn-ieo-filter-state"
        />
      </Form.Item>
      <Form.Item name="user_id">
        <InputNumber
          placeholder={t('filters.user')}
          min={1}
          precision={0}
          style={{ width: 130 }}
          data-testid="earn-ieo-filter-user"
        />
      </Form.Item>
      <Form.Item name="project_id">
        <InputNumber
          placeholder={t('ieoOrders.projectId')}
          min={1}
          precision={0}
          style={{ width: 130 }}
          data-testid="earn-ieo-filter-project"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="earn-ieo-filter-search">
        {t('filters.search')}
      </Button>
      <Button style={{ marginLeft: 8 }} onClick={() => onSearch({})} data-testid="earn-ieo-filter-reset">
        {t('filters.reset')}
      </Button>
    </Form>
  );
}

function useColumns(): TableColumnsType<IeoOrder> {
  const { t } = useTranslation('earn');
  return [
    { title: t('ieoOrders.id'), dataIndex: 'id', width: 72, fixed: 'left' },
    {
      title: t('ieoOrders.user'),
      dataIndex: 'user_id',
      width: 150,
      render: (v: number, o) => <UserCell userId={v} user={o.user} />,
    },
    {
      title: t('ieoOrders.project'),
      dataIndex: 'title',
      render: (v: string, o) => (
        <strong style={{ whiteSpace: 'nowrap' }}>
          {v} <Typography.Text type="secondary">#{o.project_id}</Typography.Text>
        </strong>
      ),
    },
    {
      title: t('ieoOrders.asked'),
      key: 'asked',
      align: 'right',
      render: (_, o) => (
        <Flex vertical align="flex-end">
          <Num value={o.asked} coin={o.token} />
          <Typography.Text type="secondary" style={small}>
            {o.paid} {o.pay_currency} @ {o.price}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('ieoOrders.allocated'),
      key: 'allocated',
      align: 'right',
      render: (_, o) =>
        o.allocated === null ? (
          dash
        ) : (
          <Flex vertical align="flex-end">
            <Num value={o.allocated} coin={o.token} />
            <Typography.Text type="secondary" style={small}>
              {o.kept} {o.pay_currency}
            </Typography.Text>
          </Flex>
        ),
    },
    {
      title: t('ieoOrders.refund'),
      dataIndex: 'refund',
      align: 'right',
      render: (v: string | null, o) => (v === null ? dash : <Num value={v} coin={o.pay_currency} />),
    },
    {
      title: t('ieoOrders.state'),
      dataIndex: 'state',
      width: 120,
      render: (v: IeoOrderState) => <IeoStateTag state={v} />,
    },
    {
      title: t('ieoOrders.deliverAt'),
      key: 'time',
      width: 130,
      render: (_, o) => (
        <Flex vertical gap={4}>
          <TimeCell value={o.created_at} />
          <Typography.Text type="secondary" style={{ ...small, whiteSpace: 'nowrap' }}>
            → {o.deliver_at.slice(0, 16)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('ieoOrders.receipt'),
      dataIndex: 'receipt_id',
      render: (v: string | null) =>
        v ? (
          <ReceiptId id={v} kind="earn.ieo.allocate" />
        ) : (
          <Typography.Text type="secondary">{t('orders.noReceipt')}</Typography.Text>
        ),
    },
  ];
}

/**
 * `GET /admin/earn/ieo/orders` (super, finance, support), newest first, paged by the server, filtered by state, user
 * and project through the address. Read-only: the end's allocation, the refunds and the delivery are the sweepers'.
 */
export default function EarnIeoOrdersPage() {
  const params = useParams();
  const orders = useIeoOrders({ ...params.filters, page: params.page, limit: params.limit });
  const searching = Boolean(params.filters.user_id || params.filters.state || params.filters.project_id);
  const { t } = useTranslation('earn');
  const columns = useColumns();

  const pagination: TablePaginationConfig = {
    current: params.page,
    pageSize: params.limit,
    total: orders.data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (total) => t('ieoOrders.total', { total }),
    onChange: (p, size) => params.setPage(p, size),
  };

  return (
    <>
      <EarnTabs screens={ORDER_SCREENS} />
      <PageHeader title={t('ieoOrders.title')} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('ieoOrders.readOnly')}
        data-testid="earn-ieo-orders-read-only"
      />
      <Filters value={params.filters} onSearch={params.search} />
      {orders.isError && <LoadError error={orders.error} onRetry={() => orders.refetch()} />}
      <Table<IeoOrder>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        onRow={(o) => ({ 'data-testid': `earn-ieo-order-row-${o.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={searching ? t('ieoOrders.noMatch') : t('ieoOrders.empty')} /> }}
        data-testid="earn-ieo-orders-table"
      />
    </>
  );
}
