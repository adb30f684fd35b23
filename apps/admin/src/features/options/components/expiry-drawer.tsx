import { Alert, Button, Drawer, Form, Input, InputNumber, Space, Switch, Typography } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fractionToPercent } from '../../contracts/components/decimal';
import { useSaveOptionExpiry } from '../api/settings';
import type { OptionExpiry } from '../api/types';
import { BreakEven } from './cells';
import {
  checkRatio,
  checkSeconds,
  type ExpiryForm,
  type ExpiryRule,
  expiryChanged,
  expiryFormInput,
  expiryFormValues,
} from './expiry-form';

/** `new`: adding an expiry; an expiry: editing it; null: closed. */
export type ExpiryEditing = OptionExpiry | 'new' | null;

type Props = { editing: ExpiryEditing; taken: readonly number[]; onClose: () => void };

/** A ratio's field shows what it means as a percentage while it is typed, on its own line under the hint. */
function AsPercent({ name }: { name: 'payout_ratio' | 'loss_ratio' }) {
  const { t } = useTranslation('options');
  const value = Form.useWatch(name) as string | undefined;
  const pct = fractionToPercent((value ?? '').trim());
  return pct ? <div>{t('expiryDrawer.asPercent', { value: pct })}</div> : null;
}

/** The break-even rate of the ratios being typed: what the app will show users once saved. */
function LiveBreakEven() {
  const { t } = useTranslation('options');
  const payout = (Form.useWatch('payout_ratio') as string | undefined) ?? '';
  const loss = (Form.useWatch('loss_ratio') as string | undefined) ?? '';
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        <Space size={6}>
          {t('expiries.breakEven')}
          <BreakEven payout={payout} loss={loss} testId="option-expiry-break-even" />
        </Space>
      }
      description={t('expiries.breakEvenNote')}
    />
  );
}

/**
 * One expiry, saved with `PUT /admin/options/expiries` (the whole expiry; the server upserts by its seconds). The
 * checks are the server's; a refusal the server still gives ("field: reason") is shown by the request helper and
 * the drawer stays open with what was typed, as the contracts pair drawer does.
 */
export function ExpiryDrawer({ editing, taken, onClose }: Props) {
  const [form] = Form.useForm<ExpiryForm>();
  const save = useSaveOptionExpiry();
  const { t } = useTranslation(['options', 'shell']);
  const expiry = editing === 'new' ? null : editing;

  useEffect(() => {
    if (editing) form.setFieldsValue(expiryFormValues(editing === 'new' ? null : editing));
  }, [editing, form]);

  const submit = async (v: ExpiryForm) => {
    const input = expiryFormInput(v);
    if (expiryChanged(expiry, input)) await save.mutateAsync(input);
    onClose();
  };

  const rule = <V,>(check: (v: V) => ExpiryRule | null): RuleObject => ({
    validator: (_, v: V) => {
      const key = check(v);
      return key ? Promise.reject(new Error(t(`expiryDrawer.rules.${key}`))) : Promise.resolve();
    },
  });

  return (
    <Drawer
      title={expiry ? t('expiryDrawer.title', { seconds: expiry.seconds }) : t('expiryDrawer.newTitle')}
      open={editing !== null}
      onClose={onClose}
      width={480}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('shell:common.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            data-testid="option-expiry-save"
          >
            {t('shell:common.save')}
          </Button>
        </Space>
      }
    >
      {editing && (
        <Form<ExpiryForm>
          form={form}
          layout="vertical"
          disabled={save.isPending}
          onFinish={(v) => submit(v).catch(() => undefined)}
          preserve={false}
        >
          <Typography.Paragraph type="secondary">{t('settings.note')}</Typography.Paragraph>
          <Form.Item
            label={t('expiryDrawer.seconds')}
            name="seconds"
            extra={expiry ? t('expiryDrawer.secondsFixed') : t('expiryDrawer.secondsExtra')}
            rules={[rule((v) => checkSeconds(v, expiry ? [] : taken))]}
          >
            <InputNumber
              precision={0}
              disabled={expiry !== null}
              addonAfter={t('common.secondsUnit')}
              style={{ width: 200 }}
              data-testid="option-expiry-seconds"
            />
          </Form.Item>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item
              label={t('expiryDrawer.payout')}
              name="payout_ratio"
              extra={
                <>
                  {t('expiryDrawer.payoutExtra')}
                  <AsPercent name="payout_ratio" />
                </>
              }
              rules={[rule(checkRatio)]}
            >
              <Input inputMode="decimal" data-testid="option-expiry-payout" />
            </Form.Item>
            <Form.Item
              label={t('expiryDrawer.loss')}
              name="loss_ratio"
              extra={
                <>
                  {t('expiryDrawer.lossExtra')}
                  <AsPercent name="loss_ratio" />
                </>
              }
              rules={[rule(checkRatio)]}
            >
              <Input inputMode="decimal" data-testid="option-expiry-loss" />
            </Form.Item>
          </Space>
          <LiveBreakEven />
          <Form.Item
            label={t('expiryDrawer.enabled')}
            name="enabled"
            valuePropName="checked"
            extra={t('expiryDrawer.enabledExtra')}
          >
            <Switch data-testid="option-expiry-enabled" />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
