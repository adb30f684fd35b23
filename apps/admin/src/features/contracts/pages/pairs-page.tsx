import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Segmented, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { RowActions } from '../../../shared/components/row-actions';
import { useCanEdit } from '../../../shared/session/permissions';
import { contractKeys } from '../api/keys';
import { useContractPairs } from '../api/pairs';
import { AREAS, type ContractArea, type ContractPair } from '../api/types';
import { AreaTag, dash, Num, num } from '../components/cells';
import { fractionToPercent } from '../components/decimal';
import { PairDrawer } from '../components/pair-drawer';

/** A rate as sent, with its meaning as a percentage beside it (0.0005 → 0.05 %). */
function Rate({ value }: { value: string }) {
  const pct = fractionToPercent(value);
  return (
    <Tooltip title={pct ? `${pct} %` : undefined}>
      <span style={num}>
        {value}
        {pct && <Typography.Text type="secondary"> ({pct} %)</Typography.Text>}
      </span>
    </Tooltip>
  );
}

/** Contract pairs, crypto and stocks (super only): the published terms in a table, settings in a drawer. */
export default function ContractPairsPage() {
  const pairs = useContractPairs();
  const qc = useQueryClient();
  const canEdit = useCanEdit('contract-pairs');
  const [area, setArea] = useState<ContractArea | 'all'>('all');
  const [editing, setEditing] = useState<ContractPair | null>(null);
  const { t } = useTranslation(['contracts', 'shell']);
  const rows = (pairs.data ?? []).filter((p) => area === 'all' || p.area === area);

  const columns: TableColumnsType<ContractPair> = [
    { title: t('pairs.id'), dataIndex: 'id', width: 56 },
    {
      title: t('pairs.symbol'),
      dataIndex: 'symbol',
      width: 150,
      render: (v: string, p) => (
        <Flex gap={6} align="center" wrap={false}>
          <strong style={{ whiteSpace: 'nowrap' }}>{v}</strong>
          <AreaTag area={p.area} />
        </Flex>
      ),
    },
    {
      title: t('pairs.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (v: boolean) => (v ? <Tag color="green">{t('pairs.on')}</Tag> : <Tag>{t('pairs.off')}</Tag>),
    },
    {
      title: t('pairs.lotSize'),
      dataIndex: 'lot_size',
      align: 'right',
      render: (v: string, p) => <Num value={v} coin={p.currency_name} />,
    },
    {
      title: t('pairs.lots'),
      key: 'lots',
      align: 'right',
      render: (_, p) => (
        <span style={num}>
          {p.min_lots} –{' '}
          {p.max_lots === 0 ? <Typography.Text type="secondary">{t('pairs.noMax')}</Typography.Text> : p.max_lots}
        </span>
      ),
    },
    {
      title: t('pairs.multiples'),
      dataIndex: 'multiples',
      render: (v: number[]) => (
        <Flex gap={2} wrap={false}>
          {v.map((m) => (
            <Tag key={m} style={{ marginInlineEnd: 0 }}>
              ×{m}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('pairs.spread'),
      dataIndex: 'spread',
      align: 'right',
      render: (v: string, p) => <Num value={v} coin={p.legal_name} />,
    },
    { title: t('pairs.fee'), dataIndex: 'fee_rate', align: 'right', render: (v: string) => <Rate value={v} /> },
    {
      title: t('pairs.overnight'),
      dataIndex: 'overnight_rate',
      align: 'right',
      render: (v: string) => <Rate value={v} />,
    },
    {
      title: t('pairs.threshold'),
      dataIndex: 'liquidation_threshold',
      align: 'right',
      render: (v: string) => <span style={num}>{v} %</span>,
    },
    {
      title: t('pairs.limitEntries'),
      dataIndex: 'limit_entries',
      width: 90,
      render: (v: boolean) => (v ? <Tag color="blue">{t('pairs.on')}</Tag> : <Tag>{t('pairs.off')}</Tag>),
    },
    {
      title: t('pairs.market'),
      dataIndex: 'market_open',
      render: (v: boolean, p) => (
        <Flex gap={4} align="center" wrap={false}>
          {v ? <Tag color="green">{t('pairs.marketOpen')}</Tag> : <Tag>{t('pairs.marketClosed')}</Tag>}
          {p.last_price ? <Num value={p.last_price} /> : dash}
        </Flex>
      ),
    },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, p) => (
        <RowActions editable={canEdit} onOpen={() => setEditing(p)} openTestId={`contract-pair-edit-${p.id}`} />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('pairs.title')}
        extra={
          <>
            <Segmented<ContractArea | 'all'>
              value={area}
              onChange={setArea}
              options={[
                { value: 'all', label: t('areas.all') },
                ...AREAS.map((a) => ({ value: a, label: t(`areas.${a}`) })),
              ]}
              data-testid="contract-pairs-area"
            />
            <Button onClick={() => qc.invalidateQueries({ queryKey: contractKeys.pairs })} loading={pairs.isFetching}>
              {t('shell:common.refresh')}
            </Button>
          </>
        }
      />
      <Table<ContractPair>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={pairs.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('pairs.total', { total }) }}
        onRow={(p) => ({ 'data-testid': `contract-pair-row-${p.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('pairs.empty')} /> }}
        data-testid="contract-pairs-table"
      />
      {canEdit && <PairDrawer pair={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
