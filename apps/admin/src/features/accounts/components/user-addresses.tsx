import { Empty, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageThumb } from '../../../shared/components/image-preview';
import { formatUtc } from '../../../shared/format';
import type { UserAddress } from '../api/users';

export function UserAddresses({ addresses }: { addresses: UserAddress[] }) {
  const { t } = useTranslation('accounts');
  const columns: TableColumnsType<UserAddress> = [
    { title: t('addresses.coin'), dataIndex: 'currency', width: 90 },
    { title: t('addresses.network'), dataIndex: 'network', width: 100, render: (v: string) => <Tag>{v}</Tag> },
    { title: t('addresses.label'), dataIndex: 'name', width: 160 },
    {
      title: t('addresses.address'),
      dataIndex: 'address',
      render: (v: string) => (
        <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
          {v}
        </Typography.Text>
      ),
    },
    {
      title: t('addresses.qrCode'),
      dataIndex: 'qrcode',
      width: 90,
      render: (v: string) => <ImageThumb src={v} width={48} height={48} />,
    },
    { title: t('addresses.addedAt'), dataIndex: 'created_at', width: 170, render: (v: string) => formatUtc(v) },
    {
      // The 24 h hold on a new address: shown while it runs.
      title: t('logins.holdUntil'),
      dataIndex: 'withdraw_from',
      width: 170,
      render: (v: string) => (Date.parse(`${v.replace(' ', 'T')}Z`) > Date.now() ? formatUtc(v) : t('logins.holdOver')),
    },
  ];

  return (
    <Table<UserAddress>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={addresses}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('addresses.empty')} /> }}
    />
  );
}
