import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/components/page-header';
import { CreateButton, RowActions } from '../../../shared/components/row-actions';
import { useCanEdit } from '../../../shared/session/permissions';
import { Num, num } from '../../contracts/components/cells';
import { useCoupons } from '../api/coupons';
import { earnKeys } from '../api/keys';
import type { CouponTemplate } from '../api/types';
import { KindTag, OnOffTag } from '../components/cells';
import { CouponDrawer, type CouponEditing } from '../components/coupon-drawer';
import { EarnTabs, PRODUCT_SCREENS } from '../components/earn-tabs';
import { FallbackTag } from '../components/earn-text-tabs';
import { LoadError } from '../components/load-error';

const small = { fontSize: 12 } as const;

function useColumns(canEdit: boolean, open: (c: CouponTemplate) => void): TableColumnsType<CouponTemplate> {
  const { t } = useTranslation(['earn', 'shell']);
  return [
    { title: t('coupons.id'), dataIndex: 'id', width: 64 },
    {
      title: t('coupons.coupon'),
      dataIndex: 'title',
      render: (v: string, c) => (
        <Flex vertical gap={2} align="flex-start">
          <strong style={{ whiteSpace: 'nowrap' }}>{v}</strong>
          <FallbackTag langs={c.missing_langs} testId={`earn-coupon-langs-${c.id}`} />
          <Flex gap={4} align="center">
            <KindTag kind={c.kind} />
            <Typography.Text type="secondary" style={small}>
              #{c.product_id} {c.product_name} · {t('common.days', { days: c.days })}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('coupons.value'),
      key: 'value',
      align: 'right',
      render: (_, c) => (
        <Flex vertical align="flex-end" style={num} data-testid={`earn-coupon-value-${c.id}`}>
          <Num value={c.value} coin={c.currency} />
          <Typography.Text type="secondary" style={small}>
            {t('coupons.valueOf', { amount: c.amount })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('coupons.claimed'),
      key: 'claimed',
      align: 'right',
      render: (_, c) => (
        <span style={num} data-testid={`earn-coupon-claimed-${c.id}`}>
          {t('coupons.claimedOf', { claimed: c.claimed, total: c.total })}
        </span>
      ),
    },
    {
      title: t('coupons.window'),
      key: 'window',
      render: (_, c) => (
        <span style={{ ...small, whiteSpace: 'nowrap' }}>
          {c.claim_from.slice(0, 16)} → {c.claim_until.slice(0, 16)}
        </span>
      ),
    },
    {
      title: t('coupons.validDays'),
      dataIndex: 'valid_days',
      render: (v: number) => t('common.days', { days: v }),
    },
    { title: t('coupons.enabled'), dataIndex: 'enabled', width: 90, render: (v: boolean) => <OnOffTag on={v} /> },
    {
      title: t('coupons.vouchers'),
      key: 'vouchers',
      render: (_, c) => (
        <Link
          to={`/earn-orders/coupons?template_id=${c.id}`}
          style={{ ...small, whiteSpace: 'nowrap' }}
          data-testid={`earn-coupon-counts-${c.id}`}
        >
          {t('coupons.counts', { usable: c.usable, used: c.used, expired: c.expired })}
        </Link>
      ),
    },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, c) => (
        <RowActions editable={canEdit} onOpen={() => open(c)} openTestId={`earn-coupon-edit-${c.id}`} />
      ),
    },
  ];
}

/**
 * `GET /admin/earn/coupons` (super, finance): each voucher template with what one voucher pays now, how many were
 * claimed of its total, its window and validity, and the claimed vouchers by state. Super creates templates (for an
 * existing mining product: the product and amount are fixed from then on) and edits the rest.
 */
export default function EarnCouponsPage() {
  const coupons = useCoupons();
  const qc = useQueryClient();
  const canEdit = useCanEdit('earn-products');
  const [editing, setEditing] = useState<CouponEditing>(null);
  const { t } = useTranslation(['earn', 'shell']);
  const columns = useColumns(canEdit, setEditing);

  return (
    <>
      <EarnTabs screens={PRODUCT_SCREENS} />
      <PageHeader
        title={t('coupons.title')}
        extra={
          <>
            <CreateButton
              editable={canEdit}
              onClick={() => setEditing('new')}
              testId="earn-coupon-create"
              label={t('coupons.add')}
            />
            <Button onClick={() => qc.invalidateQueries({ queryKey: earnKeys.coupons })} loading={coupons.isFetching}>
              {t('shell:common.refresh')}
            </Button>
          </>
        }
      />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('coupons.note')} />
      {coupons.isError && <LoadError error={coupons.error} onRetry={() => coupons.refetch()} />}
      <Table<CouponTemplate>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={coupons.data ?? []}
        loading={coupons.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('coupons.total', { total }) }}
        onRow={(c) => ({ 'data-testid': `earn-coupon-row-${c.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('coupons.empty')} /> }}
        data-testid="earn-coupon-table"
      />
      <CouponDrawer editing={editing} readOnly={!canEdit} onClose={() => setEditing(null)} />
    </>
  );
}
