import { Alert, Button, Card, Flex, Form, Input, QRCode, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { useTotpDisable, useTotpEnable, useTotpSetup, useTotpStatus } from '../api/security';

function CodeForm({
  submit,
  pending,
  label,
  testId,
  danger,
}: {
  submit: (code: string) => Promise<unknown>;
  pending: boolean;
  label: string;
  testId: string;
  danger?: boolean;
}) {
  const [form] = Form.useForm<{ code: string }>();
  const { t } = useTranslation();
  return (
    <Form<{ code: string }>
      form={form}
      layout="inline"
      disabled={pending}
      onFinish={(v) =>
        submit(v.code.trim())
          .then(() => form.resetFields())
          .catch(() => undefined)
      }
    >
      <Form.Item name="code" rules={[{ required: true, pattern: /^\d{6}$/, message: t('code.invalid') }]}>
        <Input
          placeholder={t('code.placeholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          style={{ width: 160 }}
          data-testid={`${testId}-code`}
        />
      </Form.Item>
      <Button type="primary" danger={danger} htmlType="submit" loading={pending} data-testid={`${testId}-submit`}>
        {label}
      </Button>
    </Form>
  );
}

/** The signed-in admin's own two-factor authentication (TOTP): enrol with an authenticator app, or turn it off. */
export default function SecurityPage() {
  const status = useTotpStatus();
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const disable = useTotpDisable();
  const enabled = status.data?.enabled ?? false;
  const { t } = useTranslation();
  // Shown once, right after 2FA is turned on; never fetched again.
  const [recovery, setRecovery] = useState<string[] | null>(null);

  return (
    <>
      <PageHeader title={t('security.title')} />
      <Card
        style={{ maxWidth: 720 }}
        title={t('security.card')}
        extra={
          status.data && (
            <Tag color={enabled ? 'green' : 'default'} data-testid="totp-status">
              {enabled ? t('security.on') : t('security.off')}
            </Tag>
          )
        }
      >
        {status.isPending ? (
          <Skeleton active />
        ) : recovery ? (
          <Flex vertical gap={12} data-testid="totp-recovery">
            <Alert
              type="warning"
              showIcon
              message={t('security.recoveryTitle')}
              description={t('security.recoveryHint')}
            />
            <Typography.Paragraph
              code
              copyable={{ text: recovery.join('\n') }}
              style={{ whiteSpace: 'pre', margin: 0 }}
              data-testid="totp-recovery-codes"
            >
              {recovery.join('\n')}
            </Typography.Paragraph>
            <Button type="primary" onClick={() => setRecovery(null)} data-testid="totp-recovery-done">
              {t('security.recoverySaved')}
            </Button>
          </Flex>
        ) : enabled ? (
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ margin: 0 }}>{t('security.enabledText')}</Typography.Paragraph>
            <Typography.Text type="secondary" data-testid="totp-recovery-left">
              {t('security.recoveryLeft', { count: status.data?.recovery_left ?? 0 })}
            </Typography.Text>
            <CodeForm
              submit={(code) => disable.mutateAsync(code)}
              pending={disable.isPending}
              label={t('security.turnOff')}
              testId="totp-disable"
              danger
            />
          </Flex>
        ) : setup.data ? (
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ margin: 0 }}>{t('security.scan')}</Typography.Paragraph>
            <Flex gap={24} align="center" wrap>
              <QRCode value={setup.data.otpauth_url} size={180} data-testid="totp-qr" />
              <Flex vertical gap={4}>
                <Typography.Text type="secondary">{t('security.secret')}</Typography.Text>
                <Typography.Text code copyable data-testid="totp-secret">
                  {setup.data.secret}
                </Typography.Text>
              </Flex>
            </Flex>
            <Alert type="warning" showIcon message={t('security.secretOnce')} />
            <CodeForm
              submit={(code) =>
                enable.mutateAsync(code).then((answer) => {
                  setRecovery(answer.recovery_codes);
                  setup.reset();
                })
              }
              pending={enable.isPending}
              label={t('security.turnOn')}
              testId="totp-enable"
            />
          </Flex>
        ) : (
          <Flex vertical gap={12} align="flex-start">
            <Typography.Paragraph style={{ margin: 0 }}>{t('security.intro')}</Typography.Paragraph>
            <Button type="primary" onClick={() => setup.mutate()} loading={setup.isPending} data-testid="totp-setup">
              {t('security.setUp')}
            </Button>
          </Flex>
        )}
      </Card>
    </>
  );
}
