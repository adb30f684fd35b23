import { type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Open while set; the title of the modal. */
  title: string | null;
  description?: ReactNode;
  okText: string;
  danger?: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

export const REASON_MAX = 500;

/**
 * Asks for the reason the server requires (and writes to the audit log) before an action such as locking a user or
 * rejecting an identity review. The action runs only with a non-blank reason; the modal closes when it succeeds and
 * stays open (the request helper has shown the server's message) when it fails.
 */
export function ReasonModal({ title, description, okText, danger, onSubmit, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();

  const submit = async ({ reason }: { reason: string }) => {
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      open={title !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText}
      okButtonProps={{ danger, 'data-testid': 'reason-ok' } as ButtonProps}
      confirmLoading={busy}
      destroyOnHidden
    >
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={(v) => submit(v).catch(() => undefined)} preserve={false}>
        <Form.Item
          label={t('common.reason')}
          name="reason"
          extra={t('common.reasonExtra')}
          rules={[{ required: true, whitespace: true, message: t('common.reasonRequired') }, { max: REASON_MAX }]}
        >
          <Input.TextArea
            autoFocus
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={REASON_MAX}
            showCount
            data-testid="reason-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
