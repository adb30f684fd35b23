import {
  Alert,
  Button,
  type ButtonProps,
  Card,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Skeleton,
  Space,
  Switch,
} from 'antd';
import { useEffect } from 'react';
import { useMakerSettings, useSaveMakerSettings } from '../api/maker';
import type { MakerSettings } from '../api/types';

/** Basis points are whole numbers (1 bp = 0.01 %); these bounds match the server's input schema. */
const BPS_MAX = 5000;
const LEVELS_MAX = 50;

const percent = (bps: number | null | undefined) =>
  typeof bps === 'number' && Number.isInteger(bps) ? `${(bps / 100).toFixed(2)} %` : '';

function BpsItem({ name, label, extra }: { name: keyof MakerSettings; label: string; extra: string }) {
  const value = Form.useWatch(name);
  return (
    <Form.Item label={label} name={name} rules={[{ required: true }]} extra={extra}>
      <InputNumber
        min={1}
        max={BPS_MAX}
        precision={0}
        addonAfter={`bps ${percent(value) ? `= ${percent(value)}` : ''}`}
        style={{ width: 220 }}
        data-testid={`maker-${name.replace(/_/g, '-')}`}
      />
    </Form.Item>
  );
}

/** `GET/PUT /admin/spot/maker` (super): the ladder the maker quotes around each pair's reference price. */
export function MakerSettingsForm() {
  const settings = useMakerSettings();
  const save = useSaveMakerSettings();
  const [form] = Form.useForm<MakerSettings>();
  const enabled = Form.useWatch('enabled', form);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const submit = (v: MakerSettings) =>
    save.mutateAsync({ ...v, level_amount_usdt: (v.level_amount_usdt ?? '').trim() }).catch(() => undefined);
  /** Switching the maker off pulls its quotes from every book: that one change asks first. */
  const turningOff = settings.data?.enabled === true && enabled === false;

  return (
    <Card title="Settings" style={{ height: '100%' }}>
      {settings.isPending ? (
        <Skeleton active />
      ) : settings.isError ? (
        <Alert type="error" showIcon message={settings.error.message} />
      ) : (
        <Form<MakerSettings> form={form} layout="vertical" onFinish={submit} disabled={save.isPending}>
          <Form.Item
            label="Enabled"
            name="enabled"
            valuePropName="checked"
            extra="Quote a ladder on every trading pair"
          >
            <Switch data-testid="maker-enabled" />
          </Form.Item>
          <Space size={16} wrap align="start">
            <Form.Item label="Levels" name="levels" rules={[{ required: true }]} extra="Orders per side">
              <InputNumber min={1} max={LEVELS_MAX} precision={0} style={{ width: 120 }} data-testid="maker-levels" />
            </Form.Item>
            <Form.Item
              label="Level size"
              name="level_amount_usdt"
              rules={[
                { required: true, whitespace: true },
                { pattern: /^\d{1,18}(\.\d{1,18})?$/, message: 'A decimal amount such as 500' },
              ]}
              extra="Value of each level"
            >
              <Input inputMode="decimal" suffix="USDT" style={{ width: 200 }} data-testid="maker-level-amount" />
            </Form.Item>
          </Space>
          <BpsItem name="spread_bps" label="Spread" extra="Best bid to best ask" />
          <BpsItem name="step_bps" label="Step" extra="Between two levels" />
          <BpsItem
            name="requote_bps"
            label="Re-quote threshold"
            extra="Re-quote when the reference price moves this much"
          />
          <Popconfirm
            title="Turn the market maker off?"
            description={
              <div style={{ maxWidth: 300 }}>
                Its quotes are taken off every book: depth then comes from users only.
              </div>
            }
            okText="Turn off"
            okButtonProps={{ danger: true, 'data-testid': 'maker-disable-ok' } as ButtonProps}
            disabled={!turningOff}
            onConfirm={() => form.submit()}
          >
            <Button
              type="primary"
              loading={save.isPending}
              onClick={turningOff ? undefined : () => form.submit()}
              data-testid="maker-save"
            >
              Save
            </Button>
          </Popconfirm>
        </Form>
      )}
    </Card>
  );
}
