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
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/components/page-header';
import { dash, Num } from '../../contracts/components/cells';
import { TimeCell, UserCell } from '../../wallet/components/cells';
import { useClaimedCoupons } from '../api/coupons';
import { type ClaimedCoupon, COUPON_STATES, type CouponState } from '../api/types';
import { EarnTabs, ORDER_SCREENS } from '../components/earn-tabs';
import { LoadError } from '../components/load-error';

type Filters = { state?: CouponState; user_id?: number; template_id?: number };
const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_LIMIT = 20;
const small = { fontSize: 12 } as const;
const STATE_COLOR = { usable: 'blue', used: 'green', expired: 'default' } as const;
const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Filters, page and page size live in the address (a template's row links to its vouchers). */
function useParams() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state') as CouponState | null;
  const limit = Number(params.get('limit'));
  const filters: Filters = {
    state: state && COUPON_STATES.includes(state) ? state : undefined,
    user_id: positive(params.get('user_id')),
    template_id: positive(params.get('template_id')),
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT;
  const set = (next: Filters & { page?: number; limit?: number }) => {
    const out = new URLSearchParams();
    if (next.state) out.set('state', next.state);
    if (next.user_id) out.set('user_id', String(next.user_id));
    if (next.template_id) out.set('template_id', String(next.template_id));
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

export function CouponStateTag({ state }: { state: CouponState }) {
  const { t } = useTranslation('earn');
  return <Tag color={STATE_COLOR[state]}>{t(`couponClaims.${state}`)}</Tag>;
}

function Filters({ value, onSearch }: { value: Filters; onSearch: (f: Filters) => void }) {
  const [form] = Form.useForm<Filters>();
  const { t } = useTranslation('earn');
  const { state, user_id, template_id } = value;
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ state, user_id, template_id });
  }, [state, user_id, template_id, form]);
  return (
    <Form<Filters>
      form={form}
      layout="inline"
      onFinish={(v) =>
        onSearch({
          state: v.state ?? undefined,
          user_id: v.user_id ?? undefined,
          template_id: v.template_id ?? undefined,
        })
      }
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="state">
        <Select
          placeholder={t('couponClaims.anyState')}
          allowClear
          options={COUPON_STATES.map((s) => ({ value: s, label: t(`couponClaims.${s}`) }))}
          style={{ width: 190 }}
          data-testid="earn-coupon-filter-state"
        />
      </Form.Item>
      <Form.Item name="user_id">
        <InputNumber
          placeholder={t('filters.user')}
          min={1}
          precision={0}
          style={{ width: 130 }}
          data-testid="earn-coupon-filter-user"
        />
      </Form.Item>
      <Form.Item name="template_id">
        <InputNumber
          placeholder={t('couponClaims.templateId')}
          min={1}
          precision={0}
          style={{ width: 130 }}
          data-testid="earn-coupon-filter-template"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="earn-coupon-filter-search">
        {t('filters.search')}
      </Button>
      <Button style={{ marginLeft: 8 }} onClick={() => onSearch({})} data-testid="earn-coupon-filter-reset">
        {t('filters.reset')}
      </Button>
    </Form>
  );
}

function useColumns(): TableColumnsType<ClaimedCoupon> {
  const { t } = useTranslation('earn');
  return [
    { title: t('couponClaims.id'), dataIndex: 'id', width: 72, fixed: 'left' },
    {
      title: t('couponClaims.user'),
      dataIndex: 'user_id',
      width: 150,
      render: (v: number, c) => <UserCell userId={v} user={c.user} />,
    },
    {
      title: t('couponClaims.coupon'),
      dataIndex: 'title',
      render: (v: string, c) => (
        <strong style={{ whiteSpace: 'nowrap' }}>
          {v} <Typography.Text type="secondary">#{c.template_id}</Typography.Text>
        </strong>
      ),
    },
    {
      title: t('couponClaims.value'),
      key: 'value',
      align: 'right',
      render: (_, c) => (
        <Flex vertical align="flex-end">
          <Num value={c.value} coin={c.currency} />
          <Typography.Text type="secondary" style={small}>
            {t('couponClaims.valueOf', { amount: c.amount, days: c.days })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('couponClaims.state'),
      dataIndex: 'state',
      width: 110,
      render: (v: CouponState) => <CouponStateTag state={v} />,
    },
    {
      title: t('couponClaims.expiresAt'),
      key: 'time',
      width: 130,
      render: (_, c) => (
        <Flex vertical gap={4}>
          <TimeCell value={c.created_at} />
          <Typography.Text type="secondary" style={{ ...small, whiteSpace: 'nowrap' }}>
            → {c.expires_at.slice(0, 16)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('couponClaims.order'),
      dataIndex: 'order_id',
      render: (v: number | null, c) =>
        v === null ? dash : <Link to={`/earn-orders?user_id=${c.user_id}&product_id=${c.product_id}`}>#{v}</Link>,
    },
  ];
}

/**
 * `GET /admin/earn/coupons/claimed` (super, finance, support), usable first then newest, paged by the server,
 * filtered by state, user and template through the address. Read-only: a voucher is used by its holder and expires
 * by the sweeper, its value back to the campaign.
 */
export default function EarnCouponClaimsPage() {
  const params = useParams();
  const claims = useClaimedCoupons({ ...params.filters, page: params.page, limit: params.limit });
  const searching = Boolean(params.filters.user_id || params.filters.state || params.filters.template_id);
  const { t } = useTranslation('earn');
  const columns = useColumns();

  const pagination: TablePaginationConfig = {
    current: params.page,
    pageSize: params.limit,
    total: claims.data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (total) => t('couponClaims.total', { total }),
    onChange: (p, size) => params.setPage(p, size),
  };

  return (
    <>
      <EarnTabs screens={ORDER_SCREENS} />
      <PageHeader title={t('couponClaims.title')} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('couponClaims.readOnly')}
        data-testid="earn-coupon-claims-read-only"
      />
      <Filters value={params.filters} onSearch={params.search} />
      {claims.isError && <LoadError error={claims.error} onRetry={() => claims.refetch()} />}
      <Table<ClaimedCoupon>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={claims.data?.list ?? []}
        loading={claims.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        onRow={(c) => ({ 'data-testid': `earn-coupon-claim-row-${c.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={searching ? t('couponClaims.noMatch') : t('couponClaims.empty')} /> }}
        data-testid="earn-coupon-claims-table"
      />
    </>
  );
}
