import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminRole } from '@app/api';
import { Button, Empty, Popconfirm, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { formatUtc } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-store';
import { type AdminAccount, useAdmins, useUpdateAdmin } from '../api/admins';
import { CreateAdminModal, useRoleOptions } from '../components/create-admin-modal';
import { ResetPasswordModal } from '../components/reset-password-modal';

export default function AdminsPage() {
  const me = useSession((s) => s.admin);
  const admins = useAdmins();
  const update = useUpdateAdmin();
  const { t } = useTranslation(['admin', 'shell']);
  const roleOptions = useRoleOptions();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<AdminAccount | null>(null);

  const setRole = (a: AdminAccount, role: AdminRole) =>
    update.mutate({
      id: a.id,
      input: { role },
      done: t('admins.roleChanged', { email: a.email, role: t(`shell:roles.${role}`) }),
    });
  const toggle = (a: AdminAccount) =>
    update
      .mutateAsync({
        id: a.id,
        input: { disabled: !a.disabled },
        done: t(a.disabled ? 'admins.enabledDone' : 'admins.disabledDone', { email: a.email }),
      })
      .catch(() => undefined);

  const columns: TableColumnsType<AdminAccount> = [
    { title: t('admins.id'), dataIndex: 'id', width: 70 },
    {
      title: t('admins.email'),
      dataIndex: 'email',
      render: (v: string, a) =>
        a.id === me?.id ? (
          <>
            {v} <Tag>{t('admins.you')}</Tag>
          </>
        ) : (
          v
        ),
    },
    { title: t('admins.name'), dataIndex: 'name' },
    {
      title: t('admins.role'),
      dataIndex: 'role',
      width: 170,
      // The server refuses demoting oneself; the control says so up front.
      render: (role: AdminRole, a) => (
        <Select
          size="small"
          value={role}
          options={roleOptions}
          disabled={a.id === me?.id}
          style={{ width: 150 }}
          onChange={(r) => setRole(a, r)}
          data-testid={`admin-role-${a.id}`}
        />
      ),
    },
    {
      title: t('admins.status'),
      dataIndex: 'disabled',
      width: 110,
      render: (d: boolean) =>
        d ? <Tag color="red">{t('admins.disabled')}</Tag> : <Tag color="green">{t('admins.active')}</Tag>,
    },
    { title: t('admins.createdAt'), dataIndex: 'created_at', width: 170, render: (v: string) => formatUtc(v) },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      width: 260,
      render: (_, a) => (
        <Space size={0}>
          <Popconfirm
            title={t(a.disabled ? 'admins.enableConfirm' : 'admins.disableConfirm', { email: a.email })}
            description={a.disabled ? undefined : t('admins.disableNote')}
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
              {a.disabled ? t('admins.enable') : t('admins.disable')}
            </Button>
          </Popconfirm>
          <Button
            size="small"
            type="link"
            icon={<KeyOutlined />}
            onClick={() => setResetting(a)}
            data-testid={`admin-reset-${a.id}`}
          >
            {t('admins.resetPassword')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('admins.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="admin-create">
            {t('admins.create')}
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
        locale={{ emptyText: <Empty description={t('admins.empty')} /> }}
      />
      <CreateAdminModal open={creating} onClose={() => setCreating(false)} />
      <ResetPasswordModal admin={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
