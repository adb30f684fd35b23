import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Form } from 'antd';
// The two fields only, not antd's Input with its TextArea, Search and OTP (~6 KB gzip the login never uses).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LanguagePicker } from '../../../shared/components/language-picker';
import { useSession } from '../../../shared/session/session-store';
import { type LoginInput, useLogin } from '../api/login';
import { LoginCard, LoginNote, LoginSubtitle, LoginTitle, useLoginNote } from '../components/login-frame';

export default function LoginPage() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  const login = useLogin();
  const { t } = useTranslation();
  const from = (location.state as { from?: string } | null)?.from;
  // Set once the server asks for the authenticator code; the field then stays until the login succeeds.
  const [needCode, setNeedCode] = useState<string | null>(null);
  useLoginNote();

  if (token) return <Navigate to={from && from !== '/login' ? from : '/'} replace />;

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <LoginCard>
        <Flex justify="space-between" align="baseline" gap={12}>
          <LoginTitle>{t('login.title')}</LoginTitle>
          <LanguagePicker />
        </Flex>
        <LoginSubtitle>{t('login.subtitle')}</LoginSubtitle>
        {needCode && !login.error && (
          <LoginNote
            type="info"
            showIcon
            message={needCode}
            style={{ marginBottom: 16 }}
            data-testid="admin-totp-note"
          />
        )}
        {login.error && (
          <LoginNote
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
            label={t('login.email')}
            name="email"
            rules={[{ required: true, type: 'email', message: t('login.emailInvalid') }]}
          >
            <Input prefix={<MailOutlined />} autoComplete="username" autoFocus data-testid="admin-email" />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="admin-password" />
          </Form.Item>
          {needCode !== null && (
            <Form.Item
              label={t('login.code')}
              name="code"
              extra={t('login.recoveryHint')}
              rules={[
                {
                  required: true,
                  pattern: /^\s*(\d{6}|[a-zA-Z2-7]{5}-?[a-zA-Z2-7]{5})\s*$/,
                  message: t('code.invalidOrRecovery'),
                },
              ]}
            >
              <Input
                prefix={<SafetyOutlined />}
                autoComplete="one-time-code"
                maxLength={16}
                autoFocus
                data-testid="admin-totp"
              />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="admin-login-submit">
            {t('login.submit')}
          </Button>
        </Form>
      </LoginCard>
    </Flex>
  );
}
