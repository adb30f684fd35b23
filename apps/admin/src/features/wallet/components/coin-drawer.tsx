import { Button, Descriptions, Drawer, Form, Input, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useSaveCoinSettings } from '../api/settings';
import type { CoinSettings, CoinSettingsInput } from '../api/types';
import { AMOUNT_RULE, coinSettingsInput, RATE_RULE } from './coin-form';

type Props = { coin: CoinSettings | null; editable: boolean; onClose: () => void };

/** Every setting of one coin/network, saved with one `PUT /admin/wallet/coins/:id`. */
export function CoinDrawer({ coin, editable, onClose }: Props) {
  const [form] = Form.useForm<CoinSettingsInput>();
  const save = useSaveCoinSettings();

  useEffect(() => {
    if (coin) form.setFieldsValue(coin);
  }, [coin, form]);

  const submit = async (v: CoinSettingsInput) => {
    if (!coin) return;
    await save.mutateAsync({ id: coin.id, input: coinSettingsInput(v) });
    onClose();
  };
  const amountItem = (name: keyof CoinSettingsInput, label: string, extra: string) => (
    <Form.Item label={label} name={name} extra={extra} rules={[{ required: true, whitespace: true }, AMOUNT_RULE]}>
      <Input inputMode="decimal" suffix={coin?.currency} data-testid={`coin-${name.replace(/_/g, '-')}`} />
    </Form.Item>
  );

  return (
    <Drawer
      title={coin ? `${coin.currency} · ${coin.network}${editable ? '' : ' (read-only)'}` : ''}
      open={coin !== null}
      onClose={onClose}
      width={520}
      destroyOnHidden
      extra={
        editable && (
          <Space>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="coin-save">
              Save
            </Button>
          </Space>
        )
      }
    >
      {coin && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="ID">{coin.id}</Descriptions.Item>
            <Descriptions.Item label="Coin id">{coin.currency_id ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Form<CoinSettingsInput>
            form={form}
            layout="vertical"
            disabled={!editable || save.isPending}
            onFinish={(v) => submit(v).catch(() => undefined)}
            preserve={false}
          >
            <Space size={48}>
              <Form.Item label="Deposits" name="deposit_enabled" valuePropName="checked" extra="Users may deposit">
                <Switch data-testid="coin-deposit-enabled" />
              </Form.Item>
              <Form.Item label="Withdrawals" name="withdraw_enabled" valuePropName="checked" extra="Users may withdraw">
                <Switch data-testid="coin-withdraw-enabled" />
              </Form.Item>
            </Space>
            {amountItem('min_deposit', 'Minimum deposit', 'Smaller deposit requests are refused')}
            {amountItem('min_withdraw', 'Minimum withdrawal', 'Smaller withdrawal requests are refused')}
            {amountItem('withdraw_fee', 'Withdrawal fee', 'Fixed, in the coin; frozen on top of the amount')}
            <Form.Item
              label="Platform address"
              name="platform_address"
              extra="Shown to users for deposits when no per-user address is derived; empty closes deposits of this coin."
              rules={[{ max: 200 }]}
            >
              <Input.TextArea
                autoSize={{ minRows: 1, maxRows: 3 }}
                maxLength={200}
                data-testid="coin-platform-address"
              />
            </Form.Item>
            <Form.Item
              label="Exchange fee rate"
              name="exchange_fee_rate"
              extra="Share of what the user receives in a convert, 0 to 1 (0.002 = 0.2 %)."
              rules={[{ required: true, whitespace: true }, RATE_RULE]}
            >
              <Input inputMode="decimal" data-testid="coin-exchange-fee-rate" />
            </Form.Item>
          </Form>
        </>
      )}
    </Drawer>
  );
}
