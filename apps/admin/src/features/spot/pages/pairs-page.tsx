import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { PageHeader } from '../../../shared/components/page-header';
import { RowActions } from '../../../shared/components/row-actions';
import { spotKeys } from '../api/keys';
import { useSpotPairs } from '../api/pairs';
import type { SpotPair } from '../api/types';
import { HaltButton } from '../components/halt-button';
import { PairDrawer } from '../components/pair-drawer';

const num = (v: string, coin?: string) => (
  <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
    {v}
    {coin && <Typography.Text type="secondary"> {coin}</Typography.Text>}
  </span>
);

/** The stored rate; on a zero-fee pair it is kept but not charged, so it is greyed with a note. */
const fee = (v: string, p: SpotPair) =>
  p.zero_fee ? (
    <Tooltip title="Stored rate, not charged while the zero-fee offer is on">
      <Typography.Text type="secondary" delete style={{ fontVariantNumeric: 'tabular-nums' }}>
        {v}
      </Typography.Text>
    </Tooltip>
  ) : (
    num(v)
  );

/** Spot pairs (super only): settings in a drawer, halt and resume on the row. */
export default function SpotPairsPage() {
  const pairs = useSpotPairs();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<SpotPair | null>(null);

  const columns: TableColumnsType<SpotPair> = [
    { title: 'ID', dataIndex: 'id', width: 60 },
    { title: 'Symbol', dataIndex: 'symbol', width: 120, render: (v: string) => <strong>{v}</strong> },
    {
      title: 'Enabled',
      dataIndex: 'enabled',
      width: 84,
      render: (v: boolean) => (v ? <Tag color="green">On</Tag> : <Tag>Off</Tag>),
    },
    { title: 'Tick size', dataIndex: 'tick_size', align: 'right', render: (v: string, p) => num(v, p.legal_name) },
    { title: 'Lot size', dataIndex: 'lot_size', align: 'right', render: (v: string, p) => num(v, p.currency_name) },
    {
      title: 'Min notional',
      dataIndex: 'min_notional',
      align: 'right',
      render: (v: string, p) => num(v, p.legal_name),
    },
    { title: 'Maker fee', dataIndex: 'maker_fee', align: 'right', width: 96, render: fee },
    { title: 'Taker fee', dataIndex: 'taker_fee', align: 'right', width: 96, render: fee },
    {
      title: 'Zero fee',
      dataIndex: 'zero_fee',
      width: 90,
      render: (v: boolean) =>
        v ? <Tag color="cyan">Zero fee</Tag> : <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: 'Trading',
      dataIndex: 'halted',
      width: 96,
      render: (v: boolean) => (v ? <Tag color="red">Halted</Tag> : <Tag color="green">Running</Tag>),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 180,
      render: (_, p) => (
        <Space size={4}>
          <RowActions editable onOpen={() => setEditing(p)} openTestId={`pair-edit-${p.id}`} />
          <HaltButton pair={p} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Spot pairs"
        extra={
          <Button onClick={() => qc.invalidateQueries({ queryKey: spotKeys.pairs })} loading={pairs.isFetching}>
            Refresh
          </Button>
        }
      />
      <Table<SpotPair>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={pairs.data ?? []}
        loading={pairs.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (t) => `${t} pairs` }}
        onRow={(p) => ({ 'data-testid': `pair-row-${p.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description="No spot pair" /> }}
      />
      <PairDrawer pair={editing} onClose={() => setEditing(null)} />
    </>
  );
}
