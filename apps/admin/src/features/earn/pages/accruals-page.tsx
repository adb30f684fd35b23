import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Row, Statistic, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { formatUtc } from '../../../shared/format';
import { Num, num } from '../../contracts/components/cells';
import { earnKeys } from '../api/keys';
import { useEarnAccruals } from '../api/lists';
import type { AccrualDay, Sweeper } from '../api/types';
import { CampaignTabs } from '../components/campaign-tabs';
import { LoadError } from '../components/load-error';

const rowKey = (d: AccrualDay) => `${d.day}-${d.currency}`;
const small = { fontSize: 12 } as const;

/** One sweeper's last pass: up to date when nothing due waits, its lag, backlog, failures and last error. */
function SweeperCard({ sweeper: s }: { sweeper: Sweeper }) {
  const { t } = useTranslation('earn');
  const behind = s.backlog > 0;
  return (
    <Card
      size="small"
      title={<code>{s.name}</code>}
      extra={
        behind ? <Tag color="orange">{t('accruals.behind')}</Tag> : <Tag color="green">{t('accruals.upToDate')}</Tag>
      }
      data-testid={`earn-sweeper-${s.name}`}
    >
      <Row gutter={16}>
        <Col span={6}>
          <Statistic
            title={t('accruals.lag')}
            value={t('accruals.lagValue', { seconds: Math.round(s.lag_ms / 1000) })}
          />
        </Col>
        <Col span={6}>
          <Statistic title={t('accruals.backlog')} value={s.backlog} />
        </Col>
        <Col span={6}>
          <Statistic title={t('accruals.settled')} value={s.settled} />
        </Col>
        <Col span={6}>
          <Statistic
            title={t('accruals.failed')}
            value={s.failed}
            valueStyle={s.failed > 0 ? { color: '#cf1322' } : undefined}
          />
        </Col>
      </Row>
      <Typography.Text type="secondary" style={small}>
        {t('accruals.lastRun')}:{' '}
        {s.last_run_at ? formatUtc(new Date(s.last_run_at).toISOString()) : t('accruals.never')}
      </Typography.Text>
      {s.last_error && (
        <Typography.Paragraph type="danger" style={{ ...small, marginBottom: 0 }}>
          {t('accruals.lastError', { error: s.last_error })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

function useColumns(): TableColumnsType<AccrualDay> {
  const { t } = useTranslation('earn');
  return [
    { title: t('accruals.day'), dataIndex: 'day', width: 120, render: (v: string) => <strong style={num}>{v}</strong> },
    { title: t('accruals.coin'), dataIndex: 'currency', width: 80 },
    {
      title: t('accruals.yieldPaid'),
      dataIndex: 'yield_paid',
      align: 'right',
      render: (v: string, d) => <Num value={v} coin={d.currency} />,
    },
    {
      title: t('accruals.accrualsCount'),
      dataIndex: 'accruals',
      align: 'right',
      render: (v: number) => <span style={num}>{v}</span>,
    },
    {
      title: t('accruals.matured'),
      dataIndex: 'matured',
      align: 'right',
      render: (v: number, d) => (
        <Flex vertical align="flex-end" style={num}>
          <span>{v}</span>
          {v > 0 && (
            <Typography.Text type="secondary" style={small}>
              {t('accruals.principalBack', { amount: d.principal_back })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('accruals.redeemed'),
      dataIndex: 'redeemed',
      align: 'right',
      render: (v: number) => <span style={num}>{v}</span>,
    },
    {
      title: t('accruals.penalties'),
      dataIndex: 'penalties',
      align: 'right',
      render: (v: string, d) => <Num value={v} coin={d.currency} />,
    },
  ];
}

/**
 * `GET /admin/earn/accruals` (super, finance): the sweepers that pay the yields (lag, backlog, failures), the
 * subscriptions still running per coin, and per UTC day of booking and coin the yield paid, the maturities and the
 * early redemptions with their penalties. A status screen: nothing on it changes anything.
 */
export default function EarnAccrualsPage() {
  const accruals = useEarnAccruals();
  const qc = useQueryClient();
  const { t } = useTranslation(['earn', 'shell']);
  const columns = useColumns();
  const data = accruals.data;

  return (
    <>
      <PageHeader
        title={t('accruals.title')}
        extra={
          <Button onClick={() => qc.invalidateQueries({ queryKey: earnKeys.accruals })} loading={accruals.isFetching}>
            {t('shell:common.refresh')}
          </Button>
        }
      />
      <CampaignTabs />
      <Typography.Paragraph type="secondary">{t('accruals.help')}</Typography.Paragraph>
      {accruals.isError && <LoadError error={accruals.error} onRetry={() => accruals.refetch()} />}
      {data && (
        <>
          <Typography.Paragraph strong data-testid="earn-accruals-today">
            {t('accruals.today', { day: data.today })}
          </Typography.Paragraph>
          <Typography.Title level={5}>{t('accruals.sweepers')}</Typography.Title>
          {data.sweepers.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('accruals.noSweeper')}</Typography.Paragraph>
          ) : (
            <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
              {data.sweepers.map((s) => (
                <Col key={s.name} xs={24} xl={12}>
                  <SweeperCard sweeper={s} />
                </Col>
              ))}
            </Row>
          )}
          <Typography.Title level={5}>{t('accruals.open')}</Typography.Title>
          {data.open.length === 0 ? (
            <Typography.Paragraph type="secondary" data-testid="earn-accruals-open-none">
              {t('accruals.noOpen')}
            </Typography.Paragraph>
          ) : (
            <Flex vertical gap={4} style={{ marginBottom: 16 }}>
              {data.open.map((o) => (
                <Typography.Text key={o.currency} data-testid={`earn-accruals-open-${o.currency}`}>
                  <strong>{o.currency}</strong>:{' '}
                  {t('accruals.openSummary', { orders: o.orders, principal: o.principal, unearned: o.unearned })}
                </Typography.Text>
              ))}
            </Flex>
          )}
        </>
      )}
      <Table<AccrualDay>
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={data?.days ?? []}
        loading={accruals.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('accruals.total', { total }) }}
        onRow={(d) => ({ 'data-testid': `earn-accrual-row-${rowKey(d)}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('accruals.empty')} /> }}
        data-testid="earn-accruals-table"
      />
    </>
  );
}
