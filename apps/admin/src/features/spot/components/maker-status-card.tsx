import { Alert, Badge, Card, Descriptions, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUtc } from '../../../shared/format';
import { MAKER_STATUS_REFRESH_MS, useMakerStatus } from '../api/maker';
import type { MakerBalance } from '../api/types';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const isNegative = (v: string) => v.trim().startsWith('-') && /[1-9]/.test(v);
const isZero = (v: string) => !/[1-9]/.test(v);

/** P&L read from its text: red below zero, green above, plain at zero. */
function Pnl({ value }: { value: string }) {
  const color = isZero(value) ? undefined : isNegative(value) ? '#cf1322' : '#389e0d';
  return (
    <Typography.Text strong style={{ ...num, color, fontSize: 20 }} data-testid="maker-pnl">
      {value} <Typography.Text type="secondary">USDT</Typography.Text>
    </Typography.Text>
  );
}

/** `GET /admin/spot/maker/status` (super, finance), read again every 5 s. */
export function MakerStatusCard() {
  const status = useMakerStatus();
  const s = status.data;
  const { t } = useTranslation('spot');
  const updated = status.dataUpdatedAt ? formatUtc(new Date(status.dataUpdatedAt).toISOString()).slice(11) : '';

  return (
    <Card
      title={t('maker.status')}
      data-testid="maker-status"
      style={{ height: '100%' }}
      extra={
        <Badge
          status={status.isError ? 'error' : status.isFetching ? 'processing' : 'success'}
          text={
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('maker.every', { seconds: MAKER_STATUS_REFRESH_MS / 1000 })}
              {updated && ` · ${t('maker.updated', { time: updated })}`}
            </Typography.Text>
          }
        />
      }
    >
      {status.isPending ? (
        <Skeleton active />
      ) : status.isError && !s ? (
        <Alert type="error" showIcon message={status.error.message} />
      ) : s ? (
        <>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }} labelStyle={{ width: 200 }}>
            <Descriptions.Item label={t('maker.pnl')}>
              <Pnl value={s.pnl_usdt} />
            </Descriptions.Item>
            <Descriptions.Item label={t('maker.inventory')}>
              <span style={num} data-testid="maker-inventory">
                {s.inventory_value_usdt} <Typography.Text type="secondary">USDT</Typography.Text>
              </span>
            </Descriptions.Item>
            {s.funded_value_usdt !== undefined && (
              <Descriptions.Item label={t('maker.funded')}>
                <span style={num}>
                  {s.funded_value_usdt} <Typography.Text type="secondary">USDT</Typography.Text>
                </span>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Table<MakerBalance>
            rowKey="currency"
            size="small"
            pagination={false}
            dataSource={s.balances}
            locale={{ emptyText: t('maker.notFunded') }}
            columns={[
              { title: t('maker.coin'), dataIndex: 'currency', render: (v: string) => <strong>{v}</strong> },
              {
                title: t('maker.available'),
                dataIndex: 'available',
                align: 'right',
                render: (v: string) => <span style={num}>{v}</span>,
              },
              {
                title: t('maker.inOrders'),
                dataIndex: 'frozen',
                align: 'right',
                render: (v: string) => <span style={num}>{v}</span>,
              },
              {
                title: t('maker.fundedAmount'),
                dataIndex: 'funded',
                align: 'right',
                render: (v?: string) => <span style={num}>{v ?? '—'}</span>,
              },
              {
                title: t('maker.value'),
                dataIndex: 'value_usdt',
                align: 'right',
                render: (v?: string) => <span style={num}>{v ?? '—'}</span>,
              },
            ]}
          />
        </>
      ) : null}
    </Card>
  );
}
