import { Form, Input, Modal, Select } from 'antd';
import { ADMIN_ROLES } from '../../../shared/session/session-store';
import { type AdminCreateInput, MIN_ADMIN_PASSWORD, useCreateAdmin } from '../api';

export const ROLE_OPTIONS = ADMIN_ROLES.map((r) => ({ value: r, label: r }));

export function CreateAdminModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<AdminCreateInput>();
  const create = useCreateAdmin();

  const submit = async (v: AdminCreateInput) => {
    await create.mutateAsync({ ...v, email: v.email.trim(), name: v.name.trim() });
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      title="Create admin"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="Create"
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
        <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email' }]}>
          <Input autoComplete="off" data-testid="admin-new-email" />
        </Form.Item>
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, max: 64 }]}>
          <Input data-testid="admin-new-name" />
        </Form.Item>
        <Form.Item label="Role" name="role" rules={[{ required: true }]}>
          <Select options={ROLE_OPTIONS} data-testid="admin-new-role" />
        </Form.Item>
        <Form.Item
          label="Initial password"
          name="password"
          rules={[
            { required: true },
            { min: MIN_ADMIN_PASSWORD, message: `At least ${MIN_ADMIN_PASSWORD} characters` },
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="admin-new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
