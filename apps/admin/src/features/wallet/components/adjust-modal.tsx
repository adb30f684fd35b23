import { Alert, type ButtonProps, Descriptions, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['wallet', 'shell']);

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
      title={r ? t('adjust.confirmTitle') : t('adjust.title', { who })}
      open={open}
      onCancel={close}
      onOk={() => (r ? post().catch(() => undefined) : form.submit())}
      okText={r ? (credit ? t('adjust.postCredit') : t('adjust.postDebit')) : t('adjust.review')}
      okButtonProps={{ danger: Boolean(r && !credit), 'data-testid': 'adjust-ok' } as ButtonProps}
      cancelText={r ? t('adjust.back') : t('shell:common.cancel')}
      cancelButtonProps={r ? { onClick: () => setReview(null) } : undefined}
      confirmLoading={adjust.isPending}
      destroyOnHidden
      width={560}
    >
      <div style={{ display: r ? 'none' : undefined }}>
        <Form<Values> form={form} layout="vertical" onFinish={setReview} initialValues={{ kind: 'change' }}>
          <Form.Item
            label={t('adjust.coin')}
            name="currency"
            rules={[{ required: true, message: t('adjust.coinRequired') }]}
          >
            <Select showSearch optionFilterProp="label" options={coins} placeholder="USDT" data-testid="adjust-coin" />
          </Form.Item>
          <Form.Item label={t('adjust.account')} name="kind" rules={[{ required: true }]}>
            <Radio.Group
              optionType="button"
              options={ACCOUNT_KINDS.map((k) => ({ value: k.field, label: k.field }))}
              data-testid="adjust-kind"
            />
          </Form.Item>
          <Form.Item
            label={t('adjust.amount')}
            name="amount"
            extra={t('adjust.amountExtra')}
            rules={[
              { required: true, whitespace: true, message: t('adjust.amountRequired') },
              { pattern: SIGNED, message: t('adjust.amountRule') },
              {
                validator: (_, v?: string) =>
                  v && SIGNED.test(v.trim()) && isZeroAmount(v)
                    ? Promise.reject(new Error(t('adjust.amountZero')))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input inputMode="decimal" placeholder={t('adjust.amountPlaceholder')} data-testid="adjust-amount" />
          </Form.Item>
          <Form.Item
            label={t('adjust.reason')}
            name="reason"
            extra={t('adjust.reasonExtra')}
            rules={[{ required: true, whitespace: true, message: t('adjust.reasonRequired') }, { max: REASON_MAX }]}
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
            message={t(credit ? 'adjust.credit' : 'adjust.debit', {
              amount: magnitude,
              coin: code,
              who,
              account: r.kind,
            })}
            description={[
              now
                ? t('adjust.availableNow', { amount: now.available, coin: code })
                : t('adjust.availableNone', { coin: code }),
              credit ? '' : t('adjust.debitLimit'),
            ]
              .filter(Boolean)
              .join(' ')}
          />
          <Typography.Text strong>{t('adjust.entry')}</Typography.Text>
          <Descriptions size="small" column={1} bordered style={{ margin: '8px 0 16px' }}>
            <Descriptions.Item label={t('adjust.userSide', { userId, account: r.kind, coin: code })}>
              <SignedMoney value={r.amount.trim()} />
            </Descriptions.Item>
            <Descriptions.Item label={t('adjust.systemSide', { coin: code })}>
              <SignedMoney value={systemSide} />
            </Descriptions.Item>
            <Descriptions.Item label={t('adjust.reason')}>{r.reason.trim()}</Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">{t('adjust.final')}</Typography.Text>
        </div>
      )}
    </Modal>
  );
}
