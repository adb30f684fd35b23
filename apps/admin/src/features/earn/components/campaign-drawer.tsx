import { Button, Drawer, Form, Input, Select, Space, Typography } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCampaign, useEarnCoins, useEditCampaign } from '../api/campaigns';
import { type Campaign, LIMITS } from '../api/types';
import {
  type CampaignForm,
  type CampaignRule,
  campaignChanged,
  campaignCreateInput,
  campaignEditInput,
  campaignFormValues,
  checkCurrency,
  checkName,
  checkNote,
} from './campaign-form';
import { EarnTextTabs } from './earn-text-tabs';

/** `new`: creating a campaign; a campaign: editing its name and note; null: closed. */
export type CampaignEditing = Campaign | 'new' | null;

/**
 * A campaign's name, coin (chosen once) and the note users read beside every product it pays, saved with
 * `POST /admin/earn/campaigns` or `PUT /admin/earn/campaigns/:id`. The checks are the server's; a refusal it still
 * gives ("field: reason") is shown by the request helper and the drawer stays open with what was typed.
 */
export function CampaignDrawer({ editing, onClose }: { editing: CampaignEditing; onClose: () => void }) {
  const [form] = Form.useForm<CampaignForm>();
  const create = useCreateCampaign();
  const edit = useEditCampaign();
  const coins = useEarnCoins(editing === 'new');
  const { t } = useTranslation(['earn', 'shell']);
  const campaign = editing === 'new' ? null : editing;
  const busy = create.isPending || edit.isPending;

  useEffect(() => {
    if (editing) form.setFieldsValue(campaignFormValues(editing === 'new' ? null : editing));
  }, [editing, form]);

  const submit = async (v: CampaignForm) => {
    if (!campaign) await create.mutateAsync(campaignCreateInput(v));
    else {
      const input = campaignEditInput(v);
      if (campaignChanged(campaign, input)) await edit.mutateAsync({ id: campaign.id, input });
    }
    onClose();
  };

  const rule = (check: (v: unknown) => CampaignRule | null): RuleObject => ({
    validator: (_, v: unknown) => {
      const key = check(v);
      return key ? Promise.reject(new Error(t(`campaignDrawer.rules.${key}`))) : Promise.resolve();
    },
  });

  return (
    <Drawer
      title={campaign ? t('campaignDrawer.title', { name: campaign.name }) : t('campaignDrawer.newTitle')}
      open={editing !== null}
      onClose={onClose}
      width={480}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('shell:common.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="earn-campaign-save">
            {t('shell:common.save')}
          </Button>
        </Space>
      }
    >
      {editing && (
        <Form<CampaignForm>
          form={form}
          layout="vertical"
          disabled={busy}
          onFinish={(v) => submit(v).catch(() => undefined)}
          preserve={false}
        >
          <Form.Item
            label={t('campaignDrawer.name')}
            name="name"
            extra={t('campaignDrawer.nameExtra')}
            rules={[rule(checkName)]}
          >
            <Input maxLength={LIMITS.nameMax} data-testid="earn-campaign-name" />
          </Form.Item>
          <Form.Item
            label={t('campaignDrawer.currency')}
            name="currency"
            extra={campaign ? t('campaignDrawer.currencyFixed') : t('campaignDrawer.currencyExtra')}
            rules={[rule(checkCurrency)]}
          >
            <Select
              showSearch
              disabled={campaign !== null}
              loading={coins.isFetching}
              optionFilterProp="label"
              options={(coins.data ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
              style={{ width: 240 }}
              data-testid="earn-campaign-currency"
            />
          </Form.Item>
          <Form.Item
            label={t('campaignDrawer.note')}
            name="note"
            extra={t('campaignDrawer.noteExtra')}
            rules={[rule(checkNote)]}
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={LIMITS.noteMax}
              showCount
              data-testid="earn-campaign-note"
            />
          </Form.Item>
          <EarnTextTabs
            testPrefix="earn-campaign"
            fields={[
              { key: 'name', label: t('campaignDrawer.name'), maxLength: LIMITS.nameMax },
              { key: 'note', label: t('campaignDrawer.note'), multiline: true, maxLength: LIMITS.noteMax },
            ]}
          />
          {!campaign && <Typography.Paragraph type="secondary">{t('campaignDrawer.afterCreate')}</Typography.Paragraph>}
        </Form>
      )}
    </Drawer>
  );
}
