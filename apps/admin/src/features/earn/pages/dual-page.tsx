import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Progress, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/components/page-header';
import { CreateButton, RowActions } from '../../../shared/components/row-actions';
import { useCanEdit } from '../../../shared/session/permissions';
import { Num, num } from '../../contracts/components/cells';
import { useEarnCampaigns } from '../api/campaigns';
import { useDualProducts } from '../api/dual';
import { earnKeys } from '../api/keys';
import type { Campaign, DualProduct } from '../api/types';
import { OnOffTag } from '../components/cells';
import { DualDrawer, type DualEditing } from '../components/dual-drawer';
import { EarnTabs, PRODUCT_SCREENS } from '../components/earn-tabs';
import { LoadError } from '../components/load-error';

const small = { fontSize: 12 } as const;
const PHASE_COLOR = { selling: 'green', closed: 'blue', matured: 'default' } as const;
/** One empty list while the campaigns load, so the drawer sees the same value until they come. */
const NO_CAMPAIGNS: Campaign[] = [];

function useColumns(canEdit: boolean, open: (p: DualProduct) => void): TableColumnsType<DualProduct> {
  const { t } = useTranslation(['earn', 'shell']);
  return [
    { title: t('dual.id'), dataIndex: 'id', width: 56 },
    {
      title: t('dual.product'),
      dataIndex: 'name',
      render: (v: string, p) => (
        <Flex vertical gap={4} align="flex-start">
          <strong style={{ whiteSpace: 'nowrap' }}>{v}</strong>
          <Flex gap={4} data-testid={`earn-dual-status-${p.id}`}>
            <Tooltip title={t('dual.paidIn', { coin: p.pay_currency })}>
              <Tag color={p.type === 'call' ? 'gold' : 'cyan'} style={{ marginInlineEnd: 0 }}>
                {t(`dual.${p.type}`)}
              </Tag>
            </Tooltip>
            <Tag color={PHASE_COLOR[p.phase]} style={{ marginInlineEnd: 0 }}>
              {t(`dual.${p.phase}`)}
            </Tag>
            <OnOffTag on={p.enabled} />
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('dual.terms'),
      key: 'terms',
      align: 'right',
      render: (_, p) => (
        <Flex vertical align="flex-end" style={num} data-testid={`earn-dual-terms-${p.id}`}>
          <Num value={p.strike} coin={p.quote} />
          <Typography.Text type="secondary" style={small}>
            {t('dual.aprOf', { percent: p.apr_percent, unit: p.unit, coin: p.pay_currency })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('dual.shares'),
      key: 'shares',
      width: 170,
      render: (_, p) => (
        <Flex vertical gap={2} data-testid={`earn-dual-shares-${p.id}`}>
          <Progress percent={Number(p.progress)} size="small" format={() => `${p.progress} %`} />
          <Typography.Text type="secondary" style={{ ...small, whiteSpace: 'nowrap' }}>
            {t('dual.soldOf', { sold: p.sold_shares, total: p.total_shares, limit: p.user_limit })}
          </Typography.Text>
          <Link to={`/earn-orders/dual?product_id=${p.id}`} style={small} data-testid={`earn-dual-orders-${p.id}`}>
            {t('dual.purchasesOf', { count: p.orders })}
          </Link>
        </Flex>
      ),
    },
    {
      title: t('dual.window'),
      key: 'window',
      render: (_, p) => (
        <Flex vertical gap={2} style={{ ...small, whiteSpace: 'nowrap' }}>
          <span>{t('dual.salesEnd', { time: p.sales_end.slice(0, 16) })}</span>
          <Typography.Text type="secondary" style={small}>
            {t('dual.settlesAt', { time: p.settles_at.slice(0, 16) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: <Tooltip title={t('dual.budgetNote')}>{t('dual.campaign')}</Tooltip>,
      key: 'campaign',
      render: (_, p) => (
        <Flex vertical gap={2} style={{ whiteSpace: 'nowrap' }} data-testid={`earn-dual-campaign-${p.id}`}>
          <Typography.Text>
            {p.campaign_name} <Typography.Text type="secondary">#{p.campaign_id}</Typography.Text>
          </Typography.Text>
          <span style={{ ...small, ...num }}>
            {t('dual.budgetOf', { left: p.campaign_remaining, coin: p.pay_currency, reserved: p.reserved })}
          </span>
          <Typography.Text type="secondary" style={small}>
            {t('dual.budgetUse', { unsold: p.unsold_yield })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, p) => <RowActions editable={canEdit} onOpen={() => open(p)} openTestId={`earn-dual-edit-${p.id}`} />,
    },
  ];
}

/**
 * `GET /admin/earn/dual` (super, finance): each dual product with its terms, its status, its sale and purchases, its
 * window, and the campaign paying its yield (what it holds, what the unsold shares may still reserve, what purchases
 * hold reserved). Super creates products and changes them; the terms purchases were made on never change once sold.
 */
export default function EarnDualPage() {
  const products = useDualProducts();
  const campaigns = useEarnCampaigns();
  const qc = useQueryClient();
  const canEdit = useCanEdit('earn-products');
  const [editing, setEditing] = useState<DualEditing>(null);
  const { t } = useTranslation(['earn', 'shell']);
  const columns = useColumns(canEdit, setEditing);

  return (
    <>
      <EarnTabs screens={PRODUCT_SCREENS} />
      <PageHeader
        title={t('dual.title')}
        extra={
          <>
            <CreateButton
              editable={canEdit}
              onClick={() => setEditing('new')}
              testId="earn-dual-create"
              label={t('dual.add')}
            />
            <Button onClick={() => qc.invalidateQueries({ queryKey: earnKeys.dual })} loading={products.isFetching}>
              {t('shell:common.refresh')}
            </Button>
          </>
        }
      />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('dual.note')} />
      {products.isError && <LoadError error={products.error} onRetry={() => products.refetch()} />}
      <Table<DualProduct>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={products.data ?? []}
        loading={products.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('dual.total', { total }) }}
        onRow={(p) => ({ 'data-testid': `earn-dual-row-${p.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('dual.empty')} /> }}
        data-testid="earn-dual-table"
      />
      <DualDrawer
        editing={editing}
        campaigns={campaigns.data ?? NO_CAMPAIGNS}
        readOnly={!canEdit}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
