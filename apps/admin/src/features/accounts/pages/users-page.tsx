import { Empty, Input, Table, type TableColumnsType, type TablePaginationConfig, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/components/page-header';
import { formatUtc } from '../../../shared/format';
import { type UserRow, useUsers } from '../api/users';
import { LevelTag, LockedTag } from '../components/user-tags';

const dash = (v: string | null | undefined) => v || '—';

/** Search and paging live in the address, so coming back from a user's page shows the same list. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = [10, 20, 50, 100].includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 20;
  const set = (next: { q?: string; page?: number; limit?: number }) => {
    const merged = { q, page, limit, ...next };
    const out = new URLSearchParams();
    if (merged.q) out.set('q', merged.q);
    if (merged.page > 1) out.set('page', String(merged.page));
    if (merged.limit !== 20) out.set('limit', String(merged.limit));
    setParams(out, { replace: true });
  };
  return { q, page, limit, set };
}

export default function UsersPage() {
  const navigate = useNavigate();
  const params = useListParams();
  const users = useUsers({ q: params.q || undefined, page: params.page, limit: params.limit });
  const { t } = useTranslation(['accounts', 'shell']);

  const columns: TableColumnsType<UserRow> = [
    { title: t('users.id'), dataIndex: 'id', width: 80, render: (id: number) => <Link to={`/users/${id}`}>{id}</Link> },
    { title: t('users.email'), dataIndex: 'email', render: dash },
    { title: t('users.mobile'), dataIndex: 'mobile', width: 150, render: dash },
    { title: t('users.nickname'), dataIndex: 'nickname', width: 140, render: dash },
    {
      title: t('users.level'),
      dataIndex: 'real_level',
      width: 100,
      render: (v: UserRow['real_level']) => <LevelTag level={v} />,
    },
    { title: t('users.status'), dataIndex: 'locked', width: 100, render: (v: boolean) => <LockedTag locked={v} /> },
    { title: t('users.createdAt'), dataIndex: 'created_at', width: 170, render: (v: string) => formatUtc(v) },
    {
      title: t('users.lastLogin'),
      dataIndex: 'last_login_at',
      width: 170,
      render: (v: string | null) =>
        v ? formatUtc(v) : <Typography.Text type="secondary">{t('users.never')}</Typography.Text>,
    },
  ];

  const pagination: TablePaginationConfig = {
    current: params.page,
    pageSize: params.limit,
    total: users.data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (total) => t('shell:common.total', { total }),
    onChange: (p, size) => params.set({ page: size !== params.limit ? 1 : p, limit: size }),
  };

  return (
    <>
      <PageHeader
        title={t('users.title')}
        extra={
          <Input.Search
            key={params.q}
            defaultValue={params.q}
            placeholder={t('users.search')}
            allowClear
            enterButton
            style={{ width: 380 }}
            onSearch={(v) => params.set({ q: v.trim(), page: 1 })}
            data-testid="users-search"
          />
        }
      />
      <Table<UserRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={users.data?.list ?? []}
        loading={users.isFetching}
        pagination={pagination}
        onRow={(u) =>
          ({
            'data-testid': `user-row-${u.id}`,
            style: { cursor: 'pointer' },
            onClick: () => navigate(`/users/${u.id}`),
          }) as HTMLAttributes<HTMLElement>
        }
        locale={{
          emptyText: <Empty description={params.q ? t('users.noMatch', { q: params.q }) : t('users.empty')} />,
        }}
      />
    </>
  );
}
