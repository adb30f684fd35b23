import { Alert, Button, Descriptions, Drawer, Form, Input, Space, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { pairChanges, useSaveSpotPair } from '../api/pairs';
import type { SpotPair } from '../api/types';
import { FEE_RULE, type PairForm, pairFormInput, STEP_RULE } from './pair-form';

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
    const input = pairChanges(pair, pairFormInput(v));
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
