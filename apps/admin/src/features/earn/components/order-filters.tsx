import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ORDER_STATES, type OrderState } from '../api/types';

export type OrderFilters = { state?: OrderState; user_id?: number; product_id?: number };

const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_LIMIT = 20;

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * Filters, page and page size of the subscriptions list live in the address, so opening a user from a row and coming
 * back shows the same search, and a link can name one user's or one product's subscriptions.
 */
export function useOrderParams() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state') as OrderState | null;
  const limit = Number(params.get('limit'));
  const filters: OrderFilters = {
    state: state && ORDER_STATES.includes(state) ? state : undefined,
    user_id: positive(params.get('user_id')),
    product_id: positive(params.get('product_id')),
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT;
  const set = (next: OrderFilters & { page?: number; limit?: number }) => {
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
    pageSizes: PAGE_SIZES.map(String),
    search: (f: OrderFilters) => set({ ...f, page: 1, limit: size }),
    setPage: (p: number, l: number) => set({ ...filters, page: l === size ? p : 1, limit: l }),
  };
}

type Props = { value: OrderFilters; onSearch: (f: OrderFilters) => void };

export function OrderFiltersForm({ value, onSearch }: Props) {
  const [form] = Form.useForm<OrderFilters>();
  const { state, user_id, product_id } = value;
  const { t } = useTranslation('earn');
  // The address is the source of truth: Back/Forward or Reset put its filters back into the fields.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ state, user_id, product_id });
  }, [state, user_id, product_id, form]);

  return (
    <Form<OrderFilters>
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
          placeholder={t('filters.anyState')}
          allowClear
          options={ORDER_STATES.map((s) => ({ value: s, label: t(`filters.${s}`) }))}
          style={{ width: 190 }}
          data-testid="earn-filter-state"
        />
      </Form.Item>
      <Form.Item name="user_id">
        <InputNumber
          placeholder={t('filters.user')}
          min={1}
          precision={0}
          style={{ width: 130 }}
          data-testid="earn-filter-user"
        />
      </Form.Item>
      <Form.Item name="product_id">
        <InputNumber
          placeholder={t('filters.product')}
          min={1}
          precision={0}
          style={{ width: 130 }}
          data-testid="earn-filter-product"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="earn-filter-search">
        {t('filters.search')}
      </Button>
      <Button style={{ marginLeft: 8 }} onClick={() => onSearch({})} data-testid="earn-filter-reset">
        {t('filters.reset')}
      </Button>
    </Form>
  );
}
