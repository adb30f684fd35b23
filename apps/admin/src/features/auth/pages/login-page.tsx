import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { type LoginInput, useLogin } from '../api';

export default function LoginPage() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  const login = useLogin();
  const from = (location.state as { from?: string } | null)?.from;
  // Set once the server asks for the authenticator code; the field then stays until the login succeeds.
  const [needCode, setNeedCode] = useState<string | null>(null);

  if (token) return <Navigate to={from && from !== '/login' ? from : '/'} replace />;

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Back office
        </Typography.Title>
        <Typography.Paragraph type="secondary">Sign in with your operator account.</Typography.Paragraph>
        {needCode && !login.error && (
          <Alert type="info" showIcon message={needCode} style={{ marginBottom: 16 }} data-testid="admin-totp-note" />
        )}
        {login.error && (
          <Alert
            type="error"
            showIcon
            message={login.error.message}
            style={{ marginBottom: 16 }}
            data-testid="admin-login-error"
          />
        )}
        <Form<LoginInput>
          layout="vertical"
          requiredMark={false}
          onFinish={(v) =>
            login.mutate(v, { onSuccess: (answer) => 'need_2fa' in answer && setNeedCode(answer.message) })
          }
          disabled={login.isPending}
        >
          <Form.Item
            label="Email"
            name="email"
            rules={[{ required: true, type: 'email', message: 'Enter a valid email' }]}
          >
            <Input prefix={<MailOutlined />} autoComplete="username" autoFocus data-testid="admin-email" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="admin-password" />
          </Form.Item>
          {needCode !== null && (
            <Form.Item
              label="Authenticator code"
              name="code"
              rules={[{ required: true, pattern: /^\d{6}$/, message: 'Enter the 6-digit code' }]}
            >
              <Input
                prefix={<SafetyOutlined />}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                autoFocus
                data-testid="admin-totp"
              />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="admin-login-submit">
            Sign in
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
