import { Button, Descriptions, Drawer, Form, Input, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCoinSettings } from '../api/settings';
import type { CoinSettings, CoinSettingsInput } from '../api/types';
import { amountRule, coinSettingsInput, rateRule } from './coin-form';

type Props = { coin: CoinSettings | null; editable: boolean; onClose: () => void };

/** Every setting of one coin/network, saved with one `PUT /admin/wallet/coins/:id`. */
export function CoinDrawer({ coin, editable, onClose }: Props) {
  const [form] = Form.useForm<CoinSettingsInput>();
  const save = useSaveCoinSettings();
  const { t } = useTranslation(['wallet', 'shell']);

  useEffect(() => {
    if (coin) form.setFieldsValue(coin);
  }, [coin, form]);

  const submit = async (v: CoinSettingsInput) => {
    if (!coin) return;
    await save.mutateAsync({ id: coin.id, input: coinSettingsInput(v) });
    onClose();
  };
  const amountItem = (name: keyof CoinSettingsInput, label: string, extra: string) => (
    <Form.Item
      label={label}
      name={name}
      extra={extra}
      rules={[{ required: true, whitespace: true }, amountRule(t('coinDrawer.amountRule'))]}
    >
      <Input inputMode="decimal" suffix={coin?.currency} data-testid={`coin-${name.replace(/_/g, '-')}`} />
    </Form.Item>
  );

  return (
    <Drawer
      title={
        coin
          ? t(editable ? 'coinDrawer.title' : 'coinDrawer.titleReadOnly', {
              coin: coin.currency,
              network: coin.network,
            })
          : ''
      }
      open={coin !== null}
      onClose={onClose}
      width={520}
      destroyOnHidden
      extra={
        editable && (
          <Space>
            <Button onClick={onClose}>{t('shell:common.cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="coin-save">
              {t('shell:common.save')}
            </Button>
          </Space>
        )
      }
    >
      {coin && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('coinDrawer.id')}>{coin.id}</Descriptions.Item>
            <Descriptions.Item label={t('coinDrawer.coinId')}>{coin.currency_id ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Form<CoinSettingsInput>
            form={form}
            layout="vertical"
            disabled={!editable || save.isPending}
            onFinish={(v) => submit(v).catch(() => undefined)}
            preserve={false}
          >
            <Space size={48}>
              <Form.Item
                label={t('coinDrawer.deposits')}
                name="deposit_enabled"
                valuePropName="checked"
                extra={t('coinDrawer.depositsExtra')}
              >
                <Switch data-testid="coin-deposit-enabled" />
              </Form.Item>
              <Form.Item
                label={t('coinDrawer.withdrawals')}
                name="withdraw_enabled"
                valuePropName="checked"
                extra={t('coinDrawer.withdrawalsExtra')}
              >
                <Switch data-testid="coin-withdraw-enabled" />
              </Form.Item>
            </Space>
            {amountItem('min_deposit', t('coinDrawer.minDeposit'), t('coinDrawer.minDepositExtra'))}
            {amountItem('min_withdraw', t('coinDrawer.minWithdraw'), t('coinDrawer.minWithdrawExtra'))}
            {amountItem('withdraw_fee', t('coinDrawer.withdrawFee'), t('coinDrawer.withdrawFeeExtra'))}
            <Form.Item
              label={t('coinDrawer.platformAddress')}
              name="platform_address"
              extra={t('coinDrawer.platformAddressExtra')}
              rules={[{ max: 200 }]}
            >
              <Input.TextArea
                autoSize={{ minRows: 1, maxRows: 3 }}
                maxLength={200}
                data-testid="coin-platform-address"
              />
            </Form.Item>
            <Form.Item
              label={t('coinDrawer.exchangeFee')}
              name="exchange_fee_rate"
              extra={t('coinDrawer.exchangeFeeExtra')}
              rules={[{ required: true, whitespace: true }, rateRule(t('coinDrawer.rateRule'))]}
            >
              <Input inputMode="decimal" data-testid="coin-exchange-fee-rate" />
            </Form.Item>
          </Form>
        </>
      )}
    </Drawer>
  );
}
