import { Alert, type ButtonProps, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedMoney } from '../../wallet/components/cells';
import { useMoveCampaign } from '../api/campaigns';
import type { Campaign, MoveDirection } from '../api/types';
import { checkMove, remainingAfter } from './campaign-form';

export type Moving = { campaign: Campaign; direction: MoveDirection } | null;

/**
 * A budget move in two steps: the amount, then a confirmation that spells out the journal entry (the campaign's
 * account against `external`, the operator's money outside the books) and the balance before and after, before
 * anything is sent. `earn-move-ok` is the OK button of both steps (first "Review", then "Fund …" / "Take back …").
 */
export function MoveModal({ moving, onClose }: { moving: Moving; onClose: () => void }) {
  const [form] = Form.useForm<{ amount: string }>();
  const [review, setReview] = useState<string | null>(null);
  const move = useMoveCampaign();
  const { t } = useTranslation(['earn', 'shell']);

  const close = () => {
    setReview(null);
    onClose();
  };
  if (!moving) return null;
  const { campaign: c, direction } = moving;
  const coin = c.currency;
  const fund = direction === 'fund';

  const post = async () => {
    if (!review) return;
    await move.mutateAsync({ id: c.id, direction, amount: review });
    close();
  };

  return (
    <Modal
      title={review ? t('move.confirmTitle') : t(fund ? 'move.fundTitle' : 'move.withdrawTitle', { name: c.name })}
      open
      onCancel={close}
      onOk={() => (review ? post().catch(() => undefined) : form.submit())}
      okText={
        review ? t(fund ? 'move.confirmFund' : 'move.confirmWithdraw', { amount: review, coin }) : t('move.review')
      }
      okButtonProps={{ danger: Boolean(review && !fund), 'data-testid': 'earn-move-ok' } as ButtonProps}
      cancelText={review ? t('move.back') : t('shell:common.cancel')}
      cancelButtonProps={review ? { onClick: () => setReview(null) } : undefined}
      confirmLoading={move.isPending}
      destroyOnHidden
      width={560}
    >
      <div style={{ display: review ? 'none' : undefined }}>
        <Form<{ amount: string }> form={form} layout="vertical" onFinish={(v) => setReview(v.amount.trim())}>
          <Form.Item
            label={t('move.amount')}
            name="amount"
            extra={fund ? t('move.fundExtra') : t('move.withdrawExtra', { free: c.remaining, coin })}
            rules={[
              {
                validator: (_, v: unknown) => {
                  const problem = checkMove(v, c.scale, direction, c.remaining);
                  return problem
                    ? Promise.reject(new Error(t(`move.rules.${problem.rule}`, problem.values)))
                    : Promise.resolve();
                },
              },
            ]}
          >
            <Input inputMode="decimal" suffix={coin} autoFocus data-testid="earn-move-amount" />
          </Form.Item>
        </Form>
      </div>
      {review && (
        <div data-testid="earn-move-confirm">
          <Alert
            type={fund ? 'info' : 'warning'}
            showIcon
            style={{ marginBottom: 16 }}
            message={t(fund ? 'move.fundTitle' : 'move.withdrawTitle', { name: c.name })}
            description={t('move.final')}
          />
          <Typography.Text strong>{t('move.entry')}</Typography.Text>
          <Descriptions size="small" column={1} bordered style={{ margin: '8px 0 16px' }}>
            <Descriptions.Item label={t('move.campaignSide', { id: c.id, coin })}>
              <SignedMoney value={fund ? review : `-${review}`} />
            </Descriptions.Item>
            <Descriptions.Item label={t('move.externalSide', { coin })}>
              <SignedMoney value={fund ? `-${review}` : review} />
            </Descriptions.Item>
            <Descriptions.Item label={t('move.remainingNow')}>
              <span data-testid="earn-move-remaining-now">
                {c.remaining} {coin}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('move.remainingAfter')}>
              <strong data-testid="earn-move-remaining-after">
                {remainingAfter(c.remaining, review, direction)} {coin}
              </strong>
            </Descriptions.Item>
          </Descriptions>
        </div>
      )}
    </Modal>
  );
}
