import { Alert, type ButtonProps, Descriptions, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { REASON_MAX } from '../../../shared/components/reason-modal';
import { useCoinSettings } from '../api/settings';
import { ACCOUNT_KINDS, type AccountField, type AdjustInput, kindLabel } from '../api/types';
import { useAdjustBalance, useUserBalances } from '../api/user-wallet';
import { isNegativeAmount, isZeroAmount, unsigned } from './amount';
import { SignedMoney } from './cells';

type Values = { currency: number; kind: AccountField; amount: string; reason: string };

/** The server's signed amount shape; zero posts nothing and is refused here already. */
const SIGNED = /^-?\d{1,18}(\.\d{1,18})?$/;

/** Coins by id (the coin settings list a coin once per network). */
function useCoinOptions(open: boolean) {
  const coins = useCoinSettings(open);
  return useMemo(() => {
    const seen = new Map<number, string>();
    for (const c of coins.data ?? []) if (c.currency_id !== undefined) seen.set(c.currency_id, c.currency);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [coins.data]);
}

/**
 * A manual adjustment in two steps: the form, then a confirmation that spells out the two postings of the journal
 * entry (the user's account against the system adjustment account) before anything is sent. `adjust-ok` is the OK
 * button of both steps (first "Review", then "Post").
 */
export function AdjustModal({
  userId,
  who,
  open,
  onClose,
}: {
  userId: number;
  who: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [review, setReview] = useState<Values | null>(null);
  const coins = useCoinOptions(open);
  const balances = useUserBalances(userId, open);
  const adjust = useAdjustBalance(userId);

  const close = () => {
    setReview(null);
    onClose();
  };
  const coinCode = (id: number) => coins.find((c) => c.value === id)?.label ?? `#${id}`;
  const post = async () => {
    if (!review) return;
    const input: AdjustInput = { ...review, amount: review.amount.trim(), reason: review.reason.trim() };
    await adjust.mutateAsync(input);
    close();
  };

  const r = review;
  const code = r ? coinCode(r.currency) : '';
  const now = r && balances.data?.find((b) => b.currency === code && kindLabel(b.kind) === kindLabel(r.kind));
  const credit = r ? !isNegativeAmount(r.amount) : true;
  const magnitude = r ? unsigned(r.amount.trim()) : '';
  const systemSide = r ? (credit ? `-${magnitude}` : magnitude) : '';

  return (
    <Modal
      title={r ? 'Confirm the adjustment' : `Manual adjustment for ${who}`}
      open={open}
      onCancel={close}
      onOk={() => (r ? post().catch(() => undefined) : form.submit())}
      okText={r ? (credit ? 'Post credit' : 'Post debit') : 'Review'}
      okButtonProps={{ danger: Boolean(r && !credit), 'data-testid': 'adjust-ok' } as ButtonProps}
      cancelText={r ? 'Back' : 'Cancel'}
      cancelButtonProps={r ? { onClick: () => setReview(null) } : undefined}
      confirmLoading={adjust.isPending}
      destroyOnHidden
      width={560}
    >
      <div style={{ display: r ? 'none' : undefined }}>
        <Form<Values> form={form} layout="vertical" onFinish={setReview} initialValues={{ kind: 'change' }}>
          <Form.Item label="Coin" name="currency" rules={[{ required: true, message: 'Choose the coin' }]}>
            <Select showSearch optionFilterProp="label" options={coins} placeholder="USDT" data-testid="adjust-coin" />
          </Form.Item>
          <Form.Item label="Account" name="kind" rules={[{ required: true }]}>
            <Radio.Group
              optionType="button"
              options={ACCOUNT_KINDS.map((k) => ({ value: k.field, label: k.field }))}
              data-testid="adjust-kind"
            />
          </Form.Item>
          <Form.Item
            label="Amount (signed)"
            name="amount"
            extra="Positive credits the user, negative (with a leading -) debits the available balance."
            rules={[
              { required: true, whitespace: true, message: 'Give the amount' },
              { pattern: SIGNED, message: 'A decimal amount such as 10 or -2.5' },
              {
                validator: (_, v?: string) =>
                  v && SIGNED.test(v.trim()) && isZeroAmount(v)
                    ? Promise.reject(new Error('Zero posts nothing'))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input inputMode="decimal" placeholder="100 or -100" data-testid="adjust-amount" />
          </Form.Item>
          <Form.Item
            label="Reason"
            name="reason"
            extra="Required; kept with the journal entry and in the audit log."
            rules={[{ required: true, whitespace: true, message: 'Please give a reason' }, { max: REASON_MAX }]}
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 5 }}
              maxLength={REASON_MAX}
              showCount
              data-testid="adjust-reason"
            />
          </Form.Item>
        </Form>
      </div>
      {r && (
        <div data-testid="adjust-confirm">
          <Alert
            type={credit ? 'info' : 'warning'}
            showIcon
            style={{ marginBottom: 16 }}
            message={`${credit ? 'Credit' : 'Debit'} ${magnitude} ${code} ${credit ? 'to' : 'from'} ${who}'s ${r.kind} account (available balance).`}
            description={`Available there now: ${now ? `${now.available} ${code}` : `0 ${code} (no account yet)`}.${credit ? '' : ' The server refuses a debit larger than the available balance.'}`}
          />
          <Typography.Text strong>One journal entry of type “adjust”, two postings:</Typography.Text>
          <Descriptions size="small" column={1} bordered style={{ margin: '8px 0 16px' }}>
            <Descriptions.Item label={`User #${userId} · ${r.kind} · ${code}`}>
              <SignedMoney value={r.amount.trim()} />
            </Descriptions.Item>
            <Descriptions.Item label={`System adjustment account · ${code}`}>
              <SignedMoney value={systemSide} />
            </Descriptions.Item>
            <Descriptions.Item label="Reason">{r.reason.trim()}</Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">This cannot be undone except by another adjustment.</Typography.Text>
        </div>
      )}
    </Modal>
  );
}
