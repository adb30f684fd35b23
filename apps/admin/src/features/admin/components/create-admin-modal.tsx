import { ADMIN_ROLES } from '@app/api';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AdminCreateInput, MIN_ADMIN_PASSWORD, useCreateAdmin } from '../api/admins';

/** The four roles, by their names in the operator's language. */
export function useRoleOptions() {
  const { t } = useTranslation();
  return ADMIN_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

export function CreateAdminModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<AdminCreateInput>();
  const create = useCreateAdmin();
  const { t } = useTranslation(['admin', 'shell']);
  const roleOptions = useRoleOptions();

  const submit = async (v: AdminCreateInput) => {
    await create.mutateAsync({ ...v, email: v.email.trim(), name: v.name.trim() });
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      title={t('createModal.title')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('shell:common.create')}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'admin-create-submit' } as Record<string, string>}
      destroyOnHidden
    >
      <Form<AdminCreateInput>
        form={form}
        layout="vertical"
        initialValues={{ role: 'content' }}
        onFinish={(v) => submit(v).catch(() => undefined)}
        preserve={false}
      >
        <Form.Item label={t('admins.email')} name="email" rules={[{ required: true, type: 'email' }]}>
          <Input autoComplete="off" data-testid="admin-new-email" />
        </Form.Item>
        <Form.Item label={t('admins.name')} name="name" rules={[{ required: true, whitespace: true, max: 64 }]}>
          <Input data-testid="admin-new-name" />
        </Form.Item>
        <Form.Item label={t('admins.role')} name="role" rules={[{ required: true }]}>
          <Select options={roleOptions} data-testid="admin-new-role" />
        </Form.Item>
        <Form.Item
          label={t('createModal.password')}
          name="password"
          rules={[
            { required: true },
            { min: MIN_ADMIN_PASSWORD, message: t('passwordMin', { min: MIN_ADMIN_PASSWORD }) },
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="admin-new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
