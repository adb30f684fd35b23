import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { formatUtc } from '../../../shared/format';
import { usePaging } from '../../../shared/hooks/use-paging';
import { OUTBOX_REFRESH_MS, type OutboxMessage, useOutbox } from '../api';

/** The 6-digit code inside a message body, shown on its own so an operator (or a test) can read it at a glance. */
export function findCode(body: string): string | null {
  return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
}

export default function OutboxPage() {
  const paging = usePaging(20);
  const outbox = useOutbox({ page: paging.page, limit: paging.limit });
  const { t } = useTranslation(['notify', 'shell']);

  const columns: TableColumnsType<OutboxMessage> = [
    { title: t('outbox.id'), dataIndex: 'id', width: 60 },
    {
      title: t('outbox.time'),
      dataIndex: 'created_at',
      width: 170,
      render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatUtc(v)}</span>,
    },
    {
      title: t('outbox.channel'),
      dataIndex: 'channel',
      width: 90,
      render: (v: string) => <Tag color={v === 'email' ? 'blue' : 'purple'}>{v}</Tag>,
    },
    {
      title: t('outbox.to'),
      dataIndex: 'to',
      width: 240,
      // CSS ellipsis (the whole address stays in the page, for search and tests), full text in the tooltip.
      render: (v: string) => (
        <Typography.Text copyable={{ text: v }}>
          <span
            title={v}
            style={{
              display: 'inline-block',
              maxWidth: 190,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              verticalAlign: 'bottom',
            }}
          >
            {v}
          </span>
        </Typography.Text>
      ),
    },
    {
      title: t('outbox.code'),
      key: 'code',
      width: 110,
      render: (_, m) => {
        const code = findCode(m.body);
        return code ? (
          <Typography.Text code copyable strong style={{ fontSize: 15 }}>
            {code}
          </Typography.Text>
        ) : (
          '—'
        );
      },
    },
    {
      title: t('outbox.message'),
      key: 'message',
      render: (_, m) => (
        <>
          {m.subject && <Typography.Text strong>{m.subject}</Typography.Text>}
          <Typography.Paragraph
            type="secondary"
            style={{ margin: 0, whiteSpace: 'pre-wrap' }}
            ellipsis={{ rows: 2, expandable: true }}
          >
            {m.body}
          </Typography.Paragraph>
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('outbox.title')}
        extra={
          <>
            {!outbox.isError && (
              <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
                {t('outbox.refreshes', { seconds: OUTBOX_REFRESH_MS / 1000 })}
              </Typography.Text>
            )}
            <Button icon={<ReloadOutlined />} onClick={() => outbox.refetch()} loading={outbox.isFetching}>
              {t('shell:common.refresh')}
            </Button>
          </>
        }
      />
      {outbox.isError ? (
        <Alert
          type="warning"
          showIcon
          message={t('outbox.unavailable')}
          description={
            <>
              <div>{outbox.error.message}</div>
              <Typography.Text type="secondary">{t('outbox.unavailableNote')}</Typography.Text>
            </>
          }
          data-testid="outbox-error"
        />
      ) : (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('outbox.demo')} />
          <Table<OutboxMessage>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={outbox.data?.list ?? []}
            loading={outbox.isPending}
            pagination={paging.pagination(outbox.data?.total)}
            onRow={(m) => ({ 'data-testid': `outbox-row-${m.id}` }) as HTMLAttributes<HTMLElement>}
            locale={{ emptyText: <Empty description={t('outbox.empty')} /> }}
          />
        </>
      )}
    </>
  );
}
