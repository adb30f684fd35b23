import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUtc } from '../../../shared/format';
import type { KycReview } from '../api/kyc';
import { IdTypeLabel, KycCountry, KycImages, KycStateTag, RealTypeTag } from './kyc-bits';

export function UserReviews({ reviews }: { reviews: KycReview[] }) {
  const { t } = useTranslation('accounts');
  const columns: TableColumnsType<KycReview> = [
    { title: t('reviews.id'), dataIndex: 'id', width: 70 },
    {
      title: t('reviews.level'),
      dataIndex: 'real_type',
      width: 100,
      render: (v: number) => <RealTypeTag realType={v} />,
    },
    {
      title: t('reviews.document'),
      dataIndex: 'id_type',
      width: 130,
      render: (v: number | null) => <IdTypeLabel idType={v} />,
    },
    { title: t('reviews.name'), dataIndex: 'name', width: 150, render: (v: string | null) => v || '—' },
    { title: t('reviews.number'), dataIndex: 'card_id', render: (v: string | null) => v || '—' },
    { title: t('reviews.country'), key: 'country', width: 130, render: (_, r) => <KycCountry review={r} /> },
    { title: t('reviews.images'), key: 'images', width: 230, render: (_, r) => <KycImages review={r} size={40} /> },
    {
      title: t('reviews.state'),
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
      title: t('reviews.submittedAt'),
      dataIndex: 'submitted_at',
      width: 170,
      render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatUtc(v)}</span>,
    },
  ];

  return (
    <Table<KycReview>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={reviews}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reviews.empty')} /> }}
    />
  );
}
