import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEarnCoins } from '../api/campaigns';
import { useSaveIeo } from '../api/ieo';
import { IEO_LIMITS, IEO_MODES, type IeoProject } from '../api/types';
import { EarnTextTabs } from './earn-text-tabs';
import {
  checkAmount,
  checkCoin,
  checkEnd,
  checkLength,
  checkLockDays,
  checkMin,
  checkPayCoin,
  checkTime,
  checkTitle,
  checkUrl,
  checkUserLimit,
  type IeoForm,
  type IeoProblem,
  ieoCreateInput,
  ieoEditInput,
  ieoFormValues,
} from './ieo-form';

/** `new`: creating a project; a project: editing what it shows; null: closed. */
export type IeoEditing = IeoProject | 'new' | null;

type Props = { editing: IeoEditing; readOnly?: boolean; onClose: () => void };

/**
 * One IEO project: created with `POST /admin/earn/ieo` (every term, fixed from then on: the supply is issued into the
 * project's account) or edited with `PUT /admin/earn/ieo/:id` (texts, links, shown). The terms of a saved project
 * are shown disabled. A refusal the server still gives ("field: reason") is shown and the drawer stays open.
 */
export function IeoDrawer({ editing, readOnly = false, onClose }: Props) {
  const [form] = Form.useForm<IeoForm>();
  const save = useSaveIeo();
  const coins = useEarnCoins(editing !== null);
  const { t } = useTranslation(['earn', 'shell']);
  const project = editing === 'new' ? null : editing;
  const token = Form.useWatch('token', form) as string | undefined;
  const scale = coins.data?.find((c) => c.code === token)?.scale ?? project?.token_scale ?? 8;
  const fixed = readOnly || project !== null;

  useEffect(() => {
    if (editing) form.setFieldsValue(ieoFormValues(editing === 'new' ? null : editing));
  }, [editing, form]);

  const submit = async (v: IeoForm) => {
    if (project) {
      const input = ieoEditInput(project, v);
      if (input) await save.mutateAsync({ id: project.id, input });
    } else {
      await save.mutateAsync({ input: ieoCreateInput(v) });
    }
    onClose();
  };

  const rule = (check: (v: unknown) => IeoProblem): RuleObject => ({
    validator: (_, v: unknown) => {
      const problem = fixed && !readOnly ? null : check(v);
      return problem
        ? Promise.reject(new Error(t(`ieoDrawer.rules.${problem.rule}`, problem.values ?? {})))
        : Promise.resolve();
    },
  });
  const shown = (check: (v: unknown) => IeoProblem): RuleObject => ({
    validator: (_, v: unknown) => {
      const problem = check(v);
      return problem
        ? Promise.reject(new Error(t(`ieoDrawer.rules.${problem.rule}`, problem.values ?? {})))
        : Promise.resolve();
    },
  });
  const testId = (name: string) => `earn-ieo-${name.replace(/_/g, '-')}`;
  const coinOptions = (coins.data ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));

  return (
    <Drawer
      title={project ? t('ieoDrawer.title', { name: project.title }) : t('ieoDrawer.newTitle')}
      open={editing !== null}
      onClose={onClose}
      width={600}
      destroyOnHidden
      extra={
        readOnly ? (
          <Button onClick={onClose}>{t('shell:common.close')}</Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('shell:common.cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="earn-ieo-save">
              {t('shell:common.save')}
            </Button>
          </Space>
        )
      }
    >
      {editing && (
        <Form<IeoForm>
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
            message={t('ieoDrawer.fixed')}
            data-testid="earn-ieo-fixed"
          />
          <Form.Item label={t('ieoDrawer.name')} name="title" rules={[shown(checkTitle)]}>
            <Input maxLength={IEO_LIMITS.titleMax} data-testid={testId('title')} />
          </Form.Item>
          <Form.Item label={t('ieoDrawer.summary')} name="summary" rules={[shown(checkLength(IEO_LIMITS.summaryMax))]}>
            <Input maxLength={IEO_LIMITS.summaryMax} data-testid={testId('summary')} />
          </Form.Item>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item label={t('ieoDrawer.token')} name="token" rules={[rule(checkCoin)]}>
              <Select
                options={coinOptions}
                showSearch
                disabled={fixed}
                style={{ width: 200 }}
                data-testid={testId('token')}
              />
            </Form.Item>
            <Form.Item
              label={t('ieoDrawer.payCurrency')}
              name="pay_currency"
              dependencies={['token']}
              rules={[({ getFieldValue }) => rule((v) => checkPayCoin(v, getFieldValue('token')))]}
            >
              <Select
                options={coinOptions}
                showSearch
                disabled={fixed}
                style={{ width: 200 }}
                data-testid={testId('pay_currency')}
              />
            </Form.Item>
          </Space>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item
              label={t('ieoDrawer.price')}
              name="price"
              extra={t('ieoDrawer.priceExtra')}
              rules={[rule((v) => checkAmount(v, 18))]}
            >
              <Input inputMode="decimal" disabled={fixed} data-testid={testId('price')} />
            </Form.Item>
            <Form.Item
              label={t('ieoDrawer.supply')}
              name="supply"
              dependencies={['token']}
              rules={[rule((v) => checkAmount(v, scale))]}
            >
              <Input
                inputMode="decimal"
                disabled={fixed}
                suffix={<span>{token}</span>}
                data-testid={testId('supply')}
              />
            </Form.Item>
          </Space>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item
              label={t('ieoDrawer.min')}
              name="min"
              dependencies={['token', 'supply']}
              rules={[({ getFieldValue }) => rule((v) => checkMin(v, getFieldValue('supply'), scale))]}
            >
              <Input inputMode="decimal" disabled={fixed} data-testid={testId('min')} />
            </Form.Item>
            <Form.Item
              label={t('ieoDrawer.userLimit')}
              name="user_limit"
              extra={t('ieoDrawer.userLimitExtra')}
              dependencies={['token', 'min']}
              rules={[({ getFieldValue }) => rule((v) => checkUserLimit(v, getFieldValue('min'), scale))]}
            >
              <Input inputMode="decimal" disabled={fixed} data-testid={testId('user_limit')} />
            </Form.Item>
          </Space>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item label={t('ieoDrawer.startsAt')} name="starts_at" rules={[rule(checkTime)]}>
              <Input type="datetime-local" disabled={fixed} data-testid={testId('starts_at')} />
            </Form.Item>
            <Form.Item
              label={t('ieoDrawer.endsAt')}
              name="ends_at"
              dependencies={['starts_at']}
              rules={[({ getFieldValue }) => rule((v) => checkEnd(v, getFieldValue('starts_at')))]}
            >
              <Input type="datetime-local" disabled={fixed} data-testid={testId('ends_at')} />
            </Form.Item>
          </Space>
          <Space size={16} style={{ display: 'flex' }} align="start">
            <Form.Item
              label={t('ieoDrawer.lockDays')}
              name="lock_days"
              extra={t('ieoDrawer.lockDaysExtra')}
              rules={[rule(checkLockDays)]}
            >
              <InputNumber precision={0} disabled={fixed} style={{ width: 140 }} data-testid={testId('lock_days')} />
            </Form.Item>
            <Form.Item label={t('ieoDrawer.mode')} name="mode">
              <Select
                options={IEO_MODES.map((m) => ({
                  value: m,
                  label: t(m === 'fcfs' ? 'ieoDrawer.fcfs' : 'ieoDrawer.proRata'),
                }))}
                disabled={fixed}
                style={{ width: 240 }}
                data-testid={testId('mode')}
              />
            </Form.Item>
          </Space>
          <Form.Item label={t('ieoDrawer.logo')} name="logo" rules={[shown(checkUrl)]}>
            <Input data-testid={testId('logo')} />
          </Form.Item>
          <Form.Item label={t('ieoDrawer.whitepaper')} name="whitepaper" rules={[shown(checkUrl)]}>
            <Input data-testid={testId('whitepaper')} />
          </Form.Item>
          <Form.Item label={t('ieoDrawer.website')} name="website" rules={[shown(checkUrl)]}>
            <Input data-testid={testId('website')} />
          </Form.Item>
          <Form.Item label={t('ieoDrawer.content')} name="content" rules={[shown(checkLength(IEO_LIMITS.contentMax))]}>
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 10 }}
              maxLength={IEO_LIMITS.contentMax}
              data-testid={testId('content')}
            />
          </Form.Item>
          <Form.Item label={t('ieoDrawer.enabled')} name="enabled" valuePropName="checked">
            <Switch data-testid={testId('enabled')} />
          </Form.Item>
          <EarnTextTabs
            testPrefix="earn-ieo"
            fields={[
              { key: 'title', label: t('ieoDrawer.name'), maxLength: IEO_LIMITS.titleMax },
              { key: 'summary', label: t('ieoDrawer.summary'), maxLength: IEO_LIMITS.summaryMax },
              { key: 'content', label: t('ieoDrawer.content'), multiline: true, maxLength: IEO_LIMITS.contentMax },
            ]}
          />
        </Form>
      )}
    </Drawer>
  );
}
