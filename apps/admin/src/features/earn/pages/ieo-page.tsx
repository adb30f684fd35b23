import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Progress, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/components/page-header';
import { CreateButton, RowActions } from '../../../shared/components/row-actions';
import { useCanEdit } from '../../../shared/session/permissions';
import { Num, num } from '../../contracts/components/cells';
import { useIeoProjects } from '../api/ieo';
import { earnKeys } from '../api/keys';
import type { IeoProject } from '../api/types';
import { OnOffTag } from '../components/cells';
import { EarnTabs, PRODUCT_SCREENS } from '../components/earn-tabs';
import { FallbackTag } from '../components/earn-text-tabs';
import { IeoDrawer, type IeoEditing } from '../components/ieo-drawer';
import { LoadError } from '../components/load-error';

const small = { fontSize: 12 } as const;
const PHASE_COLOR = { warmup: 'blue', selling: 'green', done: 'default' } as const;

function useColumns(canEdit: boolean, open: (p: IeoProject) => void): TableColumnsType<IeoProject> {
  const { t } = useTranslation(['earn', 'shell']);
  return [
    { title: t('ieo.id'), dataIndex: 'id', width: 64 },
    {
      title: t('ieo.project'),
      dataIndex: 'title',
      render: (v: string, p) => (
        <Flex vertical gap={2} align="flex-start">
          <strong style={{ whiteSpace: 'nowrap' }}>{v}</strong>
          <Typography.Text type="secondary" style={small}>
            {p.token} / {p.pay_currency} · {t(p.mode === 'fcfs' ? 'ieoDrawer.fcfs' : 'ieoDrawer.proRata')}
          </Typography.Text>
          <FallbackTag langs={p.missing_langs} testId={`earn-ieo-langs-${p.id}`} />
        </Flex>
      ),
    },
    {
      title: t('ieo.sale'),
      key: 'sale',
      align: 'right',
      render: (_, p) => (
        <Flex vertical align="flex-end" style={num}>
          <Num value={p.price} coin={p.pay_currency} />
          <Typography.Text type="secondary" style={small}>
            {p.supply} {p.token}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('ieo.progress'),
      key: 'progress',
      width: 220,
      render: (_, p) => (
        <Flex vertical gap={2} data-testid={`earn-ieo-progress-${p.id}`}>
          <Progress percent={Math.min(100, Number(p.progress))} size="small" format={() => `${p.progress} %`} />
          <Typography.Text type="secondary" style={small}>
            {t('ieo.appliedOf', { applied: p.applied, supply: p.supply, applicants: p.applicants })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('ieo.window'),
      key: 'window',
      render: (_, p) => (
        <Flex vertical gap={2} style={{ ...small, whiteSpace: 'nowrap' }}>
          <span>
            {p.starts_at.slice(0, 16)} → {p.ends_at.slice(0, 16)}
          </span>
          <Typography.Text type="secondary" style={small}>
            {t('ieo.deliverAt', { time: p.deliver_at.slice(0, 16) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('ieo.status'),
      key: 'status',
      render: (_, p) => (
        <Flex vertical gap={2} align="flex-start" data-testid={`earn-ieo-status-${p.id}`}>
          <Flex gap={4}>
            <Tag color={PHASE_COLOR[p.phase]}>{t(`ieo.${p.phase}`)}</Tag>
            {p.state === 'allocated' && <Tag color="purple">{t('ieo.allocated')}</Tag>}
          </Flex>
          {p.allocated !== null && (
            <Typography.Text type="secondary" style={small}>
              {t('ieo.resultOf', { passed: p.passed, allocated: p.allocated, proceeds: p.proceeds ?? '0' })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('ieo.books'),
      key: 'books',
      align: 'right',
      render: (_, p) => (
        <Flex vertical align="flex-end" style={num} data-testid={`earn-ieo-books-${p.id}`}>
          <Num value={p.balance_token} coin={p.token} />
          <Num value={p.balance_pay} coin={p.pay_currency} />
        </Flex>
      ),
    },
    { title: t('ieo.enabled'), dataIndex: 'enabled', width: 90, render: (v: boolean) => <OnOffTag on={v} /> },
    {
      title: t('ieo.subscriptions'),
      key: 'orders',
      align: 'right',
      render: (_, p) => (
        <Link to={`/earn-orders/ieo?project_id=${p.id}`} style={num}>
          {p.applicants}
        </Link>
      ),
    },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, p) => <RowActions editable={canEdit} onOpen={() => open(p)} openTestId={`earn-ieo-edit-${p.id}`} />,
    },
  ];
}

/**
 * `GET /admin/earn/ieo` (super, finance): each project with its phase, what was applied for, the end's result and
 * the balances of its account `ieo_<id>`. Super creates projects (the supply is issued at once) and edits what they
 * show; the terms money depends on never change once created.
 */
export default function EarnIeoPage() {
  const projects = useIeoProjects();
  const qc = useQueryClient();
  const canEdit = useCanEdit('earn-products');
  const [editing, setEditing] = useState<IeoEditing>(null);
  const { t } = useTranslation(['earn', 'shell']);
  const columns = useColumns(canEdit, setEditing);

  return (
    <>
      <EarnTabs screens={PRODUCT_SCREENS} />
      <PageHeader
        title={t('ieo.title')}
        extra={
          <>
            <CreateButton
              editable={canEdit}
              onClick={() => setEditing('new')}
              testId="earn-ieo-create"
              label={t('ieo.add')}
            />
            <Button onClick={() => qc.invalidateQueries({ queryKey: earnKeys.ieo })} loading={projects.isFetching}>
              {t('shell:common.refresh')}
            </Button>
          </>
        }
      />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('ieo.note')} />
      {projects.isError && <LoadError error={projects.error} onRetry={() => projects.refetch()} />}
      <Table<IeoProject>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={projects.data ?? []}
        loading={projects.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('ieo.total', { total }) }}
        onRow={(p) => ({ 'data-testid': `earn-ieo-row-${p.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('ieo.empty')} /> }}
        data-testid="earn-ieo-table"
      />
      <IeoDrawer editing={editing} readOnly={!canEdit} onClose={() => setEditing(null)} />
    </>
  );
}
