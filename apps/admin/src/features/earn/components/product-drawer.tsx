import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fractionToPercent } from '../../contracts/components/decimal';
import { useSaveProduct } from '../api/products';
import { type Campaign, LIMITS, PRODUCT_KINDS, type Product } from '../api/types';
import { per1000Terms } from './decimal';
import { EarnTextTabs } from './earn-text-tabs';
import {
  checkAmount,
  checkCampaign,
  checkCurrency,
  checkDays,
  checkIntro,
  checkMax,
  checkName,
  checkRate,
  type Problem,
  type ProductForm,
  productChanged,
  productFormInput,
  productFormValues,
} from './product-form';

/** `new`: adding a product; a product: editing it; null: closed. */
export type ProductEditing = Product | 'new' | null;

type Props = {
  editing: ProductEditing;
  campaigns: readonly Campaign[];
  /** A role that may read products but not change them (finance) sees the terms without a way to save. */
  readOnly?: boolean;
  onClose: () => void;
};

/** The decimals of the coin chosen (the campaigns carry their coin's scale); 8 until one is chosen. */
const scaleOf = (campaigns: readonly Campaign[], currency: string | undefined) =>
  campaigns.find((c) => c.currency === currency)?.scale ?? 8;

/** A rate's field shows what it means as a percentage while it is typed. */
function AsPercent({ name, testId }: { name: 'daily_rate' | 'penalty_rate'; testId: string }) {
  const { t } = useTranslation('earn');
  const value = Form.useWatch(name) as string | undefined;
  const pct = fractionToPercent((value ?? '').trim());
  return pct ? <div data-testid={testId}>{t('common.asPercent', { value: pct })}</div> : null;
}

/** What 1000 of the coin earns with the terms being typed: the figures the list will show once saved. */
function Preview({ campaigns }: { campaigns: readonly Campaign[] }) {
  const { t } = useTranslation('earn');
  const dailyRate = (Form.useWatch('daily_rate') as string | undefined) ?? '';
  const penaltyRate = (Form.useWatch('penalty_rate') as string | undefined) ?? '';
  const days = (Form.useWatch('days') as number | null | undefined) ?? null;
  const currency = Form.useWatch('currency') as string | undefined;
  const terms = currency
    ? per1000Terms({ dailyRate, penaltyRate, days, scale: scaleOf(campaigns, currency) })
    : undefined;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        <span data-testid="earn-product-preview">
          {terms ? t('productDrawer.preview', { ...terms, days, coin: currency }) : t('productDrawer.previewNone')}
        </span>
      }
    />
  );
}

/**
 * One mining product, saved with `POST /admin/earn/products` or `PUT /admin/earn/products/:id` (every term). The
 * checks are the server's (the coin's decimals, the maximum not below the minimum, a campaign in the same coin); a
 * refusal it still gives ("field: reason") is shown by the request helper and the drawer stays open. Running
 * subscriptions copied their terms: an edit changes what new subscriptions get.
 */
