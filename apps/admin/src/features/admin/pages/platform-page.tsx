import type { PlatformStatus } from '@app/api';
import { Alert, Badge, Card, Col, Row, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { PLATFORM_REFRESH_MS, usePlatformStatus } from '../api/platform';
import { ago, type DurationTexts, formatDuration } from '../components/duration';
import { splitError } from '../components/error-text';

type Sweeper = PlatformStatus['sweepers'][number];
type Job = PlatformStatus['jobs'][number];
type Channel = PlatformStatus['channels'][number];

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** A sweeper more than a minute behind its due work needs a look (a failing item, or too much work). */
const LAG_WARN_MS = 60_000;

/** The duration units of the operator's language. */
function useUnits(): DurationTexts {
  const { t } = useTranslation('admin');
  return t('duration', { returnObjects: true });
}

const Count = ({ value, warn }: { value: number; warn?: boolean }) => (
  <Typography.Text type={warn && value > 0 ? 'danger' : undefined} style={num}>
    {value}
  </Typography.Text>
);

/** The last failure: its code apart, then the short message (never the failed query: the log has the details). */
function LastError({ text }: { text: string | null }) {
  const e = splitError(text);
  if (!e) return null;
  return (
    <span data-testid="platform-last-error">
      {e.code && <Typography.Text code>{e.code}</Typography.Text>} {e.message}
    </span>
  );
}

function SweeperTable({ rows, now }: { rows: Sweeper[]; now: number }) {
  const { t } = useTranslation('admin');
  const u = useUnits();
  return (
    <Table<Sweeper>
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="platform-sweepers"
      locale={{ emptyText: t('platform.noSweepers') }}
      columns={[
        { title: t('platform.sweeper'), dataIndex: 'name' },
        {
          title: t('platform.lag'),
          dataIndex: 'lag_ms',
          render: (v: number) => (
            <Typography.Text type={v > LAG_WARN_MS ? 'danger' : undefined} style={num}>
              {formatDuration(v, u)}
            </Typography.Text>
          ),
        },
        {
          title: t('platform.backlog'),
          dataIndex: 'backlog',
          align: 'right',
          render: (v: number) => <Count value={v} />,
        },
        {
          title: t('platform.settled'),
          dataIndex: 'settled',
          align: 'right',
          render: (v: number) => <Count value={v} />,
        },
        {
          title: t('platform.failed'),
          dataIndex: 'failed',
          align: 'right',
          render: (v: number) => <Count value={v} warn />,
        },
        { title: t('platform.lastPass'), dataIndex: 'last_run_at', render: (v: number | null) => ago(v, now, u) },
        {
          title: t('platform.lastError'),
          dataIndex: 'last_error',
          render: (v: string | null) => <LastError text={v} />,
        },
      ]}
    />
  );
}

function JobTable({ rows, now }: { rows: Job[]; now: number }) {
  const { t } = useTranslation('admin');
  const u = useUnits();
  return (
    <Table<Job>
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="platform-jobs"
      columns={[
        { title: t('platform.job'), dataIndex: 'name' },
        { title: t('platform.interval'), dataIndex: 'every_ms', render: (v: number) => formatDuration(v, u) },
        { title: t('platform.runs'), dataIndex: 'runs', align: 'right', render: (v: number) => <Count value={v} /> },
        {
          title: t('platform.failures'),
          dataIndex: 'failures',
          align: 'right',
          render: (v: number) => <Count value={v} warn />,
        },
        { title: t('platform.lastRun'), dataIndex: 'last_run_at', render: (v: number | null) => ago(v, now, u) },
        {
          title: t('platform.duration'),
          dataIndex: 'last_duration_ms',
          render: (v: number | null) => (v === null ? '' : formatDuration(v, u)),
        },
        { title: t('platform.late'), dataIndex: 'late_ms', render: (v: number) => formatDuration(v, u) },
        {
          title: t('platform.lastError'),
          dataIndex: 'last_error',
          render: (v: string | null) => <LastError text={v} />,
        },
      ]}
    />
  );
}

/** Channel names, owners, access kinds and events are the server's identifiers: shown as they are. */
function ChannelTable({ rows }: { rows: Channel[] }) {
  const { t } = useTranslation('admin');
  return (
    <Table<Channel>
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="platform-channels"
      columns={[
        { title: t('platform.channel'), dataIndex: 'name' },
        { title: t('platform.module'), dataIndex: 'owner' },
        {
          title: t('platform.access'),
          dataIndex: 'access',
          render: (v: Channel['access']) => (
            <Tag color={v === 'private' ? 'purple' : v === 'broadcast' ? 'blue' : 'green'}>{v}</Tag>
          ),
        },
        { title: t('platform.events'), dataIndex: 'events', render: (v: string[]) => v.join(', ') },
      ]}
    />
  );
}

/** Sweepers (lag, backlog, failures), scheduled jobs and realtime channels of the instance that answers. */
export default function PlatformPage() {
  const status = usePlatformStatus();
  const { t } = useTranslation('admin');
  const s = status.data;
  const now = status.dataUpdatedAt || Date.now();
  return (
    <>
      <PageHeader
        title={t('platform.title')}
        extra={
          <Badge
            status={status.isError ? 'error' : status.isFetching ? 'processing' : 'success'}
            text={
              <Typography.Text type="secondary">
                {t('platform.every', { seconds: PLATFORM_REFRESH_MS / 1000 })}
              </Typography.Text>
            }
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
            <Card title={t('platform.sweepers')} size="small">
              <SweeperTable rows={s.sweepers} now={now} />
            </Card>
          </Col>
          <Col span={24}>
            <Card title={t('platform.jobs')} size="small">
              <JobTable rows={s.jobs} now={now} />
            </Card>
          </Col>
          <Col xs={24} xl={16}>
            <Card title={t('platform.channels')} size="small">
              <ChannelTable rows={s.channels} />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Card title={t('platform.modules')} size="small" data-testid="platform-modules">
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
