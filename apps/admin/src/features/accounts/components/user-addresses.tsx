import { Empty, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { ImageThumb } from '../../../shared/components/image-preview';
import { formatUtc } from '../../../shared/format';
import type { UserAddress } from '../api/users';

const columns: TableColumnsType<UserAddress> = [
  { title: 'Coin', dataIndex: 'currency', width: 90 },
  { title: 'Network', dataIndex: 'network', width: 100, render: (v: string) => <Tag>{v}</Tag> },
  { title: 'Label', dataIndex: 'name', width: 160 },
  {
    title: 'Address',
    dataIndex: 'address',
    render: (v: string) => (
      <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
        {v}
      </Typography.Text>
    ),
  },
  {
    title: 'QR code',
    dataIndex: 'qrcode',
    width: 90,
    render: (v: string) => <ImageThumb src={v} width={48} height={48} />,
  },
  { title: 'Added (UTC)', dataIndex: 'created_at', width: 170, render: (v: string) => formatUtc(v) },
];

export function UserAddresses({ addresses }: { addresses: UserAddress[] }) {
  return (
    <Table<UserAddress>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={addresses}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No withdrawal address" /> }}
    />
  );
}
