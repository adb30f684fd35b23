import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCoupon } from '../api/coupons';
import { useEarnProducts } from '../api/products';
import { COUPON_LIMITS, type CouponTemplate } from '../api/types';
import {
  type CouponForm,
  type CouponProblem,
  checkClaimFrom,
  checkClaimUntil,
  checkCouponAmount,
  checkCouponTitle,
  checkProduct,
  checkTotal,
  checkValidDays,
  couponCreateInput,
  couponEditInput,
  couponFormValues,
} from './coupon-form';
import { voucherYield } from './decimal';
import { EarnTextTabs } from './earn-text-tabs';

/** `new`: creating a template; a template: editing it; null: closed. */
export type CouponEditing = CouponTemplate | 'new' | null;

type Props = { editing: CouponEditing; readOnly?: boolean; onClose: () => void };

/**
 * One coupon template: created with `POST /admin/earn/coupons` (a mining product and a notional amount, fixed from
 * then on) or edited with `PUT /admin/earn/coupons/:id` (title, total, claim window, validity, switch). A preview
 * line shows what each voucher pays with the product's terms today and the campaign its value is reserved from. A
 * refusal the server still gives ("field: reason") is shown and the drawer stays open.
 */
export function CouponDrawer({ editing, readOnly = false, onClose }: Props) {
  const [form] = Form.useForm<CouponForm>();
  const save = useSaveCoupon();
  const products = useEarnProducts();
  const { t } = useTranslation(['earn', 'shell']);
  const coupon = editing === 'new' ? null : editing;
  const productId = Form.useWatch('product_id', form) as number | undefined;
  const amount = (Form.useWatch('amount', form) as string | undefined) ?? '';
  const product = products.data?.find((p) => p.id === productId);
  const scale = product?.scale ?? coupon?.scale ?? 8;
  const fixed = readOnly || coupon !== null;

  useEffect(() => {
    if (editing) form.setFieldsValue(couponFormValues(editing === 'new' ? null : editing));
  }, [editing, form]);

  const submit = async (v: CouponForm) => {
    if (coupon) {
      const input = couponEditInput(coupon, v);
      if (input) await save.mutateAsync({ id: coupon.id, input });
    } else {
      await save.mutateAsync({ input: couponCreateInput(v) });
    }
    onClose();
  };

  const message = (problem: CouponProblem) =>
    problem
      ? Promise.reject(new Error(t(`couponDrawer.rules.${problem.rule}`, problem.values ?? {})))
      : Promise.resolve();
  /** Checked on create only: the product and amount of a saved template are fixed. */
  const rule = (check: (v: unknown) => CouponProblem): RuleObject => ({
    validator: (_, v: unknown) => message(fixed && !readOnly ? null : check(v)),
  });
  const shown = (check: (v: unknown) => CouponProblem): RuleObject => ({
    validator: (_, v: unknown) => message(check(v)),
  });
  const testId = (name: string) => `earn-coupon-${name.replace(/_/g, '-')}`;
  const terms = product ?? coupon;
  const value = terms
    ? voucherYield({ amount, dailyRate: terms.daily_rate, days: terms.days, scale: terms.scale })
    : undefined;
  const productOptions = (products.data ?? []).map((p) => ({
    value: p.id,
    label: `#${p.id} ${p.name} · ${p.currency} · ${t('common.days', { days: p.days })}`,
  }));

  return (
    <Drawer
      title={coupon ? t('couponDrawer.title', { name: coupon.title }) : t('couponDrawer.newTitle')}
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
              data-testid="earn-coupon-save"
            >
              {t('shell:common.save')}
            </Button>
          </Space>
        )
      }
    >
      {editing && (
        <Form<CouponForm>
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
            message={t('couponDrawer.fixed')}
            data-testid="earn-coupon-fixed"
          />
          <Form.Item label={t('couponDrawer.name')} name="title" rules={[shown(checkCouponTitle)]}>
            <Input maxLength={COUPON_LIMITS.titleMax} data-testid={testId('title')} />
          </Form.Item>
          <Form.Item label={t('couponDrawer.product')} name="product_id" rules={[rule(checkProduct)]}>
            <Select
              options={productOptions}
              showSearch
              optionFilterProp="label"
              disabled={fixed}
              loading={products.isFetching}
              data-testid={testId('product_id')}
            />
          </Form.Item>
          <Form.Item
            label={t('couponDrawer.amount')}
            name="amount"
            extra={t('couponDrawer.amountExtra')}
            dependencies={['product_id']}
            rules={[rule((v) => checkCouponAmount(v, scale))]}
          >
            <Input
              inputMode="decimal"
              disabled={fixed}
              suffix={<span>{terms?.currency}</span>}
              data-testid={testId('amount')}
            />
          </Form.Item>
          {terms && value !== undefined && (
            <Typography.Paragraph type="secondary" data-testid="earn-coupon-preview">
              {t('couponDrawer.preview', {
                value,
                coin: terms.currency,
                amount: amount.trim(),
                days: terms.days,
                rate: terms.daily_rate,
                campaign: terms.campaign_name,
              })}
            </Typography.Paragraph>
          )}
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item
              label={t('couponDrawer.total')}
              name="total"
              rules={[shown((v) => checkTotal(v, coupon?.claimed ?? 0))]}
            >
              <InputNumber precision={0} style={{ width: 160 }} data-testid={testId('total')} />
            </Form.Item>
            <Form.Item
              label={t('couponDrawer.validDays')}
              name="valid_days"
              extra={t('couponDrawer.validDaysExtra')}
              rules={[shown(checkValidDays)]}
            >
              <InputNumber precision={0} style={{ width: 160 }} data-testid={testId('valid_days')} />
            </Form.Item>
          </Space>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item label={t('couponDrawer.claimFrom')} name="claim_from" rules={[shown(checkClaimFrom)]}>
              <Input type="datetime-local" data-testid={testId('claim_from')} />
            </Form.Item>
            <Form.Item
              label={t('couponDrawer.claimUntil')}
              name="claim_until"
              dependencies={['claim_from']}
              rules={[({ getFieldValue }) => shown((v) => checkClaimUntil(v, getFieldValue('claim_from')))]}
            >
              <Input type="datetime-local" data-testid={testId('claim_until')} />
            </Form.Item>
          </Space>
          <Form.Item label={t('couponDrawer.enabled')} name="enabled" valuePropName="checked">
            <Switch data-testid={testId('enabled')} />
          </Form.Item>
          <EarnTextTabs
            testPrefix="earn-coupon"
            fields={[{ key: 'title', label: t('couponDrawer.name'), maxLength: COUPON_LIMITS.titleMax }]}
          />
        </Form>
      )}
    </Drawer>
  );
}
