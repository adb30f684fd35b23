import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUtc } from '../../../shared/format';
import type { UserSession } from '../api/users';

/** Live sessions of the user (locking the account ends them all). */
export function UserSessions({ sessions }: { sessions: UserSession[] }) {
  const { t } = useTranslation('accounts');
  const columns: TableColumnsType<UserSession> = [
    { title: t('sessions.signedIn'), dataIndex: 'created_at', width: 170, render: (v: string) => formatUtc(v) },
    { title: t('sessions.lastSeen'), dataIndex: 'last_seen_at', width: 170, render: (v: string) => formatUtc(v) },
    { title: t('sessions.ip'), dataIndex: 'ip', width: 150 },
    {
      title: t('sessions.device'),
      dataIndex: 'user_agent',
      render: (v: string) => (
        <Typography.Text type="secondary" ellipsis={{ tooltip: v }} style={{ maxWidth: 520 }}>
          {v || '—'}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Table<UserSession>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={sessions}
      pagination={{ pageSize: 5, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sessions.empty')} /> }}
    />
  );
}
