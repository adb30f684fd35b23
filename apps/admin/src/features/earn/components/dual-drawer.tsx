import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fractionToPercent } from '../../contracts/components/decimal';
import { useEarnCoins } from '../api/campaigns';
import { useSaveDual } from '../api/dual';
import { type Campaign, DUAL_LIMITS, DUAL_TYPES, type DualProduct } from '../api/types';
import {
  budgetGrows,
  checkApr,
  checkBudget,
  checkDualAmount,
  checkDualCampaign,
  checkFuture,
  checkQuote,
  checkRequired,
  checkSalesEnd,
  checkShares,
  checkUserLimit,
  DUAL_FIXED_ONCE_SOLD,
  type DualForm,
  type DualProblem,
  dualCreateInput,
  dualEditInput,
  dualFormValues,
  dualNeed,
  paidCoinOf,
} from './dual-form';
import { utcMs } from './ieo-form';

/** `new`: creating a product; a product: editing it; null: closed. */
export type DualEditing = DualProduct | 'new' | null;

type Props = { editing: DualEditing; campaigns: readonly Campaign[]; readOnly?: boolean; onClose: () => void };

/** What the shares on offer may reserve from the campaign with the terms being typed (the server's own rounding). */
function Preview({ campaigns, sold, scale }: { campaigns: readonly Campaign[]; sold: number; scale: number }) {
  const { t } = useTranslation('earn');
  const v = Form.useWatch([]) as DualForm | undefined;
  const paid = v ? paidCoinOf(v) : '';
  const campaign = campaigns.find((c) => c.id === v?.campaign_id);
  const need = v && paid ? dualNeed(v, { now: Date.now(), sold, scale }) : undefined;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        <span data-testid="earn-dual-preview">
          {need
            ? t('dualDrawer.preview', {
                ...need,
                coin: paid,
                left: campaign?.remaining ?? '0',
                campaign: campaign?.name ?? '—',
              })
            : t('dualDrawer.previewNone')}
        </span>
      }
    />
  );
}

/**
 * One dual product: created with `POST /admin/earn/dual` (every term) or changed with `PUT /admin/earn/dual/:id`
 * (what changed). Once a share is sold the terms purchases were made on are shown disabled; the switch, the shares
 * on offer, the limit per user and the sales end stay open. A preview says what one share and the unsold shares may
 * reserve from the campaign and what it holds. A refusal the server still gives ("field: reason") is shown and the
 * drawer stays open.
 */
