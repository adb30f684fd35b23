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
import { useTranslation } from 'react-i18next';
import { useMakerSettings, useSaveMakerSettings } from '../api/maker';
import type { MakerSettings } from '../api/types';

/** Basis points are whole numbers (1 bp = 0.01 %); these bounds match the server's input schema. */
const BPS_MAX = 5000;
const LEVELS_MAX = 50;

const percent = (bps: number | null | undefined) =>
  typeof bps === 'number' && Number.isInteger(bps) ? `${(bps / 100).toFixed(2)} %` : '';

function BpsItem({ name, label, extra }: { name: keyof MakerSettings; label: string; extra: string }) {
  const value = Form.useWatch(name);
  const { t } = useTranslation('spot');
  return (
    <Form.Item label={label} name={name} rules={[{ required: true }]} extra={extra}>
      <InputNumber
        min={1}
        max={BPS_MAX}
        precision={0}
        addonAfter={`${t('maker.bps')} ${percent(value) ? `= ${percent(value)}` : ''}`}
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
  const { t } = useTranslation(['spot', 'shell']);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const submit = (v: MakerSettings) =>
    save.mutateAsync({ ...v, level_amount_usdt: (v.level_amount_usdt ?? '').trim() }).catch(() => undefined);
  /** Switching the maker off pulls its quotes from every book: that one change asks first. */
  const turningOff = settings.data?.enabled === true && enabled === false;

  return (
    <Card title={t('maker.settings')} style={{ height: '100%' }}>
      {settings.isPending ? (
        <Skeleton active />
      ) : settings.isError ? (
        <Alert type="error" showIcon message={settings.error.message} />
      ) : (
        <Form<MakerSettings> form={form} layout="vertical" onFinish={submit} disabled={save.isPending}>
          <Form.Item label={t('maker.enabled')} name="enabled" valuePropName="checked" extra={t('maker.enabledExtra')}>
            <Switch data-testid="maker-enabled" />
          </Form.Item>
          <Space size={16} wrap align="start">
            <Form.Item
              label={t('maker.levels')}
              name="levels"
              rules={[{ required: true }]}
              extra={t('maker.levelsExtra')}
            >
              <InputNumber min={1} max={LEVELS_MAX} precision={0} style={{ width: 120 }} data-testid="maker-levels" />
            </Form.Item>
            <Form.Item
              label={t('maker.levelSize')}
              name="level_amount_usdt"
              rules={[
                { required: true, whitespace: true },
                { pattern: /^\d{1,18}(\.\d{1,18})?$/, message: t('maker.levelSizeRule') },
              ]}
              extra={t('maker.levelSizeExtra')}
            >
              <Input inputMode="decimal" suffix="USDT" style={{ width: 200 }} data-testid="maker-level-amount" />
            </Form.Item>
          </Space>
          <BpsItem name="spread_bps" label={t('maker.spread')} extra={t('maker.spreadExtra')} />
          <BpsItem name="step_bps" label={t('maker.step')} extra={t('maker.stepExtra')} />
          <BpsItem name="requote_bps" label={t('maker.requote')} extra={t('maker.requoteExtra')} />
          <Popconfirm
            title={t('maker.offConfirm')}
            description={<div style={{ maxWidth: 300 }}>{t('maker.offNote')}</div>}
            okText={t('maker.off')}
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
              {t('shell:common.save')}
            </Button>
          </Popconfirm>
        </Form>
      )}
    </Card>
  );
}
