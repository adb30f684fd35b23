import { Button, Card, Form, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
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

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const submit = (v: SiteSettings) =>
    save
      .mutateAsync({
        site_name: v.site_name.trim(),
        site_logo: (v.site_logo ?? '').trim(),
        service_link: (v.service_link ?? '').trim(),
      })
      .catch(() => undefined);

  return (
    <>
      <PageHeader title="Site settings" />
      <Card style={{ maxWidth: 720 }}>
        {settings.isPending ? (
          <Skeleton active />
        ) : (
          <Form<SiteSettings> form={form} layout="vertical" onFinish={submit} disabled={save.isPending || !editable}>
            <Form.Item label="Site name" name="site_name" rules={[{ required: true, whitespace: true, max: 64 }]}>
              <Input data-testid="settings-site-name" />
            </Form.Item>
            <Form.Item label="Logo URL" name="site_logo" rules={[{ max: 500 }, LINK_RULE]}>
              <Input placeholder="https://… or /static/…" data-testid="settings-site-logo" />
            </Form.Item>
            <Form.Item label="Logo preview">
              <ImageFieldPreview name="site_logo" width={160} height={80} />
            </Form.Item>
            <Form.Item
              label="Customer-service link"
              name="service_link"
              rules={[{ max: 500 }, LINK_RULE]}
              extra="Opened by the app's customer-service button"
            >
              <Input placeholder="https://…" data-testid="settings-service-link" />
            </Form.Item>
            {editable && (
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-save">
                Save
              </Button>
            )}
          </Form>
        )}
      </Card>
    </>
  );
}
