import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Flex, Select, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { usePaging } from '../../../shared/hooks/use-paging';
import {
  type IndexMethod,
  type InstrumentSources,
  type PriceSource,
  type SignedHead,
  type SourceChange,
  transparencyKeys,
  useLogHead,
  useLogHeads,
  useLogKey,
  useSourceHistory,
  useSources,
} from '../api';
import { VerifierCard } from '../components/verifier-card';
import { shortHash, utc } from '../components/verify-model';

const mono = { fontFamily: 'monospace', fontSize: 12 } as const;
const sourceList = (sources: PriceSource[]) =>
  sources.map((s) => `${s.name} (${s.kind}${s.host ? `, ${s.host}` : ''})`).join(', ');

function MethodCard({ method }: { method: IndexMethod }) {
  const { t } = useTranslation('receipts');
  const weights = Object.entries(method.weights ?? {});
  return (
    <Card title={t('method.title')} data-testid="tr-method">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('method.maxAge')}>
          {t('method.seconds', { value: method.max_age_ms / 1000 })}
        </Descriptions.Item>
        <Descriptions.Item label={t('method.band')}>± {method.band_percent} %</Descriptions.Item>
        <Descriptions.Item label={t('method.mean')}>
          {weights.length > 0
            ? t('method.weighted', { weights: weights.map(([n, w]) => `${n} ${w}`).join(', ') })
            : t('method.equal')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function KeyCard() {
  const { t } = useTranslation('receipts');
  const key = useLogKey();
  return (
    <Card title={t('key.title')} data-testid="tr-key">
      {key.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : key.isError ? (
        <Alert type="error" showIcon message={key.error.message} />
      ) : (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('key.algorithm')}>{key.data.algorithm}</Descriptions.Item>
          <Descriptions.Item label={t('key.id')}>
            <span style={mono} data-testid="tr-key-id">
              {key.data.key_id}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('key.publicKey')}>
            <span style={{ ...mono, wordBreak: 'break-all' }} data-testid="tr-public-key">
              {key.data.public_key}
            </span>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

function LatestHead({ symbol }: { symbol: string }) {
  const { t } = useTranslation('receipts');
  const head = useLogHead(symbol);
  if (head.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (head.isError) return <Alert type="error" showIcon message={head.error.message} />;
  if (!head.data) return <Empty description={t('head.none')} />;
  return (
    <Descriptions column={2} size="small" data-testid="tr-head">
      <Descriptions.Item label={t('head.size')}>
        <span data-testid="tr-head-size">{head.data.size}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('head.time')}>{utc(head.data.ts)}</Descriptions.Item>
      <Descriptions.Item label={t('head.root')}>
        <span style={mono} title={head.data.root}>
          {shortHash(head.data.root)}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('head.keyId')}>
        <span style={mono}>{head.data.key_id}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

function HeadsTable({ symbol }: { symbol: string }) {
  const { t } = useTranslation('receipts');
  const { page, limit, pagination } = usePaging(10);
  const heads = useLogHeads(symbol, page, limit);
  if (heads.isError) return <Alert type="error" showIcon message={heads.error.message} />;
  return (
    <Table<SignedHead>
      size="small"
      rowKey={(h) => `${h.size}:${h.ts}`}
      loading={heads.isFetching}
      dataSource={heads.data?.list}
      pagination={pagination(heads.data?.total)}
      data-testid="tr-heads"
      columns={[
        { title: t('head.size'), dataIndex: 'size', width: 100, align: 'right' },
        { title: t('head.time'), dataIndex: 'ts', width: 200, render: (ts: number) => utc(ts) },
        { title: t('head.root'), dataIndex: 'root', render: (v: string) => <span style={mono}>{shortHash(v)}</span> },
        { title: t('head.keyId'), dataIndex: 'key_id', render: (v: string) => <span style={mono}>{v}</span> },
        {
          title: t('head.signature'),
          dataIndex: 'signature',
          render: (v: string) => (
            <span style={mono} title={v}>
              {shortHash(v, 8)}
            </span>
          ),
        },
      ]}
    />
  );
}

function HistoryTable({ symbol }: { symbol: string }) {
  const { t } = useTranslation('receipts');
  const history = useSourceHistory(symbol);
  if (history.isError) return <Alert type="error" showIcon message={history.error.message} />;
  return (
    <Table<SourceChange>
      size="small"
      rowKey={(c) => String(c.effective_at)}
      loading={history.isPending}
      dataSource={history.data}
      pagination={false}
      data-testid="tr-history"
      columns={[
        { title: t('instruments.since'), dataIndex: 'effective_at', width: 200, render: (v: number) => utc(v) },
        { title: t('instruments.sources'), dataIndex: 'sources', render: sourceList },
        { title: t('history.band'), width: 90, render: (_, c) => `± ${c.method.band_percent} %` },
        {
          title: t('history.maxAge'),
          width: 100,
          render: (_, c) => t('method.seconds', { value: c.method.max_age_ms / 1000 }),
        },
      ]}
    />
  );
}

/**
 * Transparency (read-only): the deployment's price sources per instrument with the time each set took effect, the
 * published index method, the price log's key, latest and past signed heads, the source history, and the receipt
 * verifier: what the public page shows users, so an operator answers from the same evidence.
 */
export default function TransparencyPage() {
  const { t } = useTranslation(['receipts', 'shell']);
  const qc = useQueryClient();
  const sources = useSources();
  const [picked, setPicked] = useState<string>();
  const symbol = picked ?? sources.data?.instruments[0]?.symbol;

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          <Button
            onClick={() => void qc.invalidateQueries({ queryKey: transparencyKeys.all })}
            data-testid="tr-refresh"
          >
            {t('shell:common.refresh')}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Flex vertical gap={16}>
        {sources.isPending ? (
          <Skeleton active />
        ) : sources.isError ? (
          <Alert type="error" showIcon message={sources.error.message} data-testid="tr-error" />
        ) : (
          <>
            <Flex gap={16} wrap>
              <div style={{ flex: '1 1 360px' }}>
                <MethodCard method={sources.data.method} />
              </div>
              <div style={{ flex: '2 1 480px' }}>
                <KeyCard />
              </div>
            </Flex>
            <Card title={t('instruments.title')}>
              <Table<InstrumentSources>
                size="small"
                rowKey="symbol"
                pagination={false}
                dataSource={sources.data.instruments}
                data-testid="tr-instruments"
                onRow={(i) => ({ onClick: () => setPicked(i.symbol), style: { cursor: 'pointer' } })}
                rowClassName={(i) => (i.symbol === symbol ? 'ant-table-row-selected' : '')}
                columns={[
                  { title: t('instruments.symbol'), dataIndex: 'symbol', width: 140 },
                  {
                    title: '',
                    dataIndex: 'simulated',
                    width: 110,
                    render: (sim: boolean) =>
                      sim ? <Tag color="orange">{t('instruments.simulated')}</Tag> : <Tag>{t('instruments.real')}</Tag>,
                  },
                  { title: t('instruments.sources'), dataIndex: 'sources', render: sourceList },
                  {
                    title: t('instruments.since'),
                    dataIndex: 'effective_at',
                    width: 200,
                    render: (v: number | null) => (v === null ? t('instruments.never') : utc(v)),
                  },
                ]}
              />
            </Card>
            {symbol && (
              <Card
                title={t('head.title')}
                extra={
                  <Select
                    value={symbol}
                    onChange={setPicked}
                    style={{ minWidth: 160 }}
                    aria-label={t('instruments.pick')}
                    options={sources.data.instruments.map((i) => ({ value: i.symbol, label: i.symbol }))}
                    data-testid="tr-symbol"
                  />
                }
              >
                <LatestHead symbol={symbol} />
                <Typography.Title level={5}>{t('heads.title')}</Typography.Title>
                <HeadsTable key={symbol} symbol={symbol} />
                <Typography.Title level={5}>{t('history.title')}</Typography.Title>
                <HistoryTable symbol={symbol} />
              </Card>
            )}
          </>
        )}
        <VerifierCard />
      </Flex>
    </>
  );
}
