import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/components/page-header';
import { CreateButton, RowActions } from '../../../shared/components/row-actions';
import { useCanEdit } from '../../../shared/session/permissions';
import { Num, num } from '../../contracts/components/cells';
import { useEarnCampaigns } from '../api/campaigns';
import { earnKeys } from '../api/keys';
import { useEarnProducts } from '../api/products';
import type { Campaign, Product } from '../api/types';
import { KindTag, OnOffTag, Rate } from '../components/cells';
import { EarnTabs, PRODUCT_SCREENS } from '../components/earn-tabs';
import { FallbackTag } from '../components/earn-text-tabs';
import { LoadError } from '../components/load-error';
import { ProductDrawer, type ProductEditing } from '../components/product-drawer';

const small = { fontSize: 12 } as const;
/** One empty list while the campaigns load, so the drawer sees the same value until they come. */
const NO_CAMPAIGNS: Campaign[] = [];

function useColumns(canEdit: boolean, open: (p: Product) => void): TableColumnsType<Product> {
  const { t } = useTranslation(['earn', 'shell']);
  return [
    { title: t('products.id'), dataIndex: 'id', width: 64 },
    {
      title: t('products.name'),
      dataIndex: 'name',
      render: (v: string, p) => (
        <Flex vertical gap={2} align="flex-start">
          <strong style={{ whiteSpace: 'nowrap' }}>{v}</strong>
          <KindTag kind={p.kind} />
          <FallbackTag langs={p.missing_langs} testId={`earn-product-langs-${p.id}`} />
        </Flex>
      ),
    },
    {
      title: t('products.days'),
      dataIndex: 'days',
      align: 'right',
      render: (v: number) => <span style={num}>{t('common.days', { days: v })}</span>,
    },
    {
      title: t('products.dailyRate'),
      dataIndex: 'daily_rate',
      align: 'right',
      render: (v: string) => <Rate value={v} />,
    },
    {
      title: <Tooltip title={t('products.termYieldNote')}>{t('products.termYield')}</Tooltip>,
      dataIndex: 'term_yield_per_1000',
      align: 'right',
      render: (v: string, p) => (
        <span data-testid={`earn-product-term-yield-${p.id}`}>
          <Num value={v} coin={p.currency} />
        </span>
      ),
    },
    {
      title: <Tooltip title={t('products.penaltyNote')}>{t('products.penalty')}</Tooltip>,
      dataIndex: 'penalty_per_day_per_1000',
      align: 'right',
      render: (v: string, p) => (
        <Flex vertical align="flex-end" style={num}>
          <span data-testid={`earn-product-penalty-${p.id}`}>
            <Num value={v} coin={p.currency} />
          </span>
          <Typography.Text type="secondary" style={small}>
            {p.penalty_rate} ({p.penalty_percent} %)
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('products.limits'),
      key: 'limits',
      align: 'right',
      render: (_, p) => (
        <span style={num}>
          {p.min} – {p.max ?? <Typography.Text type="secondary">{t('products.noMax')}</Typography.Text>}
          <Typography.Text type="secondary"> {p.currency}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('products.campaign'),
      dataIndex: 'campaign_name',
      render: (v: string, p) => (
        <Typography.Text>
          {v} <Typography.Text type="secondary">#{p.campaign_id}</Typography.Text>
        </Typography.Text>
      ),
    },
    { title: t('products.enabled'), dataIndex: 'enabled', width: 90, render: (v: boolean) => <OnOffTag on={v} /> },
    {
      title: t('products.running'),
      dataIndex: 'active_orders',
      align: 'right',
      render: (v: number, p) => (
        <Link to={`/earn-orders?state=active&product_id=${p.id}`} style={num}>
          {v}
        </Link>
      ),
    },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, p) => (
        <RowActions editable={canEdit} onOpen={() => open(p)} openTestId={`earn-product-edit-${p.id}`} />
      ),
    },
  ];
}

/**
 * `GET /admin/earn/products` (super, finance): each mining product with its terms and what they mean for 1000 of
 * its coin (the term's yield, the penalty per remaining day), its campaign and its running subscriptions. Super
 * adds and edits products in a drawer; an edit applies to new subscriptions only (running ones copied their terms).
 */
export default function EarnProductsPage() {
  const products = useEarnProducts();
  const campaigns = useEarnCampaigns();
  const qc = useQueryClient();
  const canEdit = useCanEdit('earn-products');
  const [editing, setEditing] = useState<ProductEditing>(null);
  const { t } = useTranslation(['earn', 'shell']);
  const columns = useColumns(canEdit, setEditing);

  return (
    <>
      <EarnTabs screens={PRODUCT_SCREENS} />
      <PageHeader
        title={t('products.title')}
        extra={
          <>
            <CreateButton
              editable={canEdit}
              onClick={() => setEditing('new')}
              testId="earn-product-create"
              label={t('products.add')}
            />
            <Button onClick={() => qc.invalidateQueries({ queryKey: earnKeys.products })} loading={products.isFetching}>
              {t('shell:common.refresh')}
            </Button>
          </>
        }
      />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('products.note')} />
      {products.isError && <LoadError error={products.error} onRetry={() => products.refetch()} />}
      <Table<Product>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={products.data ?? []}
        loading={products.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('products.total', { total }) }}
        onRow={(p) => ({ 'data-testid': `earn-product-row-${p.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('products.empty')} /> }}
        data-testid="earn-products-table"
      />
      <ProductDrawer
        editing={editing}
        campaigns={campaigns.data ?? NO_CAMPAIGNS}
        readOnly={!canEdit}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
