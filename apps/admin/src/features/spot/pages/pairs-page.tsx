import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
function Fee({ value, pair }: { value: string; pair: SpotPair }) {
  const { t } = useTranslation('spot');
  return pair.zero_fee ? (
    <Tooltip title={t('pairs.feeNotCharged')}>
      <Typography.Text type="secondary" delete style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography.Text>
    </Tooltip>
  ) : (
    num(value)
  );
}
const fee = (v: string, p: SpotPair) => <Fee value={v} pair={p} />;

/** Spot pairs (super only): settings in a drawer, halt and resume on the row. */
export default function SpotPairsPage() {
  const pairs = useSpotPairs();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<SpotPair | null>(null);
  const { t } = useTranslation(['spot', 'shell']);

  const columns: TableColumnsType<SpotPair> = [
    { title: t('pairs.id'), dataIndex: 'id', width: 60 },
    { title: t('pairs.symbol'), dataIndex: 'symbol', width: 120, render: (v: string) => <strong>{v}</strong> },
    {
      title: t('pairs.enabled'),
      dataIndex: 'enabled',
      width: 84,
      render: (v: boolean) => (v ? <Tag color="green">{t('pairs.on')}</Tag> : <Tag>{t('pairs.off')}</Tag>),
    },
    {
      title: t('pairs.tickSize'),
      dataIndex: 'tick_size',
      align: 'right',
      render: (v: string, p) => num(v, p.legal_name),
    },
    {
      title: t('pairs.lotSize'),
      dataIndex: 'lot_size',
      align: 'right',
      render: (v: string, p) => num(v, p.currency_name),
    },
    {
      title: t('pairs.minNotional'),
      dataIndex: 'min_notional',
      align: 'right',
      render: (v: string, p) => num(v, p.legal_name),
    },
    { title: t('pairs.makerFee'), dataIndex: 'maker_fee', align: 'right', width: 96, render: fee },
    { title: t('pairs.takerFee'), dataIndex: 'taker_fee', align: 'right', width: 96, render: fee },
    {
      title: t('pairs.zeroFee'),
      dataIndex: 'zero_fee',
      width: 90,
      render: (v: boolean) =>
        v ? <Tag color="cyan">{t('pairs.zeroFee')}</Tag> : <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: t('pairs.trading'),
      dataIndex: 'halted',
      width: 96,
      render: (v: boolean) =>
        v ? <Tag color="red">{t('pairs.halted')}</Tag> : <Tag color="green">{t('pairs.running')}</Tag>,
    },
    {
      title: t('shell:common.actions'),
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
        title={t('pairs.title')}
        extra={
          <Button onClick={() => qc.invalidateQueries({ queryKey: spotKeys.pairs })} loading={pairs.isFetching}>
            {t('shell:common.refresh')}
          </Button>
        }
      />
      <Table<SpotPair>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={pairs.data ?? []}
        loading={pairs.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('pairs.total', { total }) }}
        onRow={(p) => ({ 'data-testid': `pair-row-${p.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('pairs.empty')} /> }}
      />
      <PairDrawer pair={editing} onClose={() => setEditing(null)} />
    </>
  );
}
