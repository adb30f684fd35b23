import { MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Space, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { CreateButton, RowActions } from '../../../shared/components/row-actions';
import { useCanEdit } from '../../../shared/session/permissions';
import { Num, num } from '../../contracts/components/cells';
import { useEarnCampaigns } from '../api/campaigns';
import { earnKeys } from '../api/keys';
import type { Campaign } from '../api/types';
import { CampaignDrawer, type CampaignEditing } from '../components/campaign-drawer';
import { CampaignTabs } from '../components/campaign-tabs';
import { FallbackTag } from '../components/earn-text-tabs';
import { LoadError } from '../components/load-error';
import { MoveModal, type Moving } from '../components/move-modal';

const small = { fontSize: 12 } as const;

/**
 * `GET /admin/earn/campaigns` (super, finance): every budget with its balance, what running subscriptions reserved,
 * the yield paid, and what was funded and taken back. Finance creates campaigns, edits their name and note, funds
 * them from outside the books and takes back what no subscription reserved, each after a confirmation of the amounts.
 */
export default function EarnCampaignsPage() {
  const campaigns = useEarnCampaigns();
  const qc = useQueryClient();
  const canEdit = useCanEdit('earn-campaigns');
  const [editing, setEditing] = useState<CampaignEditing>(null);
  const [moving, setMoving] = useState<Moving>(null);
  const { t } = useTranslation(['earn', 'shell']);

  const columns: TableColumnsType<Campaign> = [
    { title: t('campaigns.id'), dataIndex: 'id', width: 64 },
    {
      title: t('campaigns.name'),
      dataIndex: 'name',
      render: (v: string, c) => (
        <Flex vertical style={{ maxWidth: 240 }}>
          <strong>{v}</strong>
          {c.note && (
            <Typography.Text type="secondary" style={small} ellipsis={{ tooltip: c.note }}>
              {c.note}
            </Typography.Text>
          )}
          <FallbackTag langs={c.missing_langs} testId={`earn-campaign-langs-${c.id}`} />
        </Flex>
      ),
    },
    { title: t('campaigns.coin'), dataIndex: 'currency', width: 80 },
    {
      title: <Tooltip title={t('campaigns.remainingNote')}>{t('campaigns.remaining')}</Tooltip>,
      dataIndex: 'remaining',
      align: 'right',
      render: (v: string, c) => (
        <Flex vertical align="flex-end" style={num}>
          <strong data-testid={`earn-campaign-remaining-${c.id}`}>
            <Num value={v} coin={c.currency} />
          </strong>
          <Typography.Text type="secondary" style={small}>
            {t('campaigns.movesOf', { funded: c.funded, withdrawn: c.withdrawn })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: <Tooltip title={t('campaigns.reservedNote')}>{t('campaigns.reserved')}</Tooltip>,
      dataIndex: 'reserved',
      align: 'right',
      render: (v: string, c) => <Num value={v} coin={c.currency} />,
    },
    {
      title: t('campaigns.paid'),
      dataIndex: 'paid',
      align: 'right',
      render: (v: string, c) => (
        <Flex vertical align="flex-end" style={num}>
          <Num value={v} coin={c.currency} />
          {c.penalties !== '0' && (
            <Typography.Text type="secondary" style={small}>
              {t('campaigns.penaltiesOf', { amount: c.penalties })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('campaigns.usage'),
      key: 'usage',
      align: 'right',
      render: (_, c) => (
        <span style={num}>
          {c.products} / {c.active_orders}
        </span>
      ),
    },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, c) => (
        <Space size={0} wrap={false}>
          <RowActions editable={canEdit} onOpen={() => setEditing(c)} openTestId={`earn-campaign-edit-${c.id}`} />
          {canEdit && (
            <>
              <Button
                size="small"
                type="link"
                icon={<PlusCircleOutlined />}
                onClick={() => setMoving({ campaign: c, direction: 'fund' })}
                data-testid={`earn-campaign-fund-${c.id}`}
              >
                {t('campaigns.fund')}
              </Button>
              <Button
                size="small"
                type="link"
                icon={<MinusCircleOutlined />}
                onClick={() => setMoving({ campaign: c, direction: 'withdraw' })}
                data-testid={`earn-campaign-withdraw-${c.id}`}
              >
                {t('campaigns.withdraw')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('campaigns.title')}
        extra={
          <>
            <CreateButton
              editable={canEdit}
              onClick={() => setEditing('new')}
              testId="earn-campaign-create"
              label={t('campaigns.add')}
            />
            <Button
              onClick={() => qc.invalidateQueries({ queryKey: earnKeys.campaigns })}
              loading={campaigns.isFetching}
            >
              {t('shell:common.refresh')}
            </Button>
          </>
        }
      />
      <CampaignTabs />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('campaigns.help')} />
      {campaigns.isError && <LoadError error={campaigns.error} onRetry={() => campaigns.refetch()} />}
      <Table<Campaign>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={campaigns.data ?? []}
        loading={campaigns.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('campaigns.total', { total }) }}
        onRow={(c) => ({ 'data-testid': `earn-campaign-row-${c.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('campaigns.empty')} /> }}
        data-testid="earn-campaigns-table"
      />
      <CampaignDrawer editing={editing} onClose={() => setEditing(null)} />
      {canEdit && (
        <MoveModal
          key={moving ? `${moving.campaign.id}-${moving.direction}` : 'none'}
          moving={moving}
          onClose={() => setMoving(null)}
        />
      )}
    </>
  );
}
