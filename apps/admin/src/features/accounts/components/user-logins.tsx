import { Empty, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUtc } from '../../../shared/format';
import type { UserLogin } from '../api/users';

/** The user's latest sign-ins (login history): time, address, device from the user agent, place. */
export function UserLogins({ logins }: { logins: UserLogin[] }) {
  const { t } = useTranslation('accounts');
  const place = (v: string | null) =>
    v === null
      ? t('logins.placeUnknown')
      : v === 'loopback'
        ? t('logins.placeLoopback')
        : v === 'private'
          ? t('logins.placePrivate')
          : v;
  const columns: TableColumnsType<UserLogin> = [
    { title: t('logins.time'), dataIndex: 'created_at', width: 170, render: (v: string) => formatUtc(v) },
    { title: t('logins.ip'), dataIndex: 'ip', width: 150 },
    { title: t('logins.device'), dataIndex: 'device', width: 100, render: (v: string) => <Tag>{v}</Tag> },
    {
      title: t('logins.agent'),
      key: 'agent',
      render: (_: unknown, r: UserLogin) => (
        <Typography.Text ellipsis={{ tooltip: r.user_agent || undefined }} style={{ maxWidth: 420 }}>
          {[r.model, r.os, r.browser].filter(Boolean).join(' · ') || '—'}
        </Typography.Text>
      ),
    },
    { title: t('logins.place'), dataIndex: 'place', width: 200, render: place },
  ];

  return (
    <Table<UserLogin>
      rowKey="id"
      size="small"
      data-testid="user-logins"
      columns={columns}
      dataSource={logins}
      pagination={{ pageSize: 5, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('logins.empty')} /> }}
    />
  );
}
