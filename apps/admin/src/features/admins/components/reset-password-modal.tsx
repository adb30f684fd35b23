import { Form, Input, Modal } from 'antd';
import { type AdminAccount, MIN_ADMIN_PASSWORD, useUpdateAdmin } from '../api';

export function ResetPasswordModal({ admin, onClose }: { admin: AdminAccount | null; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const update = useUpdateAdmin();

  const submit = async ({ password }: { password: string }) => {
    if (!admin) return;
    await update.mutateAsync({ id: admin.id, input: { password }, done: `Password of ${admin.email} reset` });
    onClose();
  };

  return (
    <Modal
      title={`Reset password: ${admin?.email ?? ''}`}
      open={admin !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="Reset password"
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => submit(v).catch(() => undefined)} preserve={false}>
        <Form.Item
          label="New password"
          name="password"
          extra="Give it to the operator through a separate channel."
          rules={[
            { required: true },
            { min: MIN_ADMIN_PASSWORD, message: `At least ${MIN_ADMIN_PASSWORD} characters` },
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="admin-reset-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