export function DualDrawer({ editing, campaigns, readOnly = false, onClose }: Props) {
  const [form] = Form.useForm<DualForm>();
  const save = useSaveDual();
  const coins = useEarnCoins(editing !== null);
  const { t } = useTranslation(['earn', 'shell']);
  const product = editing === 'new' ? null : editing;
  const sold = product?.sold_shares ?? 0;
  const fixed = (name: (typeof DUAL_FIXED_ONCE_SOLD)[number]) =>
    readOnly || (sold > 0 && DUAL_FIXED_ONCE_SOLD.includes(name));
  const coin = Form.useWatch('coin', form) as string | undefined;
  const quote = (Form.useWatch('quote', form) as string | undefined) ?? 'USDT';
  const type = (Form.useWatch('type', form) as DualForm['type'] | undefined) ?? 'call';
  const paid = paidCoinOf({ coin, quote, type });
  const scaleOf = (code: string) => coins.data?.find((c) => c.code === code)?.scale ?? 8;
  const saved = product ? dualFormValues(product) : null;

  const campaignsRef = useRef(campaigns);
  campaignsRef.current = campaigns;
  useEffect(() => {
    if (editing) form.setFieldsValue(dualFormValues(editing === 'new' ? null : editing));
  }, [editing, form]);

  const submit = async (v: DualForm) => {
    if (product) {
      const input = dualEditInput(product, v);
      if (input) await save.mutateAsync({ id: product.id, input });
    } else {
      await save.mutateAsync({ input: dualCreateInput(v) });
    }
    onClose();
  };

  const rule = (check: (v: unknown) => DualProblem): RuleObject => ({
    validator: (_, v: unknown) => {
      const problem = readOnly ? null : check(v);
      return problem
        ? Promise.reject(new Error(t(`dualDrawer.rules.${problem.rule}`, problem.values ?? {})))
        : Promise.resolve();
    },
  });
  const testId = (name: string) => `earn-dual-${name.replace(/_/g, '-')}`;
  const coinOptions = (coins.data ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));
  /** The campaign must pay in the paid coin: when the coin, quote or type moves it, take the first that does. */
  const followPaid = () => {
    const v = form.getFieldsValue();
    const want = paidCoinOf({ coin: v.coin, quote: v.quote ?? 'USDT', type: v.type ?? 'call' });
    const current = campaignsRef.current.find((c) => c.id === v.campaign_id);
    if (current?.currency !== want) {
      form.setFieldValue('campaign_id', campaignsRef.current.find((c) => c.currency === want)?.id);
    }
  };
  const now = () => Date.now();

  return (
    <Drawer
      title={product ? t('dualDrawer.title', { name: product.name }) : t('dualDrawer.newTitle')}
      open={editing !== null}
      onClose={onClose}
      width={620}
      destroyOnHidden
      extra={
        readOnly ? (
          <Button onClick={onClose}>{t('shell:common.close')}</Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('shell:common.cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="earn-dual-save">
              {t('shell:common.save')}
            </Button>
          </Space>
        )
      }
    >
      {editing && (
        <Form<DualForm>
          form={form}
          layout="vertical"
          disabled={readOnly || save.isPending}
          onFinish={(v) => submit(v).catch(() => undefined)}
          preserve={false}
        >
          <Alert
            type={sold > 0 ? 'warning' : 'info'}
            showIcon
            style={{ marginBottom: 16 }}
            message={sold > 0 ? t('dualDrawer.fixed', { sold }) : t('dualDrawer.note')}
            data-testid="earn-dual-fixed"
          />
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item label={t('dualDrawer.type')} name="type" extra={t('dualDrawer.typeExtra')}>
              <Select
                options={DUAL_TYPES.map((v) => ({ value: v, label: t(`dual.${v}`) }))}
                disabled={fixed('type')}
                onChange={followPaid}
                style={{ width: 170 }}
                data-testid={testId('type')}
              />
            </Form.Item>
            <Form.Item label={t('dualDrawer.coin')} name="coin" rules={[rule(checkRequired)]}>
              <Select
                options={coinOptions}
                showSearch
                disabled={fixed('coin')}
                onChange={followPaid}
                style={{ width: 170 }}
                data-testid={testId('coin')}
              />
            </Form.Item>
            <Form.Item
              label={t('dualDrawer.quote')}
              name="quote"
              dependencies={['coin']}
              rules={[({ getFieldValue }) => rule((v) => checkQuote(v, getFieldValue('coin')))]}
            >
              <Select
                options={coinOptions}
                showSearch
                disabled={fixed('quote')}
                onChange={followPaid}
                style={{ width: 170 }}
                data-testid={testId('quote')}
              />
            </Form.Item>
          </Space>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item
              label={t('dualDrawer.strike')}
              name="strike"
              extra={t('dualDrawer.strikeExtra')}
              dependencies={['quote']}
              rules={[rule((v) => checkDualAmount(v, scaleOf(quote)))]}
            >
              <Input
                inputMode="decimal"
                disabled={fixed('strike')}
                suffix={<span>{quote}</span>}
                data-testid={testId('strike')}
              />
            </Form.Item>
            <Form.Item label={t('dualDrawer.apr')} name="apr" extra={<AprExtra />} rules={[rule(checkApr)]}>
              <Input inputMode="decimal" disabled={fixed('apr')} data-testid={testId('apr')} />
            </Form.Item>
          </Space>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item
              label={t('dualDrawer.unit')}
              name="unit"
              extra={t('dualDrawer.unitExtra', { coin: paid || '—' })}
              dependencies={['coin', 'quote', 'type']}
              rules={[rule((v) => checkDualAmount(v, scaleOf(paid)))]}
            >
              <Input
                inputMode="decimal"
                disabled={fixed('unit')}
                suffix={<span>{paid}</span>}
                data-testid={testId('unit')}
              />
            </Form.Item>
            <Form.Item
              label={t('dualDrawer.totalShares')}
              name="total_shares"
              extra={sold > 0 ? t('dualDrawer.soldExtra', { sold }) : undefined}
              rules={[rule((v) => checkShares(v, sold))]}
            >
              <InputNumber
                precision={0}
                max={DUAL_LIMITS.sharesMax}
                style={{ width: 150 }}
                data-testid={testId('total_shares')}
              />
            </Form.Item>
            <Form.Item
              label={t('dualDrawer.userLimit')}
              name="user_limit"
              dependencies={['total_shares']}
              rules={[({ getFieldValue }) => rule((v) => checkUserLimit(v, getFieldValue('total_shares')))]}
            >
              <InputNumber
                precision={0}
                max={DUAL_LIMITS.sharesMax}
                style={{ width: 150 }}
                data-testid={testId('user_limit')}
              />
            </Form.Item>
          </Space>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item
              label={t('dualDrawer.salesEnd')}
              name="sales_end"
              dependencies={['settles_at']}
              rules={[
                ({ getFieldValue }) =>
                  rule((v) =>
                    checkSalesEnd(v, getFieldValue('settles_at'), now(), utcMs(saved?.sales_end) ?? undefined),
                  ),
              ]}
            >
              <Input type="datetime-local" data-testid={testId('sales_end')} />
            </Form.Item>
            <Form.Item
              label={t('dualDrawer.settlesAt')}
              name="settles_at"
              extra={t('dualDrawer.settlesAtExtra')}
              rules={[rule((v) => checkFuture(v, now(), utcMs(saved?.settles_at) ?? undefined))]}
            >
              <Input type="datetime-local" disabled={fixed('settles_at')} data-testid={testId('settles_at')} />
            </Form.Item>
          </Space>
          <Form.Item
            label={t('dualDrawer.campaign')}
            name="campaign_id"
            extra={t('dualDrawer.campaignExtra')}
            dependencies={['coin', 'quote', 'type', 'unit', 'apr', 'total_shares', 'settles_at']}
            rules={[
              ({ getFieldsValue }) =>
                rule((id) => {
                  const v = getFieldsValue(true) as DualForm;
                  const wrong = checkDualCampaign(id, paidCoinOf(v), campaigns);
                  if (wrong || !budgetGrows(product, v)) return wrong;
                  const need = dualNeed(v, { now: now(), sold, scale: scaleOf(paidCoinOf(v)) });
                  return checkBudget(
                    need?.need,
                    campaigns.find((c) => c.id === id),
                  );
                }),
            ]}
          >
            <Select
              options={campaigns
                .filter((c) => !paid || c.currency === paid)
                .map((c) => ({
                  value: c.id,
                  label: t('productDrawer.campaignOption', { name: c.name, remaining: c.remaining, coin: c.currency }),
                }))}
              disabled={fixed('campaign_id')}
              style={{ width: 340 }}
              data-testid={testId('campaign')}
            />
          </Form.Item>
          <Preview campaigns={campaigns} sold={sold} scale={scaleOf(paid)} />
          <Form.Item
            label={t('dualDrawer.enabled')}
            name="enabled"
            valuePropName="checked"
            extra={t('dualDrawer.enabledExtra')}
          >
            <Switch data-testid={testId('enabled')} />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}

/** The yearly rate's field says what it means as a percentage while it is typed. */
function AprExtra() {
  const { t } = useTranslation('earn');
  const value = Form.useWatch('apr') as string | undefined;
  const pct = fractionToPercent((value ?? '').trim());
  return (
    <>
      {t('dualDrawer.aprExtra')}
      {pct && <div data-testid="earn-dual-apr-pct">{t('common.asPercent', { value: pct })}</div>}
    </>
  );
}
