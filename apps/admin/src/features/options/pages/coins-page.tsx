import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { RowActions } from '../../../shared/components/row-actions';
import { useCanEdit } from '../../../shared/session/permissions';
import { dash, Num, num } from '../../contracts/components/cells';
import { optionKeys } from '../api/keys';
import { useOptionCoins } from '../api/settings';
import type { OptionCoin } from '../api/types';
import { OnOffTag, Ratio } from '../components/cells';
import { CoinDrawer } from '../components/coin-drawer';
import { LoadError } from '../components/load-error';
import { SettingsTabs } from '../components/settings-tabs';

/** Per-coin limits (super): the fee, the stake range, the open-order cap and the quick stakes the app offers. */
export default function OptionCoinsPage() {
  const coins = useOptionCoins();
  const qc = useQueryClient();
  const canEdit = useCanEdit('option-settings');
  const [editing, setEditing] = useState<OptionCoin | null>(null);
  const { t } = useTranslation(['options', 'shell']);

  const columns: TableColumnsType<OptionCoin> = [
    { title: t('coins.coin'), dataIndex: 'currency', width: 100, render: (v: string) => <strong>{v}</strong> },
    { title: t('coins.enabled'), dataIndex: 'enabled', width: 90, render: (v: boolean) => <OnOffTag on={v} /> },
    { title: t('coins.fee'), dataIndex: 'fee_rate', align: 'right', render: (v: string) => <Ratio value={v} /> },
    {
      title: t('coins.stakes'),
      key: 'stakes',
      align: 'right',
      render: (_, c) => (
        <span style={num}>
          {c.min_stake} – <Num value={c.max_stake} coin={c.currency} />
        </span>
      ),
    },
    {
      title: t('coins.maxOpen'),
      dataIndex: 'max_open',
      align: 'right',
      render: (v: number) =>
        v === 0 ? <Typography.Text type="secondary">{t('coins.noCap')}</Typography.Text> : <span style={num}>{v}</span>,
    },
    {
      title: t('coins.presets'),
      dataIndex: 'presets',
      render: (v: string[]) =>
        v.length === 0 ? (
          dash
        ) : (
          <Flex gap={2} wrap={false}>
            {v.map((p) => (
              <Tag key={p} style={{ marginInlineEnd: 0 }}>
                {p}
              </Tag>
            ))}
          </Flex>
        ),
    },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, c) => (
        <RowActions editable={canEdit} onOpen={() => setEditing(c)} openTestId={`option-coin-edit-${c.currency_id}`} />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('settings.title')}
        extra={
          <Button onClick={() => qc.invalidateQueries({ queryKey: optionKeys.coins })} loading={coins.isFetching}>
            {t('shell:common.refresh')}
          </Button>
        }
      />
      <SettingsTabs />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('settings.note')} />
      {coins.isError && <LoadError error={coins.error} onRetry={() => coins.refetch()} />}
      <Table<OptionCoin>
        rowKey="currency_id"
        size="middle"
        columns={columns}
        dataSource={coins.data ?? []}
        loading={coins.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('coins.total', { total }) }}
        onRow={(c) => ({ 'data-testid': `option-coin-row-${c.currency_id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('coins.empty')} /> }}
        data-testid="option-coins-table"
      />
      {canEdit && <CoinDrawer coin={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
