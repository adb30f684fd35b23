import { Alert, Button, Descriptions, Drawer, Form, Input, Space, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pairChanges, useSaveSpotPair } from '../api/pairs';
import type { SpotPair } from '../api/types';
import { feeRule, type PairForm, pairFormInput, stepRule } from './pair-form';

type Props = { pair: SpotPair | null; onClose: () => void };

/**
 * Settings of one pair, saved with one `PUT /admin/spot/pairs/:id` carrying what changed. Halting is not here: it has
 * its own button and confirmation on the row.
 */
export function PairDrawer({ pair, onClose }: Props) {
  const [form] = Form.useForm<PairForm>();
  const save = useSaveSpotPair();
  const { t } = useTranslation(['spot', 'shell']);

  useEffect(() => {
    if (pair) form.setFieldsValue(pair);
  }, [pair, form]);

  const submit = async (v: PairForm) => {
    if (!pair) return;
    const input = pairChanges(pair, pairFormInput(v));
    if (Object.keys(input).length > 0) await save.mutateAsync({ id: pair.id, input });
    onClose();
  };
  const step = stepRule(t('drawer.stepRule'));
  const fee = feeRule(t('drawer.feeRule'));
  const decimal = (name: keyof PairForm, label: string, extra: string, rule: Rule, suffix?: string) => (
    <Form.Item label={label} name={name} extra={extra} rules={[{ required: true, whitespace: true }, rule]}>
      <Input inputMode="decimal" suffix={suffix} data-testid={`pair-${name.replace(/_/g, '-')}`} />
    </Form.Item>
  );

  return (
    <Drawer
      title={pair?.symbol ?? ''}
      open={pair !== null}
      onClose={onClose}
      width={520}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('shell:common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="pair-save">
            {t('shell:common.save')}
          </Button>
        </Space>
      }
    >
      {pair && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('drawer.id')}>{pair.id}</Descriptions.Item>
            <Descriptions.Item label={t('drawer.coins')}>
              {pair.currency_name} / {pair.legal_name}
            </Descriptions.Item>
          </Descriptions>
          {pair.halted && (
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('drawer.haltedNote')} />
          )}
          <Form<PairForm>
            form={form}
            layout="vertical"
            disabled={save.isPending}
            onFinish={(v) => submit(v).catch(() => undefined)}
            preserve={false}
          >
            <Space size={48}>
              <Form.Item
                label={t('drawer.enabled')}
                name="enabled"
                valuePropName="checked"
                extra={t('drawer.enabledExtra')}
              >
                <Switch data-testid="pair-enabled" />
              </Form.Item>
              <Form.Item
                label={t('drawer.zeroFee')}
                name="zero_fee"
                valuePropName="checked"
                extra={t('drawer.zeroFeeExtra')}
              >
                <Switch data-testid="pair-zero-fee" />
              </Form.Item>
            </Space>
            <Space size={16} style={{ display: 'flex' }} align="start">
              {decimal('tick_size', t('drawer.tickSize'), t('drawer.tickSizeExtra'), step, pair.legal_name)}
              {decimal('lot_size', t('drawer.lotSize'), t('drawer.lotSizeExtra'), step, pair.currency_name)}
            </Space>
            <Alert type="info" style={{ marginBottom: 16 }} message={t('drawer.stepsNote')} />
            {decimal('min_notional', t('drawer.minNotional'), t('drawer.minNotionalExtra'), step, pair.legal_name)}
            <Space size={16} style={{ display: 'flex' }} align="start">
              {decimal('maker_fee', t('drawer.makerFee'), t('drawer.feeExtra'), fee)}
              {decimal('taker_fee', t('drawer.takerFee'), t('drawer.feeExtra'), fee)}
            </Space>
          </Form>
        </>
      )}
    </Drawer>
  );
}
