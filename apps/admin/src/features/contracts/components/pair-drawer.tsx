import { Alert, Button, Descriptions, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import type { Rule, RuleObject } from 'antd/es/form';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pairChanges, useSaveContractPair } from '../api/pairs';
import type { ContractPair } from '../api/types';
import { AreaTag } from './cells';
import { fractionToPercent } from './decimal';
import {
  checkFee,
  checkLotSize,
  checkMaxLots,
  checkMinLots,
  checkMultiples,
  checkOvernight,
  checkPresets,
  checkSpread,
  checkThreshold,
  type PairForm,
  type PairRule,
  pairFormInput,
  pairFormValues,
} from './pair-form';

type Props = { pair: ContractPair | null; onClose: () => void };

/** A fraction's field shows what it means as a percentage while it is typed. */
function AsPercent({ name }: { name: 'fee_rate' | 'overnight_rate' }) {
  const { t } = useTranslation('contracts');
  const value = Form.useWatch(name) as string | undefined;
  const pct = fractionToPercent(value ?? '');
  return pct ? (
    <span data-testid={`contract-pair-${name.replace('_', '-')}-pct`}>{t('drawer.asPercent', { value: pct })}</span>
  ) : null;
}

/**
 * Settings of one contract pair, saved with one `PUT /admin/contracts/pairs/:id` carrying what changed. The checks are
 * the server's; open positions keep the terms they were opened with (said at the top).
 */
export function PairDrawer({ pair, onClose }: Props) {
  const [form] = Form.useForm<PairForm>();
  const save = useSaveContractPair();
  const { t } = useTranslation(['contracts', 'shell']);

  useEffect(() => {
    if (pair) form.setFieldsValue(pairFormValues(pair));
  }, [pair, form]);

  const submit = async (v: PairForm) => {
    if (!pair) return;
    const input = pairChanges(pair, pairFormInput(v));
    if (Object.keys(input).length > 0) await save.mutateAsync({ id: pair.id, input });
    onClose();
  };

  /** A field's rule from a pure check of pair-form.ts, worded in the operator's language. */
  const rule = <V,>(check: (v: V) => PairRule | null, values?: Record<string, unknown>): RuleObject => ({
    validator: (_, v: V) => {
      const key = check(v);
      return key ? Promise.reject(new Error(t(`drawer.rules.${key}`, values))) : Promise.resolve();
    },
  });
  const testId = (name: keyof PairForm) => `contract-pair-${name.replace(/_/g, '-')}`;
  const decimal = (name: keyof PairForm, label: string, extra: ReactNode, r: Rule, suffix?: string) => (
    <Form.Item label={label} name={name} extra={extra} rules={[r]}>
      <Input inputMode="decimal" suffix={suffix} data-testid={testId(name)} />
    </Form.Item>
  );
  const tags = (name: 'multiples' | 'share_presets', label: string, extra: string, r: Rule) => (
    <Form.Item label={label} name={name} extra={extra} rules={[r]}>
      <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} data-testid={testId(name)} />
    </Form.Item>
  );

  return (
    <Drawer
      title={pair?.symbol ?? ''}
      open={pair !== null}
      onClose={onClose}
      width={560}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('shell:common.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            data-testid="contract-pair-save"
          >
            {t('shell:common.save')}
          </Button>
        </Space>
      }
    >
      {pair && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('drawer.id')}>{pair.id}</Descriptions.Item>
            <Descriptions.Item label={t('pairs.area')}>
              <AreaTag area={pair.area} />
            </Descriptions.Item>
            <Descriptions.Item label={t('drawer.settle')}>{pair.settle_currency}</Descriptions.Item>
            <Descriptions.Item label={t('drawer.precision')}>{pair.precision}</Descriptions.Item>
          </Descriptions>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('drawer.termsNote')} />
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
                <Switch data-testid={testId('enabled')} />
              </Form.Item>
              <Form.Item
                label={t('drawer.limitEntries')}
                name="limit_entries"
                valuePropName="checked"
                extra={t('drawer.limitEntriesExtra')}
              >
                <Switch data-testid={testId('limit_entries')} />
              </Form.Item>
            </Space>
            {decimal('lot_size', t('drawer.lotSize'), t('drawer.lotSizeExtra'), rule(checkLotSize), pair.currency_name)}
            <Space size={16} style={{ display: 'flex' }} align="start">
              <Form.Item
                label={t('drawer.minLots')}
                name="min_lots"
                extra={t('drawer.minLotsExtra')}
                rules={[rule(checkMinLots)]}
              >
                <InputNumber precision={0} style={{ width: 180 }} data-testid={testId('min_lots')} />
              </Form.Item>
              <Form.Item
                label={t('drawer.maxLots')}
                name="max_lots"
                extra={t('drawer.maxLotsExtra')}
                dependencies={['min_lots']}
                rules={[({ getFieldValue }) => rule((v) => checkMaxLots(v, getFieldValue('min_lots')))]}
              >
                <InputNumber precision={0} style={{ width: 180 }} data-testid={testId('max_lots')} />
              </Form.Item>
            </Space>
            {tags('multiples', t('drawer.multiples'), t('drawer.multiplesExtra'), rule(checkMultiples))}
            {tags('share_presets', t('drawer.sharePresets'), t('drawer.sharePresetsExtra'), rule(checkPresets))}
            {decimal(
              'spread',
              t('drawer.spread'),
              t('drawer.spreadExtra'),
              rule((v) => checkSpread(v, pair.precision), { decimals: pair.precision }),
              pair.legal_name,
            )}
            <Space size={16} style={{ display: 'flex' }} align="start">
              {decimal(
                'fee_rate',
                t('drawer.feeRate'),
                <>
                  {t('drawer.feeRateExtra')} <AsPercent name="fee_rate" />
                </>,
                rule(checkFee),
              )}
              {decimal(
                'overnight_rate',
                t('drawer.overnightRate'),
                <>
                  {t('drawer.overnightRateExtra')} <AsPercent name="overnight_rate" />
                </>,
                rule(checkOvernight),
              )}
            </Space>
            {decimal(
              'liquidation_threshold',
              t('drawer.threshold'),
              t('drawer.thresholdExtra'),
              rule(checkThreshold),
              '%',
            )}
          </Form>
        </>
      )}
    </Drawer>
  );
}
