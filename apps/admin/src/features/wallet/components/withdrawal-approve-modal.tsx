import { type ButtonProps, Descriptions, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { WithdrawalRequest } from '../api/types';
import { Money } from './cells';
import { WithdrawalTarget } from './withdrawal-target';

/**
 * Confirms an approval: the frozen amount leaves the user's change account (amount to `external`, fee to `fees`). The
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
      title={w ? `Approve withdrawal ${w.id}?` : null}
      open={w !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="Approve"
      okButtonProps={{ 'data-testid': 'withdrawal-approve-ok' } as ButtonProps}
      confirmLoading={busy}
      destroyOnHidden
    >
      {w && (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label="User">#{w.user_id}</Descriptions.Item>
          <Descriptions.Item label="Coin">
            {w.currency} {w.network}
          </Descriptions.Item>
          <Descriptions.Item label="Amount">
            <Money value={w.number} coin={w.currency} strong />
          </Descriptions.Item>
          <Descriptions.Item label="Fee">
            <Money value={w.fee} coin={w.currency} />
          </Descriptions.Item>
          <Descriptions.Item label="User receives">
            <Money value={w.receive} coin={w.currency} strong />
          </Descriptions.Item>
          <Descriptions.Item label="Send to">
            <WithdrawalTarget w={w} />
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} layout="vertical" onFinish={(v) => submit(v).catch(() => undefined)} preserve={false}>
        <Form.Item
          label="Transaction id (optional)"
          name="txid"
          extra="The chain transaction of the payout, when there is one; kept with the request."
          rules={[{ max: 200 }]}
        >
          <Input autoFocus maxLength={200} data-testid="withdrawal-txid" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
