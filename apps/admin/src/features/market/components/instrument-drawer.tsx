import { Button, Descriptions, Drawer, Form, Input, InputNumber, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageFieldPreview } from '../../../shared/components/image-preview';
import { LINK_RULE } from '../../../shared/translations';
import { type Instrument, type InstrumentInput, INSTRUMENT_LIMITS as L, useSaveInstrument } from '../api';

type Props = { instrument: Instrument | null; editable: boolean; onClose: () => void };

/** Every editable field of one instrument; saved with one `PUT /admin/market/instruments/:id`. */
export function InstrumentDrawer({ instrument, editable, onClose }: Props) {
  const [form] = Form.useForm<Required<InstrumentInput>>();
  const save = useSaveInstrument();
  const { t } = useTranslation(['market', 'shell']);

  useEffect(() => {
    if (instrument) form.setFieldsValue(instrument);
  }, [instrument, form]);

  const submit = async (v: Required<InstrumentInput>) => {
    if (!instrument) return;
    await save.mutateAsync({
      id: instrument.id,
      input: { ...v, name: v.name.trim(), logo: (v.logo ?? '').trim() },
    });
    onClose();
  };

  return (
    <Drawer
      title={instrument ? (editable ? instrument.symbol : t('drawer.readOnly', { symbol: instrument.symbol })) : ''}
      open={instrument !== null}
      onClose={onClose}
      width={520}
      destroyOnHidden
      extra={
        editable && (
          <Space>
            <Button onClick={onClose}>{t('shell:common.cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="instrument-save">
              {t('shell:common.save')}
            </Button>
          </Space>
        )
      }
    >
      {instrument && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('drawer.id')}>{instrument.id}</Descriptions.Item>
            <Descriptions.Item label={t('drawer.kind')}>
              {t(`instruments.kinds.${instrument.kind}`, { defaultValue: instrument.kind })}
            </Descriptions.Item>
          </Descriptions>
          <Form<Required<InstrumentInput>>
            form={form}
            layout="vertical"
            disabled={!editable || save.isPending}
            onFinish={(v) => submit(v).catch(() => undefined)}
            preserve={false}
          >
            <Form.Item
              label={t('drawer.name')}
              name="name"
              rules={[{ required: true, whitespace: true, max: L.nameMax }]}
            >
              <Input data-testid="instrument-name" />
            </Form.Item>
            <Form.Item label={t('drawer.logo')} name="logo" rules={[{ max: L.logoMax }, LINK_RULE]}>
              <Input placeholder={t('drawer.logoPlaceholder')} data-testid="instrument-logo" />
            </Form.Item>
            <Form.Item label={t('drawer.logoPreview')}>
              <ImageFieldPreview name="logo" width={64} height={64} />
            </Form.Item>
            <Space size={16} wrap>
              <Form.Item
                label={t('drawer.sort')}
                name="sort"
                rules={[{ required: true }]}
                extra={t('drawer.sortExtra')}
              >
                <InputNumber
                  min={0}
                  max={L.sortMax}
                  precision={0}
                  style={{ width: 120 }}
                  data-testid="instrument-sort"
                />
              </Form.Item>
              <Form.Item
                label={t('drawer.precision')}
                name="precision"
                rules={[{ required: true }]}
                extra={t('drawer.decimals')}
              >
                <InputNumber
                  min={0}
                  max={L.precisionMax}
                  precision={0}
                  style={{ width: 120 }}
                  data-testid="instrument-precision"
                />
              </Form.Item>
              <Form.Item
                label={t('drawer.amountPrecision')}
                name="amount_precision"
                rules={[{ required: true }]}
                extra={t('drawer.decimals')}
              >
                <InputNumber
                  min={0}
                  max={L.precisionMax}
                  precision={0}
                  style={{ width: 120 }}
                  data-testid="instrument-amount-precision"
                />
              </Form.Item>
            </Space>
            <Space size={32}>
              <Form.Item
                label={t('drawer.enabled')}
                name="enabled"
                valuePropName="checked"
                extra={t('drawer.enabledExtra')}
              >
                <Switch />
              </Form.Item>
              <Form.Item label={t('drawer.hot')} name="hot" valuePropName="checked" extra={t('drawer.hotExtra')}>
                <Switch />
              </Form.Item>
            </Space>
          </Form>
        </>
      )}
    </Drawer>
  );
}
