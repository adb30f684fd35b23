import { Alert, Button, Card, Flex, Form, Input, QRCode, Skeleton, Tag, Typography } from 'antd';
import { PageHeader } from '../../../shared/components/page-header';
import { useTotpDisable, useTotpEnable, useTotpSetup, useTotpStatus } from '../api';

const CODE_RULES = [{ required: true, pattern: /^\d{6}$/, message: 'Enter the 6-digit code' }];

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
      <Form.Item name="code" rules={CODE_RULES}>
        <Input
          placeholder="6-digit code"
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

  return (
    <>
      <PageHeader title="Security" />
      <Card
        style={{ maxWidth: 720 }}
        title="Two-factor authentication"
        extra={
          status.data && (
            <Tag color={enabled ? 'green' : 'default'} data-testid="totp-status">
              {enabled ? 'On' : 'Off'}
            </Tag>
          )
        }
      >
        {status.isPending ? (
          <Skeleton active />
        ) : enabled ? (
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ margin: 0 }}>
              Sign-in asks for a code of your authenticator app. To turn this off, enter a current code.
            </Typography.Paragraph>
            <CodeForm
              submit={(code) => disable.mutateAsync(code)}
              pending={disable.isPending}
              label="Turn off"
              testId="totp-disable"
              danger
            />
          </Flex>
        ) : setup.data ? (
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ margin: 0 }}>
              Scan this QR code with an authenticator app (or type the secret), then enter the code it shows.
            </Typography.Paragraph>
            <Flex gap={24} align="center" wrap>
              <QRCode value={setup.data.otpauth_url} size={180} data-testid="totp-qr" />
              <Flex vertical gap={4}>
                <Typography.Text type="secondary">Secret</Typography.Text>
                <Typography.Text code copyable data-testid="totp-secret">
                  {setup.data.secret}
                </Typography.Text>
              </Flex>
            </Flex>
            <Alert type="warning" showIcon message="The secret is shown only now; it cannot be displayed again." />
            <CodeForm
              submit={(code) => enable.mutateAsync(code).then(() => setup.reset())}
              pending={enable.isPending}
              label="Turn on"
              testId="totp-enable"
            />
          </Flex>
        ) : (
          <Flex vertical gap={12} align="flex-start">
            <Typography.Paragraph style={{ margin: 0 }}>
              Protect your account with a second factor: a 6-digit code from an authenticator app at every sign-in.
            </Typography.Paragraph>
            <Button type="primary" onClick={() => setup.mutate()} loading={setup.isPending} data-testid="totp-setup">
              Set up
            </Button>
          </Flex>
        )}
      </Card>
    </>
  );
}
