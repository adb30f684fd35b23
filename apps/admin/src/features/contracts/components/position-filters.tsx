import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AREAS, type ContractArea, STATUS_FILTERS, type StatusFilter } from '../api/types';

export type PositionFilters = { status: StatusFilter; user_id?: number; area?: ContractArea };

const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_LIMIT = 20;

/**
 * Filters, page and page size of the positions list live in the address, so a link from the risk desk or a
 * liquidation opens the right search, and opening a user from a row and coming back shows the same one. The status
 * defaults to open positions, as the server's.
 */
export function usePositionParams() {
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('user_id'));
  const status = Number(params.get('status') ?? 1) as StatusFilter;
  const area = params.get('area') as ContractArea | null;
  const limit = Number(params.get('limit'));
  const filters: PositionFilters = {
    status: STATUS_FILTERS.includes(status) ? status : 1,
    user_id: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    area: area && AREAS.includes(area) ? area : undefined,
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT;
  const set = (next: PositionFilters & { page?: number; limit?: number }) => {
    const out = new URLSearchParams();
    if (next.status !== 1) out.set('status', String(next.status));
    if (next.user_id) out.set('user_id', String(next.user_id));
    if (next.area) out.set('area', next.area);
    if (next.page && next.page > 1) out.set('page', String(next.page));
    if (next.limit && next.limit !== DEFAULT_LIMIT) out.set('limit', String(next.limit));
    setParams(out, { replace: true });
  };
  return {
    filters,
    page,
    limit: size,
    pageSizes: PAGE_SIZES.map(String),
    search: (f: PositionFilters) => set({ ...f, page: 1, limit: size }),
    setPage: (p: number, l: number) => set({ ...filters, page: l === size ? p : 1, limit: l }),
  };
}

/** Where a position list link goes: `/contract-positions?…` with the given filters. */
export function positionsLink(f: Partial<PositionFilters>): string {
  const out = new URLSearchParams();
  if (f.status !== undefined && f.status !== 1) out.set('status', String(f.status));
  if (f.user_id) out.set('user_id', String(f.user_id));
  if (f.area) out.set('area', f.area);
  const qs = out.toString();
  return `/contract-positions${qs ? `?${qs}` : ''}`;
}

const STATUS_KEYS = { 1: 'open', 0: 'pending', 3: 'closed', 4: 'cancelled' } as const;

type Props = { value: PositionFilters; onSearch: (f: PositionFilters) => void };

export function PositionFiltersForm({ value, onSearch }: Props) {
  const [form] = Form.useForm<PositionFilters>();
  const { status, user_id, area } = value;
  const { t } = useTranslation('contracts');
  // The address is the source of truth: Back/Forward or Reset put its filters back into the fields.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ status, user_id, area });
  }, [status, user_id, area, form]);

  const statusOptions = STATUS_FILTERS.map((s) => ({
    value: s,
    label: s === -1 ? t('filters.anyStatus') : t(`statuses.${STATUS_KEYS[s]}`),
  }));
  const areaOptions = AREAS.map((a) => ({ value: a, label: t(`areas.${a}`) }));

  return (
    <Form<PositionFilters>
      form={form}
      layout="inline"
      onFinish={(v) => onSearch({ status: v.status ?? 1, user_id: v.user_id ?? undefined, area: v.area ?? undefined })}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="status" label={t('filters.status')}>
        <Select options={statusOptions} style={{ width: 150 }} data-testid="contract-filter-status" />
      </Form.Item>
      <Form.Item name="user_id">
        <InputNumber
          placeholder={t('filters.user')}
          min={1}
          precision={0}
          style={{ width: 130 }}
          data-testid="contract-filter-user"
        />
      </Form.Item>
      <Form.Item name="area">
        <Select
          placeholder={t('filters.area')}
          allowClear
          options={areaOptions}
          style={{ width: 140 }}
          data-testid="contract-filter-area"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="contract-filter-search">
        {t('filters.search')}
      </Button>
      <Button style={{ marginLeft: 8 }} onClick={() => onSearch({ status: 1 })} data-testid="contract-filter-reset">
        {t('filters.reset')}
      </Button>
    </Form>
  );
}
