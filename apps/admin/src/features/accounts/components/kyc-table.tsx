import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReasonModal } from '../../../shared/components/reason-modal';
import { formatUtc } from '../../../shared/format';
import { usePaging } from '../../../shared/hooks/use-paging';
import { type KycReview, type KycState, useDecideKyc, useKycReviews } from '../api/kyc';
import { IdTypeLabel, KycCountry, KycImages, RealTypeTag } from './kyc-bits';

/** One tab's table; keyed by state so switching tabs never shows the previous tab's rows with this tab's actions. */
export function KycTable({ state }: { state: KycState }) {
  const paging = usePaging(20);
  const list = useKycReviews({ state, page: paging.page, limit: paging.limit });
  const decide = useDecideKyc();
  const [rejecting, setRejecting] = useState<KycReview | null>(null);
  const { t } = useTranslation('accounts');
  /** How the confirmations name the submission's user. */
  const who = (r: KycReview) => r.name || r.email || t('kyc.userRef', { id: r.user_id });

  const columns: TableColumnsType<KycReview> = [
    { title: t('kyc.id'), dataIndex: 'id', width: 60 },
    {
      title: t('kyc.user'),
      key: 'user',
      width: 160,
      ellipsis: true,
      render: (_, r) => (
        <Flex vertical>
          <Link to={`/users/${r.user_id}`}>#{r.user_id}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: r.email }}>
            {r.email || '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('kyc.levelIdType'),
      key: 'level',
      width: 130,
      render: (_, r) => (
        <Flex vertical align="flex-start" gap={4}>
          <RealTypeTag realType={r.real_type} />
          <span>
            <IdTypeLabel idType={r.id_type} />
          </span>
        </Flex>
      ),
    },
    {
      // The name over the document's country: the queue needs the room for the document columns.
      title: t('kyc.nameCountry'),
      key: 'name',
      width: 140,
      render: (_, r) => (
        <Flex vertical>
          <span>{r.name || '—'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`kyc-country-${r.id}`}>
            <KycCountry review={r} />
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('kyc.idNumber'),
      dataIndex: 'card_id',
      width: 170,
      render: (v: string | null) =>
        v ? (
          <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
            {v}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    { title: t('kyc.images'), key: 'images', width: 150, render: (_, r) => <KycImages review={r} size={40} /> },
    {
      title: t('kyc.submittedAt'),
      dataIndex: 'submitted_at',
      width: 110,
      // Date over time: the queue needs the room for the document columns.
      render: (v: string) => {
        const [date, time] = formatUtc(v).split(' ');
        return (
          <Flex vertical>
            <span>{date}</span>
            <Typography.Text type="secondary">{time}</Typography.Text>
          </Flex>
        );
      },
    },
  ];
  if (state === 'failed') {
    columns.push({ title: t('kyc.reason'), dataIndex: 'reason', render: (v: string | null) => v || '—' });
  }
  if (state === 'review') {
    columns.push({
      title: t('kyc.decision'),
      key: 'actions',
      width: 120,
      render: (_, r) => (
        <Space direction="vertical" size={6}>
          <Popconfirm
            title={t('kyc.approveTitle', { id: r.id })}
            description={t(r.real_type === 2 ? 'kyc.approveAdvanced' : 'kyc.approveBasic', { who: who(r) })}
            okText={t('kyc.approve')}
            okButtonProps={{ 'data-testid': 'kyc-approve-ok' } as Record<string, string>}
            onConfirm={() => decide.mutateAsync({ id: r.id, approve: true }).catch(() => undefined)}
          >
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              style={{ width: 96 }}
              data-testid={`kyc-approve-${r.id}`}
            >
              {t('kyc.approve')}
            </Button>
          </Popconfirm>
          <Button
            size="small"
            danger
            icon={<CloseOutlined />}
            style={{ width: 96 }}
            onClick={() => setRejecting(r)}
            data-testid={`kyc-reject-${r.id}`}
          >
            {t('kyc.reject')}
          </Button>
        </Space>
      ),
    });
  }

  return (
    <>
      <Table<KycReview>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={paging.pagination(list.data?.total)}
        locale={{ emptyText: <Empty description={t(`kyc.empty.${state}`)} /> }}
      />
      <ReasonModal
        title={rejecting ? t('kyc.rejectTitle', { id: rejecting.id }) : null}
        description={rejecting ? t('kyc.rejectNote', { who: who(rejecting) }) : undefined}
        okText={t('kyc.reject')}
        danger
        onSubmit={(reason) => decide.mutateAsync({ id: rejecting?.id ?? 0, approve: false, reason })}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
