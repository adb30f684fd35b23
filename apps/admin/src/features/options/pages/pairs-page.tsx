import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { useCanEdit } from '../../../shared/session/permissions';
import { optionKeys } from '../api/keys';
import { useOptionPairs, useSwitchOptionPair } from '../api/switches';
import type { OptionPair } from '../api/types';
import { GuardedSwitch } from '../components/guarded-switch';
import { LoadError } from '../components/load-error';
import { SettingsTabs } from '../components/settings-tabs';

/** Pairs offered for seconds options (super): one switch each; a closed pair refuses new orders. */
export default function OptionPairsPage() {
  const pairs = useOptionPairs();
  const toggle = useSwitchOptionPair();
  const qc = useQueryClient();
  const canEdit = useCanEdit('option-settings');
  const { t } = useTranslation(['options', 'shell']);
  const pendingId = toggle.isPending ? toggle.variables?.id : undefined;

  const switchTo = (p: OptionPair, enabled: boolean) =>
    toggle
      .mutateAsync({
        id: p.id,
        enabled,
        done: t(enabled ? 'pairs.enabledDone' : 'pairs.disabledDone', { symbol: p.symbol }),
      })
      .catch(() => undefined);

  const columns: TableColumnsType<OptionPair> = [
    { title: t('pairs.id'), dataIndex: 'id', width: 64 },
    { title: t('pairs.symbol'), dataIndex: 'symbol', render: (v: string) => <strong>{v}</strong> },
    {
      title: t('pairs.enabled'),
      dataIndex: 'enabled',
      width: 120,
      render: (v: boolean, p) => (
        <GuardedSwitch
          checked={v}
          editable={canEdit}
          loading={pendingId === p.id}
          confirm={{
            title: t('pairs.disableConfirm', { symbol: p.symbol }),
            description: t('settings.openOrdersSettle'),
            ok: t('pairs.disable'),
          }}
          onChange={(on) => switchTo(p, on)}
          testId={`option-pair-enabled-${p.id}`}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('settings.title')}
        extra={
          <Button onClick={() => qc.invalidateQueries({ queryKey: optionKeys.pairs })} loading={pairs.isFetching}>
            {t('shell:common.refresh')}
          </Button>
        }
      />
      <SettingsTabs />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('pairs.help')} />
      {pairs.isError && <LoadError error={pairs.error} onRetry={() => pairs.refetch()} />}
      <Table<OptionPair>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={pairs.data ?? []}
        loading={pairs.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('pairs.total', { total }) }}
        onRow={(p) => ({ 'data-testid': `option-pair-row-${p.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('pairs.empty')} /> }}
        data-testid="option-pairs-table"
      />
    </>
  );
}
