import { EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { formatUtc } from '../../../shared/format';
import { useCanEdit } from '../../../shared/session/permissions';
import { walletKeys } from '../api/keys';
import { useCoinSettings } from '../api/settings';
import type { CoinSettings } from '../api/types';
import { Money } from '../components/cells';
import { CoinDrawer } from '../components/coin-drawer';

export default function CoinsPage() {
  const coins = useCoinSettings();
  const editable = useCanEdit('wallet-coins');
  const qc = useQueryClient();
  const [open, setOpen] = useState<CoinSettings | null>(null);
  const { t } = useTranslation(['wallet', 'shell']);
  const onOff = (v: boolean) => (v ? <Tag color="green">{t('coins.on')}</Tag> : <Tag>{t('coins.off')}</Tag>);

  const columns: TableColumnsType<CoinSettings> = [
    {
      title: t('coins.coinNetwork'),
      key: 'coin',
      width: 130,
      render: (_, c) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text strong>{c.currency}</Typography.Text> <Tag>{c.network}</Tag>
        </span>
      ),
    },
    { title: t('coins.deposit'), dataIndex: 'deposit_enabled', width: 76, render: onOff },
    { title: t('coins.withdraw'), dataIndex: 'withdraw_enabled', width: 84, render: onOff },
    {
      title: t('coins.minDeposit'),
      dataIndex: 'min_deposit',
      align: 'right',
      width: 110,
      render: (v: string) => <Money value={v} />,
    },
    {
      title: t('coins.minWithdraw'),
      dataIndex: 'min_withdraw',
      align: 'right',
      width: 110,
      render: (v: string) => <Money value={v} />,
    },
    {
      title: t('coins.withdrawFee'),
      dataIndex: 'withdraw_fee',
      align: 'right',
      width: 110,
      render: (v: string) => <Money value={v} />,
    },
    {
      title: t('coins.exchangeFee'),
      dataIndex: 'exchange_fee_rate',
      align: 'right',
      width: 104,
      render: (v: string) => <Money value={v} />,
    },
    {
      title: t('coins.platformAddress'),
      dataIndex: 'platform_address',
      render: (v: string) =>
        v ? (
          <Typography.Text code ellipsis={{ tooltip: v }} style={{ maxWidth: 240, fontSize: 12 }}>
            {v}
          </Typography.Text>
        ) : (
          <Typography.Text type="warning">{t('coins.noAddress')}</Typography.Text>
        ),
    },
    {
      title: t('coins.updated'),
      dataIndex: 'updated_at',
      width: 160,
      render: (v?: string) => formatUtc(v) || '—',
    },
    {
      title: '',
      key: 'actions',
      width: 80,
      render: (_, c) => (
        <Button
          size="small"
          type="link"
          icon={<EditOutlined />}
          onClick={() => setOpen(c)}
          data-testid={`coin-edit-${c.id}`}
        >
          {editable ? t('shell:common.edit') : t('shell:common.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('coins.title')}
        extra={
          <Button onClick={() => qc.invalidateQueries({ queryKey: walletKeys.coins })} loading={coins.isFetching}>
            {t('shell:common.refresh')}
          </Button>
        }
      />
      <Table<CoinSettings>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={coins.data ?? []}
        loading={coins.isFetching}
        pagination={false}
        onRow={(c) => ({ 'data-testid': `coin-row-${c.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('coins.empty')} /> }}
      />
      <CoinDrawer coin={open} editable={editable} onClose={() => setOpen(null)} />
    </>
  );
}
