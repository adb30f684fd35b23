import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AdminAccount, MIN_ADMIN_PASSWORD, useUpdateAdmin } from '../api/admins';

export function ResetPasswordModal({ admin, onClose }: { admin: AdminAccount | null; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const update = useUpdateAdmin();
  const { t } = useTranslation('admin');

  const submit = async ({ password }: { password: string }) => {
    if (!admin) return;
    await update.mutateAsync({
      id: admin.id,
      input: { password },
      done: t('admins.passwordDone', { email: admin.email }),
    });
    onClose();
  };

  return (
    <Modal
      title={t('resetModal.title', { email: admin?.email ?? '' })}
      open={admin !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('admins.resetPassword')}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => submit(v).catch(() => undefined)} preserve={false}>
        <Form.Item
          label={t('resetModal.password')}
          name="password"
          extra={t('resetModal.passwordNote')}
          rules={[
            { required: true },
            { min: MIN_ADMIN_PASSWORD, message: t('passwordMin', { min: MIN_ADMIN_PASSWORD }) },
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="admin-reset-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
