import { Alert, Button, Descriptions, Drawer, Form, Input, Space, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { pairChanges, useSaveSpotPair } from '../api/pairs';
import type { SpotPair, SpotPairInput } from '../api/types';

/** A positive decimal as the server takes it; kept as typed, never turned into a number. */
const STEP_RULE: Rule = { pattern: /^\d{1,18}(\.\d{1,18})?$/, message: 'A decimal such as 0.01' };
/** A fee rate from 0 to 0.1 (0.001 = 0.1 %), checked on the text: 0, 0.0…, or 0.1 followed by zeros. */
const FEE_RULE: Rule = {
  pattern: /^0(\.0\d{0,17}|\.10{0,17})?$/,
  message: 'A rate from 0 to 0.1, e.g. 0.001 for 0.1 %',
};

type PairForm = Required<Omit<SpotPairInput, 'halted'>>;
type Props = { pair: SpotPair | null; onClose: () => void };

/**
 * Settings of one pair, saved with one `PUT /admin/spot/pairs/:id` carrying what changed. Halting is not here: it has
 * its own button and confirmation on the row.
 */
export function PairDrawer({ pair, onClose }: Props) {
  const [form] = Form.useForm<PairForm>();
  const save = useSaveSpotPair();

  useEffect(() => {
    if (pair) form.setFieldsValue(pair);
  }, [pair, form]);

  const submit = async (v: PairForm) => {
    if (!pair) return;
    const trim = (s: string) => (s ?? '').trim();
    const input = pairChanges(pair, {
      enabled: v.enabled,
      zero_fee: v.zero_fee,
      tick_size: trim(v.tick_size),
      lot_size: trim(v.lot_size),
      min_notional: trim(v.min_notional),
      maker_fee: trim(v.maker_fee),
      taker_fee: trim(v.taker_fee),
    });
    if (Object.keys(input).length > 0) await save.mutateAsync({ id: pair.id, input });
    onClose();
  };
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
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="pair-save">
            Save
          </Button>
        </Space>
      }
    >
      {pair && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="ID">{pair.id}</Descriptions.Item>
            <Descriptions.Item label="Coins">
              {pair.currency_name} / {pair.legal_name}
            </Descriptions.Item>
          </Descriptions>
          {pair.halted && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message="Trading is halted on this pair: new orders are refused until it is resumed from the list."
            />
          )}
          <Form<PairForm>
            form={form}
            layout="vertical"
            disabled={save.isPending}
            onFinish={(v) => submit(v).catch(() => undefined)}
            preserve={false}
          >
            <Space size={48}>
              <Form.Item label="Enabled" name="enabled" valuePropName="checked" extra="Listed for trading">
                <Switch data-testid="pair-enabled" />
              </Form.Item>
              <Form.Item label="Zero fee" name="zero_fee" valuePropName="checked" extra="The advertised zero-fee offer">
                <Switch data-testid="pair-zero-fee" />
              </Form.Item>
            </Space>
            <Space size={16} style={{ display: 'flex' }} align="start">
              {decimal('tick_size', 'Tick size', 'Price step', STEP_RULE, pair.legal_name)}
              {decimal('lot_size', 'Lot size', 'Amount step', STEP_RULE, pair.currency_name)}
            </Space>
            <Alert
              type="info"
              style={{ marginBottom: 16 }}
              message="Steps can change only while the pair has no resting order; tick × lot must be a whole unit of the quote coin."
            />
            {decimal(
              'min_notional',
              'Minimum order value',
              'Price × amount below this is refused',
              STEP_RULE,
              pair.legal_name,
            )}
            <Space size={16} style={{ display: 'flex' }} align="start">
              {decimal('maker_fee', 'Maker fee', 'Rate, 0.001 = 0.1 %', FEE_RULE)}
              {decimal('taker_fee', 'Taker fee', 'Rate, 0.001 = 0.1 %', FEE_RULE)}
            </Space>
          </Form>
        </>
      )}
    </Drawer>
  );
}
