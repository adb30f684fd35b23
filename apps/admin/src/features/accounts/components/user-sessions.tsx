import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import { formatUtc } from '../../../shared/format';
import type { UserSession } from '../api/users';

const columns: TableColumnsType<UserSession> = [
  { title: 'Signed in (UTC)', dataIndex: 'created_at', width: 170, render: (v: string) => formatUtc(v) },
  { title: 'Last seen (UTC)', dataIndex: 'last_seen_at', width: 170, render: (v: string) => formatUtc(v) },
  { title: 'IP', dataIndex: 'ip', width: 150 },
  {
    title: 'Device',
    dataIndex: 'user_agent',
    render: (v: string) => (
      <Typography.Text type="secondary" ellipsis={{ tooltip: v }} style={{ maxWidth: 520 }}>
        {v || '—'}
      </Typography.Text>
    ),
  },
];

/** Live sessions of the user (locking the account ends them all). */
export function UserSessions({ sessions }: { sessions: UserSession[] }) {
  return (
    <Table<UserSession>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={sessions}
      pagination={{ pageSize: 5, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No live session" /> }}
    />
  );
}
