import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../shared/components/page-header';
import { formatUtc } from '../../../shared/format';
import { type AdminRole, useSession } from '../../../shared/session/session-store';
import { type AdminAccount, useAdmins, useUpdateAdmin } from '../api';
import { CreateAdminModal, ROLE_OPTIONS } from '../components/create-admin-modal';
import { ResetPasswordModal } from '../components/reset-password-modal';

export default function AdminsPage() {
  const me = useSession((s) => s.admin);
  const admins = useAdmins();
  const update = useUpdateAdmin();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<AdminAccount | null>(null);

  const setRole = (a: AdminAccount, role: AdminRole) =>
    update.mutate({ id: a.id, input: { role }, done: `${a.email} is now ${role}` });
  const toggle = (a: AdminAccount) =>
    update
      .mutateAsync({
        id: a.id,
        input: { disabled: !a.disabled },
        done: `${a.email} ${a.disabled ? 'enabled' : 'disabled'}`,
      })
      .catch(() => undefined);

  const columns: TableColumnsType<AdminAccount> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: 'Email',
      dataIndex: 'email',
      render: (v: string, a) =>
        a.id === me?.id ? (
          <>
            {v} <Tag>you</Tag>
          </>
        ) : (
          v
        ),
    },
    { title: 'Name', dataIndex: 'name' },
    {
      title: 'Role',
      dataIndex: 'role',
      width: 150,
      // The server refuses demoting oneself; the control says so up front.
      render: (role: AdminRole, a) => (
        <Select
          size="small"
          value={role}
          options={ROLE_OPTIONS}
          disabled={a.id === me?.id}
          style={{ width: 120 }}
          onChange={(r) => setRole(a, r)}
          data-testid={`admin-role-${a.id}`}
        />
      ),
    },
    {
      title: 'Status',
      dataIndex: 'disabled',
      width: 100,
      render: (d: boolean) => (d ? <Tag color="red">Disabled</Tag> : <Tag color="green">Active</Tag>),
    },
    { title: 'Created (UTC)', dataIndex: 'created_at', width: 170, render: (v: string) => formatUtc(v) },
    {
      title: 'Actions',
      key: 'actions',
      width: 230,
      render: (_, a) => (
        <Space size={0}>
          <Popconfirm
            title={a.disabled ? `Enable ${a.email}?` : `Disable ${a.email}?`}
            description={a.disabled ? undefined : 'They are signed out and cannot sign in until enabled.'}
            okButtonProps={{ danger: !a.disabled }}
            onConfirm={() => toggle(a)}
            disabled={a.id === me?.id}
          >
            <Button
              size="small"
              type="link"
              danger={!a.disabled}
              disabled={a.id === me?.id}
              data-testid={`admin-toggle-${a.id}`}
            >
              {a.disabled ? 'Enable' : 'Disable'}
            </Button>
          </Popconfirm>
          <Button
            size="small"
            type="link"
            icon={<KeyOutlined />}
            onClick={() => setResetting(a)}
            data-testid={`admin-reset-${a.id}`}
          >
            Reset password
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Admins"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="admin-create">
            Create admin
          </Button>
        }
      />
      <Table<AdminAccount>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={admins.data ?? []}
        loading={admins.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description="No admins" /> }}
      />
      <CreateAdminModal open={creating} onClose={() => setCreating(false)} />
      <ResetPasswordModal admin={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
