import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SPOT_ORDER_STATUSES, type SpotOrderStatus } from '../api/types';
import { useStatusOptions } from './cells';

export type SpotFilters = { symbol?: string; user_id?: number; status?: SpotOrderStatus };

/**
 * Filters and page of the orders and trades lists live in the address, so opening a user from a row and coming back
 * shows the same search.
 */
export function useSpotListParams() {
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('user_id'));
  const status = params.get('status') as SpotOrderStatus | null;
  const filters: SpotFilters = {
    symbol: params.get('symbol') || undefined,
    user_id: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    status: status && SPOT_ORDER_STATUSES.includes(status) ? status : undefined,
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (next: SpotFilters & { page?: number }) => {
    const out = new URLSearchParams();
    if (next.symbol) out.set('symbol', next.symbol);
    if (next.user_id) out.set('user_id', String(next.user_id));
    if (next.status) out.set('status', next.status);
    if (next.page && next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  return {
    filters,
    page,
    search: (f: SpotFilters) => set({ ...f, page: 1 }),
    setPage: (p: number) => set({ ...filters, page: p }),
  };
}

type Props = { value: SpotFilters; withStatus?: boolean; onSearch: (f: SpotFilters) => void };

export function SpotListFilters({ value, withStatus, onSearch }: Props) {
  const [form] = Form.useForm<SpotFilters>();
  const { symbol, user_id, status } = value;
  const { t } = useTranslation('spot');
  const statusOptions = useStatusOptions();
  // The address is the source of truth: Back/Forward or Reset put its filters back into the fields.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ symbol, user_id, status });
  }, [symbol, user_id, status, form]);

  const submit = (v: SpotFilters) =>
    onSearch({
      symbol: v.symbol?.trim().toUpperCase() || undefined,
      user_id: v.user_id ?? undefined,
      status: withStatus ? (v.status ?? undefined) : undefined,
    });

  return (
    <Form<SpotFilters> form={form} layout="inline" onFinish={submit} style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="symbol">
        <Input placeholder={t('filters.symbol')} allowClear style={{ width: 190 }} data-testid="spot-filter-symbol" />
      </Form.Item>
      <Form.Item name="user_id">
        <InputNumber
          placeholder={t('filters.user')}
          min={1}
          precision={0}
          style={{ width: 130 }}
          data-testid="spot-filter-user"
        />
      </Form.Item>
      {withStatus && (
        <Form.Item name="status">
          <Select
            placeholder={t('filters.status')}
            allowClear
            options={statusOptions}
            style={{ width: 150 }}
            data-testid="spot-filter-status"
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="spot-filter-search">
        {t('filters.search')}
      </Button>
      <Button style={{ marginLeft: 8 }} onClick={() => onSearch({})} data-testid="spot-filter-reset">
        {t('filters.reset')}
      </Button>
    </Form>
  );
}
