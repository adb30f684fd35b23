import { EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { PageHeader } from '../../../shared/components/page-header';
import { formatUtc } from '../../../shared/format';
import { useCanEdit } from '../../../shared/session/permissions';
import { walletKeys } from '../api/keys';
import { useCoinSettings } from '../api/settings';
import type { CoinSettings } from '../api/types';
import { Money } from '../components/cells';
import { CoinDrawer } from '../components/coin-drawer';

const onOff = (v: boolean) => (v ? <Tag color="green">On</Tag> : <Tag>Off</Tag>);

export default function CoinsPage() {
  const coins = useCoinSettings();
  const editable = useCanEdit('wallet-coins');
  const qc = useQueryClient();
  const [open, setOpen] = useState<CoinSettings | null>(null);

  const columns: TableColumnsType<CoinSettings> = [
    {
      title: 'Coin / network',
      key: 'coin',
      width: 130,
      render: (_, c) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text strong>{c.currency}</Typography.Text> <Tag>{c.network}</Tag>
        </span>
      ),
    },
    { title: 'Deposit', dataIndex: 'deposit_enabled', width: 76, render: onOff },
    { title: 'Withdraw', dataIndex: 'withdraw_enabled', width: 84, render: onOff },
    {
      title: 'Min deposit',
      dataIndex: 'min_deposit',
      align: 'right',
      width: 110,
      render: (v: string) => <Money value={v} />,
    },
    {
      title: 'Min withdraw',
      dataIndex: 'min_withdraw',
      align: 'right',
      width: 110,
      render: (v: string) => <Money value={v} />,
    },
    {
      title: 'Withdraw fee',
      dataIndex: 'withdraw_fee',
      align: 'right',
      width: 110,
      render: (v: string) => <Money value={v} />,
    },
    {
      title: 'Exchange fee',
      dataIndex: 'exchange_fee_rate',
      align: 'right',
      width: 104,
      render: (v: string) => <Money value={v} />,
    },
    {
      title: 'Platform address',
      dataIndex: 'platform_address',
      render: (v: string) =>
        v ? (
          <Typography.Text code ellipsis={{ tooltip: v }} style={{ maxWidth: 240, fontSize: 12 }}>
            {v}
          </Typography.Text>
        ) : (
          <Typography.Text type="warning">None (deposits closed)</Typography.Text>
        ),
    },
    {
      title: 'Updated (UTC)',
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
          {editable ? 'Edit' : 'View'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Coin settings"
        extra={
          <Button onClick={() => qc.invalidateQueries({ queryKey: walletKeys.coins })} loading={coins.isFetching}>
            Refresh
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
        locale={{ emptyText: <Empty description="No deposit/withdraw coin configured" /> }}
      />
      <CoinDrawer coin={open} editable={editable} onClose={() => setOpen(null)} />
    </>
  );
}