export function ProductDrawer({ editing, campaigns, readOnly = false, onClose }: Props) {
  const [form] = Form.useForm<ProductForm>();
  const save = useSaveProduct();
  const { t } = useTranslation(['earn', 'shell']);
  const product = editing === 'new' ? null : editing;
  const currency = Form.useWatch('currency', form) as string | undefined;
  const scale = scaleOf(campaigns, currency);
  const coins = useMemo(() => [...new Set(campaigns.map((c) => c.currency))], [campaigns]);

  // The values of the product opened (a new one in the first campaign's coin); campaigns loading later or
  // refreshing must not reset what is being typed.
  const campaignsRef = useRef(campaigns);
  campaignsRef.current = campaigns;
  useEffect(() => {
    if (editing) form.setFieldsValue(productFormValues(editing === 'new' ? null : editing, campaignsRef.current));
  }, [editing, form]);

  const submit = async (v: ProductForm) => {
    const input = productFormInput(v);
    if (productChanged(product, input)) await save.mutateAsync({ id: product?.id, input });
    onClose();
  };

  const rule = (check: (v: unknown) => Problem): RuleObject => ({
    validator: (_, v: unknown) => {
      const problem = check(v);
      return problem
        ? Promise.reject(new Error(t(`productDrawer.rules.${problem.rule}`, problem.values ?? {})))
        : Promise.resolve();
    },
  });
  const testId = (name: string) => `earn-product-${name.replace(/_/g, '-')}`;
  const onCurrency = (coin: string) => {
    // The campaign must pay in the product's coin: take the first one that does.
    const current = campaigns.find((c) => c.id === form.getFieldValue('campaign_id'));
    if (current?.currency !== coin) form.setFieldValue('campaign_id', campaigns.find((c) => c.currency === coin)?.id);
  };

  return (
    <Drawer
      title={product ? t('productDrawer.title', { name: product.name }) : t('productDrawer.newTitle')}
      open={editing !== null}
      onClose={onClose}
      width={560}
      destroyOnHidden
      extra={
        readOnly ? (
          <Button onClick={onClose}>{t('shell:common.close')}</Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('shell:common.cancel')}</Button>
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => form.submit()}
              data-testid="earn-product-save"
            >
              {t('shell:common.save')}
            </Button>
          </Space>
        )
      }
    >
      {editing && (
        <Form<ProductForm>
          form={form}
          layout="vertical"
          disabled={readOnly || save.isPending}
          onFinish={(v) => submit(v).catch(() => undefined)}
          preserve={false}
        >
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('products.note')}
            data-testid="earn-product-new-only"
          />
          {campaigns.length === 0 && (
            <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('productDrawer.noCampaign')} />
          )}
          <Form.Item label={t('productDrawer.kind')} name="kind" extra={t('productDrawer.kindExtra')}>
            <Select
              options={PRODUCT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              style={{ width: 220 }}
              data-testid={testId('kind')}
            />
          </Form.Item>
          <Form.Item label={t('productDrawer.name')} name="name" rules={[rule(checkName)]}>
            <Input maxLength={LIMITS.nameMax} data-testid={testId('name')} />
          </Form.Item>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item
              label={t('productDrawer.currency')}
              name="currency"
              extra={t('productDrawer.currencyExtra')}
              rules={[rule(checkCurrency)]}
            >
              <Select
                options={coins.map((c) => ({ value: c, label: c }))}
                onChange={onCurrency}
                style={{ width: 140 }}
                data-testid={testId('currency')}
              />
            </Form.Item>
            <Form.Item
              label={t('productDrawer.campaign')}
              name="campaign_id"
              extra={t('productDrawer.campaignExtra')}
              dependencies={['currency']}
              rules={[({ getFieldValue }) => rule((v) => checkCampaign(v, getFieldValue('currency'), campaigns))]}
            >
              <Select
                options={campaigns
                  .filter((c) => !currency || c.currency === currency)
                  .map((c) => ({
                    value: c.id,
                    label: t('productDrawer.campaignOption', {
                      name: c.name,
                      remaining: c.remaining,
                      coin: c.currency,
                    }),
                  }))}
                style={{ width: 300 }}
                data-testid={testId('campaign')}
              />
            </Form.Item>
          </Space>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item
              label={t('productDrawer.days')}
              name="days"
              extra={t('productDrawer.daysExtra')}
              rules={[rule(checkDays)]}
            >
              <InputNumber precision={0} style={{ width: 140 }} data-testid={testId('days')} />
            </Form.Item>
            <Form.Item
              label={t('productDrawer.dailyRate')}
              name="daily_rate"
              extra={
                <>
                  {t('productDrawer.dailyRateExtra')}
                  <AsPercent name="daily_rate" testId="earn-product-daily-pct" />
                </>
              }
              rules={[rule(checkRate)]}
            >
              <Input inputMode="decimal" data-testid={testId('daily_rate')} />
            </Form.Item>
          </Space>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item
              label={t('productDrawer.min')}
              name="min"
              dependencies={['currency']}
              rules={[rule((v) => checkAmount(v, scale))]}
            >
              <Input inputMode="decimal" suffix={<span>{currency}</span>} data-testid={testId('min')} />
            </Form.Item>
            <Form.Item
              label={t('productDrawer.max')}
              name="max"
              extra={t('productDrawer.maxExtra')}
              dependencies={['min', 'currency']}
              rules={[({ getFieldValue }) => rule((v) => checkMax(v, getFieldValue('min'), scale))]}
            >
              <Input inputMode="decimal" suffix={<span>{currency}</span>} data-testid={testId('max')} />
            </Form.Item>
          </Space>
          <Form.Item
            label={t('productDrawer.penaltyRate')}
            name="penalty_rate"
            extra={
              <>
                {t('productDrawer.penaltyRateExtra')}
                <AsPercent name="penalty_rate" testId="earn-product-penalty-pct" />
              </>
            }
            rules={[rule(checkRate)]}
          >
            <Input inputMode="decimal" style={{ width: 220 }} data-testid={testId('penalty_rate')} />
          </Form.Item>
          <Preview campaigns={campaigns} />
          <Form.Item
            label={t('productDrawer.enabled')}
            name="enabled"
            valuePropName="checked"
            extra={t('productDrawer.enabledExtra')}
          >
            <Switch data-testid={testId('enabled')} />
          </Form.Item>
          <Form.Item
            label={t('productDrawer.intro')}
            name="intro"
            extra={t('productDrawer.introExtra')}
            rules={[rule(checkIntro)]}
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={LIMITS.introMax}
              showCount
              data-testid={testId('intro')}
            />
          </Form.Item>
          <EarnTextTabs
            testPrefix="earn-product"
            fields={[
              { key: 'name', label: t('productDrawer.name'), maxLength: LIMITS.nameMax },
              { key: 'intro', label: t('productDrawer.intro'), multiline: true, maxLength: LIMITS.introMax },
            ]}
          />
          <Typography.Paragraph type="secondary">{t('products.termYieldNote')}</Typography.Paragraph>
        </Form>
      )}
    </Drawer>
  );
}
