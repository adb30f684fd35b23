import type { PlatformStatus } from '@app/api';
import { Alert, Badge, Card, Col, Row, Skeleton, Table, Tag, Typography } from 'antd';
import { PageHeader } from '../../../shared/components/page-header';
import { PLATFORM_REFRESH_MS, usePlatformStatus } from '../api/status';
import { ago, formatDuration } from '../components/duration';

type Sweeper = PlatformStatus['sweepers'][number];
type Job = PlatformStatus['jobs'][number];
type Channel = PlatformStatus['channels'][number];

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** A sweeper more than a minute behind its due work needs a look (a failing item, or too much work). */
const LAG_WARN_MS = 60_000;

function SweeperTable({ rows, now }: { rows: Sweeper[]; now: number }) {
  return (
    <Table<Sweeper>
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="platform-sweepers"
      locale={{ emptyText: 'No sweepers run in this build yet' }}
      columns={[
        { title: 'Sweeper', dataIndex: 'name' },
        {
          title: 'Lag',
          dataIndex: 'lag_ms',
          render: (v: number) => (
            <Typography.Text type={v > LAG_WARN_MS ? 'danger' : undefined} style={num}>
              {formatDuration(v)}
            </Typography.Text>
          ),
        },
        { title: 'Backlog', dataIndex: 'backlog', align: 'right', render: (v: number) => <span style={num}>{v}</span> },
        { title: 'Settled', dataIndex: 'settled', align: 'right', render: (v: number) => <span style={num}>{v}</span> },
        {
          title: 'Failed',
          dataIndex: 'failed',
          align: 'right',
          render: (v: number) => (
            <Typography.Text type={v > 0 ? 'danger' : undefined} style={num}>
              {v}
            </Typography.Text>
          ),
        },
        { title: 'Last pass', dataIndex: 'last_run_at', render: (v: number | null) => ago(v, now) },
        { title: 'Last error', dataIndex: 'last_error', render: (v: string | null) => v ?? '' },
      ]}
    />
  );
}

function JobTable({ rows, now }: { rows: Job[]; now: number }) {
  return (
    <Table<Job>
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="platform-jobs"
      columns={[
        { title: 'Job', dataIndex: 'name' },
        { title: 'Every', dataIndex: 'every_ms', render: (v: number) => formatDuration(v) },
        { title: 'Runs', dataIndex: 'runs', align: 'right', render: (v: number) => <span style={num}>{v}</span> },
        {
          title: 'Failures',
          dataIndex: 'failures',
          align: 'right',
          render: (v: number) => (
            <Typography.Text type={v > 0 ? 'danger' : undefined} style={num}>
              {v}
            </Typography.Text>
          ),
        },
        { title: 'Last run', dataIndex: 'last_run_at', render: (v: number | null) => ago(v, now) },
        {
          title: 'Duration',
          dataIndex: 'last_duration_ms',
          render: (v: number | null) => (v === null ? '' : formatDuration(v)),
        },
        { title: 'Late', dataIndex: 'late_ms', render: (v: number) => formatDuration(v) },
        { title: 'Last error', dataIndex: 'last_error', render: (v: string | null) => v ?? '' },
      ]}
    />
  );
}

function ChannelTable({ rows }: { rows: Channel[] }) {
  return (
    <Table<Channel>
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="platform-channels"
      columns={[
        { title: 'Channel', dataIndex: 'name' },
        { title: 'Module', dataIndex: 'owner' },
        {
          title: 'Access',
          dataIndex: 'access',
          render: (v: Channel['access']) => (
            <Tag color={v === 'private' ? 'purple' : v === 'broadcast' ? 'blue' : 'green'}>{v}</Tag>
          ),
        },
        { title: 'Events', dataIndex: 'events', render: (v: string[]) => v.join(', ') },
      ]}
    />
  );
}

/** Sweepers (lag, backlog, failures), scheduled jobs and realtime channels of the instance that answers. */
export default function PlatformPage() {
  const status = usePlatformStatus();
  const s = status.data;
  const now = status.dataUpdatedAt || Date.now();
  return (
    <>
      <PageHeader
        title="Platform"
        extra={
          <Badge
            status={status.isError ? 'error' : status.isFetching ? 'processing' : 'success'}
            text={<Typography.Text type="secondary">every {PLATFORM_REFRESH_MS / 1000} s</Typography.Text>}
          />
        }
      />
      {status.isPending ? (
        <Skeleton active />
      ) : status.isError && !s ? (
        <Alert type="error" showIcon message={status.error.message} />
      ) : s ? (
        <Row gutter={[24, 24]}>
          <Col span={24}>
            <Card title="Sweepers" size="small">
              <SweeperTable rows={s.sweepers} now={now} />
            </Card>
          </Col>
          <Col span={24}>
            <Card title="Scheduled jobs" size="small">
              <JobTable rows={s.jobs} now={now} />
            </Card>
          </Col>
          <Col xs={24} xl={16}>
            <Card title="Realtime channels" size="small">
              <ChannelTable rows={s.channels} />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Card title="Modules" size="small" data-testid="platform-modules">
              {s.modules.map((m) => (
                <Tag key={m}>{m}</Tag>
              ))}
            </Card>
          </Col>
        </Row>
      ) : null}
    </>
  );
}
