import { type ButtonProps, Descriptions, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRequest } from '../api/types';
import { Money } from './cells';
import { WithdrawalTarget } from './withdrawal-target';

/**
 * Confirms an approval: the frozen amount leaves the user's change account (receive to `external`, fee to `fees`). The
 * chain transaction id is optional (a bank payout has none); the modal stays open when the server refuses.
 */
export function WithdrawalApproveModal({
  request,
  onApprove,
  onClose,
}: {
  request: WithdrawalRequest | null;
  onApprove: (txid: string | undefined) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ txid?: string }>();
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('wallet');
  const submit = async ({ txid }: { txid?: string }) => {
    setBusy(true);
    try {
      await onApprove(txid?.trim() || undefined);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  const w = request;
  return (
    <Modal
      title={w ? t('approveModal.title', { id: w.id }) : null}
      open={w !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('queue.approve')}
      okButtonProps={{ 'data-testid': 'withdrawal-approve-ok' } as ButtonProps}
      confirmLoading={busy}
      destroyOnHidden
    >
      {w && (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('approveModal.user')}>#{w.user_id}</Descriptions.Item>
          <Descriptions.Item label={t('approveModal.coin')}>
            {w.currency} {w.network}
          </Descriptions.Item>
          <Descriptions.Item label={t('approveModal.amount')}>
            <Money value={w.number} coin={w.currency} strong />
          </Descriptions.Item>
          <Descriptions.Item label={t('approveModal.fee')}>
            <Money value={w.fee} coin={w.currency} />
          </Descriptions.Item>
          <Descriptions.Item label={t('approveModal.receives')}>
            <Money value={w.receive} coin={w.currency} strong />
          </Descriptions.Item>
          <Descriptions.Item label={t('approveModal.sendTo')}>
            <WithdrawalTarget w={w} />
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} layout="vertical" onFinish={(v) => submit(v).catch(() => undefined)} preserve={false}>
        <Form.Item
          label={t('approveModal.txid')}
          name="txid"
          extra={t('approveModal.txidExtra')}
          rules={[{ max: 200 }]}
        >
          <Input autoFocus maxLength={200} data-testid="withdrawal-txid" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
