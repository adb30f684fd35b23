import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { CreateButton, RowActions } from '../../../shared/components/row-actions';
import { useCanEdit } from '../../../shared/session/permissions';
import { optionKeys } from '../api/keys';
import { useOptionExpiries } from '../api/settings';
import type { OptionExpiry } from '../api/types';
import { BreakEven, OnOffTag, Ratio } from '../components/cells';
import { ExpiryDrawer, type ExpiryEditing } from '../components/expiry-drawer';
import { LoadError } from '../components/load-error';
import { SettingsTabs } from '../components/settings-tabs';

/**
 * Expiries (super): each with the fraction paid on a win, the fraction kept on a loss, and the break-even win rate
 * the app shows users for them. Added and edited in a drawer; there is no call that removes one: it is switched off.
 */
export default function OptionExpiriesPage() {
  const expiries = useOptionExpiries();
  const qc = useQueryClient();
  const canEdit = useCanEdit('option-settings');
  const [editing, setEditing] = useState<ExpiryEditing>(null);
  const { t } = useTranslation(['options', 'shell']);
  const rows = expiries.data ?? [];

  const columns: TableColumnsType<OptionExpiry> = [
    {
      title: t('expiries.seconds'),
      dataIndex: 'seconds',
      width: 110,
      render: (v: number) => <strong>{t('common.seconds', { seconds: v })}</strong>,
    },
    { title: t('expiries.enabled'), dataIndex: 'enabled', width: 90, render: (v: boolean) => <OnOffTag on={v} /> },
    {
      title: t('expiries.payout'),
      dataIndex: 'payout_ratio',
      align: 'right',
      render: (v: string) => <Ratio value={v} />,
    },
    { title: t('expiries.loss'), dataIndex: 'loss_ratio', align: 'right', render: (v: string) => <Ratio value={v} /> },
    {
      title: <Tooltip title={t('expiries.breakEvenNote')}>{t('expiries.breakEven')}</Tooltip>,
      key: 'break_even',
      align: 'right',
      render: (_, e) => (
        <BreakEven payout={e.payout_ratio} loss={e.loss_ratio} testId={`option-expiry-break-even-${e.seconds}`} />
      ),
    },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, e) => (
        <RowActions editable={canEdit} onOpen={() => setEditing(e)} openTestId={`option-expiry-edit-${e.seconds}`} />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('settings.title')}
        extra={
          <>
            <CreateButton
              editable={canEdit}
              onClick={() => setEditing('new')}
              testId="option-expiry-create"
              label={t('expiries.add')}
            />
            <Button
              onClick={() => qc.invalidateQueries({ queryKey: optionKeys.expiries })}
              loading={expiries.isFetching}
            >
              {t('shell:common.refresh')}
            </Button>
          </>
        }
      />
      <SettingsTabs />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('settings.note')} />
      <Typography.Paragraph type="secondary">{t('expiries.help')}</Typography.Paragraph>
      {expiries.isError && <LoadError error={expiries.error} onRetry={() => expiries.refetch()} />}
      <Table<OptionExpiry>
        rowKey="seconds"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={expiries.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('expiries.total', { total }) }}
        onRow={(e) => ({ 'data-testid': `option-expiry-row-${e.seconds}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('expiries.empty')} /> }}
        data-testid="option-expiries-table"
      />
      {canEdit && (
        <ExpiryDrawer editing={editing} taken={rows.map((e) => e.seconds)} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
