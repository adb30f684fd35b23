import { Alert, Card, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { type FeedAnswer, useFeed } from '../api';

type Row = FeedAnswer['instruments'][number];

const utc = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

/** The index method and whether the feed runs: one line above the table. */
function MethodNote({ feed }: { feed: FeedAnswer }) {
  const { t } = useTranslation('market');
  const weights = Object.entries(feed.method.weights ?? {});
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="feed-method"
      message={t('feed.intro')}
      description={
        <Space direction="vertical" size={2}>
          <span>{t('feed.method', { age: feed.method.max_age_ms / 1000, band: feed.method.band_percent })}</span>
          {weights.length > 0 && (
            <span>{t('feed.weights', { list: weights.map(([n, w]) => `${n} ${w}`).join(', ') })}</span>
          )}
          <span data-testid="feed-running">
            <Tag color={feed.running ? 'green' : 'red'}>{feed.running ? t('feed.running') : t('feed.stopped')}</Tag>
            {feed.last_tick_at ? t('feed.lastTick', { time: utc(feed.last_tick_at) }) : t('feed.noTick')}
          </span>
        </Space>
      }
    />
  );
}

export default function FeedPage() {
  const feed = useFeed();
  const { t } = useTranslation('market');
  const columns = [
    {
      title: t('feed.symbol'),
      dataIndex: 'symbol',
      render: (symbol: string, row: Row) => (
        <Space size={4}>
          <strong>{symbol}</strong>
          {row.simulated && <Tag color="orange">{t('feed.simulated')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('feed.sources'),
      key: 'sources',
      render: (_: unknown, row: Row) => (
        <Space size={4} wrap>
          {row.sources.map((s) => (
            <Tag
              key={s.name}
              color={s.connected ? 'blue' : 'default'}
              title={s.connected ? t('feed.connected') : t('feed.disconnected')}
            >
              {s.name}
              {s.host ? <Typography.Text type="secondary"> · {s.host}</Typography.Text> : null}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('feed.since'),
      dataIndex: 'effective_at',
      render: (at: number | null) => (at ? `${utc(at)} UTC` : '—'),
    },
    {
      title: t('feed.instrumentTick'),
      dataIndex: 'last_tick_at',
      render: (at: number | null) => (at ? `${utc(at)} UTC` : '—'),
    },
  ];

  return (
    <>
      <PageHeader title={t('feed.title')} />
      <Card>
        {feed.isPending ? (
          <Skeleton active />
        ) : feed.isError ? (
          <Alert type="error" showIcon message={feed.error.message} />
        ) : (
          <>
            <MethodNote feed={feed.data} />
            <Table<Row>
              rowKey="symbol"
              size="small"
              pagination={false}
              dataSource={feed.data.instruments}
              columns={columns}
              data-testid="feed-sources"
            />
          </>
        )}
      </Card>
    </>
  );
}
