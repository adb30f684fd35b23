import { Alert, Badge, Card, Descriptions, Skeleton, Table, Typography } from 'antd';
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
  const updated = status.dataUpdatedAt ? formatUtc(new Date(status.dataUpdatedAt).toISOString()).slice(11) : '';

  return (
    <Card
      title="Status"
      data-testid="maker-status"
      style={{ height: '100%' }}
      extra={
        <Badge
          status={status.isError ? 'error' : status.isFetching ? 'processing' : 'success'}
          text={
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              every {MAKER_STATUS_REFRESH_MS / 1000} s{updated && ` · ${updated} UTC`}
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
            <Descriptions.Item label="P&L since funding">
              <Pnl value={s.pnl_usdt} />
            </Descriptions.Item>
            <Descriptions.Item label="Inventory value">
              <span style={num} data-testid="maker-inventory">
                {s.inventory_value_usdt} <Typography.Text type="secondary">USDT</Typography.Text>
              </span>
            </Descriptions.Item>
            {s.funded_value_usdt !== undefined && (
              <Descriptions.Item label="Funded value (now)">
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
            locale={{ emptyText: 'Not funded yet' }}
            columns={[
              { title: 'Coin', dataIndex: 'currency', render: (v: string) => <strong>{v}</strong> },
              {
                title: 'Available',
                dataIndex: 'available',
                align: 'right',
                render: (v: string) => <span style={num}>{v}</span>,
              },
              {
                title: 'In orders',
                dataIndex: 'frozen',
                align: 'right',
                render: (v: string) => <span style={num}>{v}</span>,
              },
              {
                title: 'Funded',
                dataIndex: 'funded',
                align: 'right',
                render: (v?: string) => <span style={num}>{v ?? '—'}</span>,
              },
              {
                title: 'Value (USDT)',
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
