import { WebviewHost } from '@app/api/common';
import { Button, Card, Form, Input, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageFieldPreview } from '../../../shared/components/image-preview';
import { PageHeader } from '../../../shared/components/page-header';
import { useCanEdit } from '../../../shared/session/permissions';
import { LINK_RULE } from '../../../shared/translations';
import { type SiteSettings, useSaveSettings, useSettings } from '../api';

export default function SettingsPage() {
  const settings = useSettings();
  const save = useSaveSettings();
  const editable = useCanEdit('settings');
  const [form] = Form.useForm<SiteSettings>();
  const { t } = useTranslation(['common', 'shell']);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const submit = (v: SiteSettings) =>
    save
      .mutateAsync({
        site_name: v.site_name.trim(),
        site_logo: (v.site_logo ?? '').trim(),
        service_link: (v.service_link ?? '').trim(),
        webview_hosts: (v.webview_hosts ?? []).map((h) => h.trim().toLowerCase()),
      })
      .catch(() => undefined);

  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Card style={{ maxWidth: 720 }}>
        {settings.isPending ? (
          <Skeleton active />
        ) : (
          <Form<SiteSettings> form={form} layout="vertical" onFinish={submit} disabled={save.isPending || !editable}>
            <Form.Item
              label={t('settings.siteName')}
              name="site_name"
              rules={[{ required: true, whitespace: true, max: 64 }]}
            >
              <Input data-testid="settings-site-name" />
            </Form.Item>
            <Form.Item label={t('settings.logoUrl')} name="site_logo" rules={[{ max: 500 }, LINK_RULE]}>
              <Input placeholder={t('settings.logoPlaceholder')} data-testid="settings-site-logo" />
            </Form.Item>
            <Form.Item label={t('settings.logoPreview')}>
              <ImageFieldPreview name="site_logo" width={160} height={80} />
            </Form.Item>
            <Form.Item
              label={t('settings.serviceLink')}
              name="service_link"
              rules={[{ max: 500 }, LINK_RULE]}
              extra={t('settings.serviceLinkExtra')}
            >
              <Input placeholder={t('settings.servicePlaceholder')} data-testid="settings-service-link" />
            </Form.Item>
            <Form.Item
              label={t('settings.webviewHosts')}
              name="webview_hosts"
              extra={t('settings.webviewHostsExtra')}
              rules={[
                {
                  validator: (_, hosts: string[] | undefined) =>
                    (hosts ?? []).every((h) => WebviewHost.safeParse(h).success)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('settings.webviewHostBad'))),
                },
              ]}
            >
              <Select mode="tags" open={false} tokenSeparators={[',', ' ']} data-testid="settings-webview-hosts" />
            </Form.Item>
            {editable && (
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-save">
                {t('shell:common.save')}
              </Button>
            )}
          </Form>
        )}
      </Card>
    </>
  );
}
