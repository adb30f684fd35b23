import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import { formatUtc } from '../../../shared/format';
import type { KycReview } from '../api/kyc';
import { idTypeLabel, KycImages, KycStateTag, RealTypeTag } from './kyc-bits';

const columns: TableColumnsType<KycReview> = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  { title: 'Level', dataIndex: 'real_type', width: 100, render: (v: number) => <RealTypeTag realType={v} /> },
  { title: 'Document', dataIndex: 'id_type', width: 130, render: idTypeLabel },
  { title: 'Name', dataIndex: 'name', width: 150, render: (v: string | null) => v || '—' },
  { title: 'Number', dataIndex: 'card_id', render: (v: string | null) => v || '—' },
  { title: 'Images', key: 'images', width: 230, render: (_, r) => <KycImages review={r} size={40} /> },
  {
    title: 'State',
    dataIndex: 'state',
    width: 200,
    render: (v: string, r) => (
      <>
        <KycStateTag state={v} />
        {r.reason && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
            {r.reason}
          </Typography.Paragraph>
        )}
      </>
    ),
  },
  {
    title: 'Submitted (UTC)',
    dataIndex: 'submitted_at',
    width: 170,
    render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatUtc(v)}</span>,
  },
];

export function UserReviews({ reviews }: { reviews: KycReview[] }) {
  return (
    <Table<KycReview>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={reviews}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No verification submitted" /> }}
    />
  );
}
