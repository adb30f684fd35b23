import { Empty, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { usePaging } from '../../../shared/hooks/use-paging';
import { TimeCell } from '../../wallet/components/cells';
import { useOvernightRuns } from '../api/lists';
import type { OvernightRun } from '../api/types';
import { CoinAmounts, dash, num } from '../components/cells';
import { RiskTabs } from '../components/risk-tabs';

/** A wire time (`YYYY-MM-DD HH:mm:ss`, UTC) in ms, NaN when it is not one. */
const utcMs = (v: string) => Date.parse(`${v.replace(' ', 'T')}Z`);

/**
 * `due`: scheduled (its time not come yet), due, or retrying after a failure; `done`: settled. A state this screen
 * does not know is shown as sent.
 */
function RunState({ run, now = Date.now() }: { run: OvernightRun; now?: number }) {
  const { t } = useTranslation('contracts');
  if (run.state === 'done') return <Tag color="green">{t('overnight.states.done')}</Tag>;
  if (run.state !== 'due') return <Tag>{run.state}</Tag>;
  if (run.attempts > 0) return <Tag color="red">{t('overnight.states.failing')}</Tag>;
  if (utcMs(run.due_at) > now) return <Tag>{t('overnight.states.scheduled')}</Tag>;
  return <Tag color="blue">{t('overnight.states.due')}</Tag>;
}

function useColumns(): TableColumnsType<OvernightRun> {
  const { t } = useTranslation('contracts');
  return [
    {
      title: t('overnight.day'),
      dataIndex: 'day',
      width: 110,
      render: (v: string) => <strong style={num}>{v}</strong>,
    },
    { title: t('overnight.state'), key: 'state', width: 100, render: (_, r) => <RunState run={r} /> },
    { title: t('overnight.dueAt'), dataIndex: 'due_at', width: 110, render: (v: string) => <TimeCell value={v} /> },
    {
      title: t('overnight.settledAt'),
      dataIndex: 'settled_at',
      width: 110,
      render: (v: string) => <TimeCell value={v} />,
    },
    {
      title: t('overnight.positions'),
      dataIndex: 'positions',
      align: 'right',
      render: (v: number) => <span style={num}>{v}</span>,
    },
    {
      title: t('overnight.totals'),
      dataIndex: 'totals',
      align: 'right',
      render: (v: Record<string, string>) => <CoinAmounts value={v} />,
    },
    {
      title: t('overnight.uncollected'),
      dataIndex: 'uncollected',
      align: 'right',
      render: (v: Record<string, string>) => <CoinAmounts value={v} danger />,
    },
    {
      title: t('overnight.attempts'),
      dataIndex: 'attempts',
      align: 'right',
      width: 90,
      render: (v: number) => (
        <Typography.Text type={v > 0 ? 'danger' : 'secondary'} style={num}>
          {v}
        </Typography.Text>
      ),
    },
    {
      title: t('overnight.lastError'),
      dataIndex: 'last_error',
      render: (v: string) =>
        v ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: v }} style={{ maxWidth: 280 }}>
            {v}
          </Typography.Text>
        ) : (
          dash
        ),
    },
  ];
}

/**
 * `GET /admin/contracts/overnight` (super, finance): one run per UTC day, newest first. A run charges each position
 * opened before that day and still open, once; what neither the margin nor (cross) the balance covers is recorded as
 * uncollected, never taken.
 */
export default function ContractOvernightPage() {
  const paging = usePaging(20);
  const runs = useOvernightRuns({ page: paging.page, limit: paging.limit });
  const { t } = useTranslation('contracts');
  const columns = useColumns();

  return (
    <>
      <PageHeader title={t('risk.title')} />
      <RiskTabs />
      <Table<OvernightRun>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={runs.data?.list ?? []}
        loading={runs.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ ...paging.pagination(runs.data?.total), showTotal: (total) => t('overnight.total', { total }) }}
        onRow={(r) => ({ 'data-testid': `contract-overnight-row-${r.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('overnight.empty')} /> }}
        data-testid="contract-overnight-table"
      />
    </>
  );
}
