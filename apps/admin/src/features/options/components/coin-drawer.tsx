import { Button, Drawer, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import type { Rule, RuleObject } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fractionToPercent } from '../../contracts/components/decimal';
import { useSaveOptionCoin } from '../api/settings';
import type { OptionCoin } from '../api/types';
import {
  type CoinForm,
  type CoinRule,
  checkFee,
  checkMaxOpen,
  checkMaxStake,
  checkPresets,
  checkStake,
  coinChanged,
  coinFormInput,
  coinFormValues,
} from './coin-form';

type Props = { coin: OptionCoin | null; onClose: () => void };

/** The fee's field shows what it means as a percentage while it is typed. */
function FeePercent() {
  const { t } = useTranslation('options');
  const value = Form.useWatch('fee_rate') as string | undefined;
  const pct = fractionToPercent((value ?? '').trim());
  return pct ? <div data-testid="option-coin-fee-pct">{t('expiryDrawer.asPercent', { value: pct })}</div> : null;
}

/**
 * One coin's seconds-options settings, saved with `PUT /admin/options/coins/:currency_id` (every setting: the call
 * replaces them all). The checks are the server's; a refusal it still gives is shown by the request helper and the
 * drawer stays open, as the contracts pair drawer does.
 */
export function CoinDrawer({ coin, onClose }: Props) {
  const [form] = Form.useForm<CoinForm>();
  const save = useSaveOptionCoin();
  const { t } = useTranslation(['options', 'shell']);

  useEffect(() => {
    if (coin) form.setFieldsValue(coinFormValues(coin));
  }, [coin, form]);

  const submit = async (v: CoinForm) => {
    if (!coin) return;
    const input = coinFormInput(v);
    if (coinChanged(coin, input)) await save.mutateAsync({ currencyId: coin.currency_id, input });
    onClose();
  };

  const rule = <V,>(check: (v: V) => CoinRule | null): RuleObject => ({
    validator: (_, v: V) => {
      const key = check(v);
      return key ? Promise.reject(new Error(t(`coinDrawer.rules.${key}`))) : Promise.resolve();
    },
  });
  const testId = (name: keyof CoinForm) => `option-coin-${name.replace(/_/g, '-')}`;
  const amount = (name: 'min_stake' | 'max_stake', label: string, r: Rule | Rule[], deps?: string[]) => (
    <Form.Item label={label} name={name} rules={Array.isArray(r) ? r : [r]} dependencies={deps}>
      <Input inputMode="decimal" suffix={coin?.currency} data-testid={testId(name)} />
    </Form.Item>
  );

  return (
    <Drawer
      title={coin?.currency ?? ''}
      open={coin !== null}
      onClose={onClose}
      width={520}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('shell:common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="option-coin-save">
            {t('shell:common.save')}
          </Button>
        </Space>
      }
    >
      {coin && (
        <Form<CoinForm>
          form={form}
          layout="vertical"
          disabled={save.isPending}
          onFinish={(v) => submit(v).catch(() => undefined)}
          preserve={false}
        >
          <Typography.Paragraph type="secondary">{t('settings.note')}</Typography.Paragraph>
          <Form.Item
            label={t('coinDrawer.enabled')}
            name="enabled"
            valuePropName="checked"
            extra={t('coinDrawer.enabledExtra')}
          >
            <Switch data-testid={testId('enabled')} />
          </Form.Item>
          <Form.Item
            label={t('coinDrawer.feeRate')}
            name="fee_rate"
            extra={
              <>
                {t('coinDrawer.feeRateExtra')}
                <FeePercent />
              </>
            }
            rules={[rule(checkFee)]}
          >
            <Input inputMode="decimal" data-testid={testId('fee_rate')} />
          </Form.Item>
          <Space size={16} style={{ display: 'flex' }} align="start">
            {amount('min_stake', t('coinDrawer.minStake'), rule(checkStake))}
            {amount(
              'max_stake',
              t('coinDrawer.maxStake'),
              ({ getFieldValue }) => rule((v) => checkMaxStake(v, getFieldValue('min_stake'))),
              ['min_stake'],
            )}
          </Space>
          <Form.Item
            label={t('coinDrawer.maxOpen')}
            name="max_open"
            extra={t('coinDrawer.maxOpenExtra')}
            rules={[rule(checkMaxOpen)]}
          >
            <InputNumber precision={0} style={{ width: 200 }} data-testid={testId('max_open')} />
          </Form.Item>
          <Form.Item
            label={t('coinDrawer.presets')}
            name="presets"
            extra={t('coinDrawer.presetsExtra')}
            rules={[rule(checkPresets)]}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', ' ']}
              data-testid={testId('presets')}
            />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
