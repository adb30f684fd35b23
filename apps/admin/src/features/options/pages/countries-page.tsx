import { StopOutlined } from '@ant-design/icons';
import { pickLang } from '@app/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, Input, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { useCanEdit } from '../../../shared/session/permissions';
import { optionKeys } from '../api/keys';
import { useOptionCountries, useSaveOptionCountry } from '../api/switches';
import type { OptionCountry } from '../api/types';
import { checkCountry, countryCode, countryName } from '../components/country-form';
import { GuardedSwitch } from '../components/guarded-switch';
import { LoadError } from '../components/load-error';
import { SettingsTabs } from '../components/settings-tabs';

/** Adds a country as closed: listing a country only matters to close it (an unlisted one is offered). */
function AddCountry({ listed }: { listed: readonly string[] }) {
  const [form] = Form.useForm<{ country: string }>();
  const save = useSaveOptionCountry();
  const { t } = useTranslation('options');
  const submit = async ({ country }: { country: string }) => {
    const code = countryCode(country);
    await save.mutateAsync({
      input: { country: code, disabled: true },
      done: t('countries.closedDone', { country: code }),
    });
    form.resetFields();
  };
  return (
    <Form
      form={form}
      layout="inline"
      disabled={save.isPending}
      onFinish={(v) => submit(v).catch(() => undefined)}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item
        name="country"
        rules={[
          {
            validator: (_, v: unknown) => {
              const key = checkCountry(v, listed);
              return key ? Promise.reject(new Error(t(`countries.rules.${key}`))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input
          placeholder={t('countries.code')}
          maxLength={2}
          style={{ width: 220, textTransform: 'uppercase' }}
          data-testid="option-country-code"
        />
      </Form.Item>
      <Button
        htmlType="submit"
        danger
        icon={<StopOutlined />}
        loading={save.isPending}
        data-testid="option-country-add"
      >
        {t('countries.add')}
      </Button>
    </Form>
  );
}

/** Countries where seconds options are closed (super): add a code, or switch a listed one back on and off. */
export default function OptionCountriesPage() {
  const countries = useOptionCountries();
  const toggle = useSaveOptionCountry();
  const qc = useQueryClient();
  const canEdit = useCanEdit('option-settings');
  const { t, i18n } = useTranslation(['options', 'shell']);
  const lang = pickLang(i18n.resolvedLanguage ?? i18n.language);
  const rows = countries.data ?? [];
  const pending = toggle.isPending ? toggle.variables?.input.country : undefined;

  const switchTo = (country: string, offered: boolean) =>
    toggle
      .mutateAsync({
        input: { country, disabled: !offered },
        done: t(offered ? 'countries.openedDone' : 'countries.closedDone', { country }),
      })
      .catch(() => undefined);

  const columns: TableColumnsType<OptionCountry> = [
    {
      title: t('countries.country'),
      dataIndex: 'country',
      render: (v: string) => (
        <span>
          <strong>{v}</strong> <Typography.Text type="secondary">{countryName(v, lang)}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('countries.state'),
      key: 'state',
      width: 110,
      render: (_, c) =>
        c.disabled ? <Tag color="red">{t('countries.closed')}</Tag> : <Tag color="green">{t('countries.offered')}</Tag>,
    },
    {
      title: t('countries.offeredSwitch'),
      dataIndex: 'disabled',
      width: 110,
      render: (v: boolean, c) => (
        <GuardedSwitch
          checked={!v}
          editable={canEdit}
          loading={pending === c.country}
          confirm={{
            title: t('countries.closeConfirm', { country: c.country }),
            description: t('settings.openOrdersSettle'),
            ok: t('countries.close'),
          }}
          onChange={(on) => switchTo(c.country, on)}
          testId={`option-country-offered-${c.country}`}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('settings.title')}
        extra={
          <Button
            onClick={() => qc.invalidateQueries({ queryKey: optionKeys.countries })}
            loading={countries.isFetching}
          >
            {t('shell:common.refresh')}
          </Button>
        }
      />
      <SettingsTabs />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('countries.help')} />
      {canEdit && <AddCountry listed={rows.map((c) => c.country)} />}
      {countries.isError && <LoadError error={countries.error} onRetry={() => countries.refetch()} />}
      <Table<OptionCountry>
        rowKey="country"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={countries.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('countries.total', { total }) }}
        onRow={(c) => ({ 'data-testid': `option-country-row-${c.country}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('countries.empty')} /> }}
        data-testid="option-countries-table"
      />
    </>
  );
}
