import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SectionTabs } from '../../../components/section-tabs';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { register, sendEmailCode, sendSmsCode } from '../api/auth-api';
import { AccountShell } from '../components/account-shell';
import { AreaCodeSelect } from '../components/area-code-select';
import { DevOutboxHint } from '../components/dev-outbox-hint';
import { PasswordField } from '../components/password-field';
import { SendCodeButton } from '../components/send-code-button';
import { TextField } from '../components/text-field';
import { type Errors, hasErrors, type RegisterValues, registerAccountError, validateRegister } from '../forms/validate';
import { useAreaPick } from '../lib/area-store';
import { useLoginFlow } from '../lib/use-login';

type Field = 'account' | 'code' | 'password' | 'rePassword' | 'invite';

/**
 * #/pages/common/register?code=<invite>: email or mobile tab, code, password twice, invite code; a successful sign-up
 * is logged in.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const areaCode = useAreaPick((s) => s.areaCode);
  const setAreaCode = useAreaPick((s) => s.setAreaCode);
  const [values, setValues] = useState<Omit<RegisterValues, 'areaCode'>>({
    type: 'email',
    account: '',
    code: '',
    password: '',
    rePassword: '',
    invite: params.get('code') ?? '',
  });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const loginFlow = useLoginFlow();
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const form: RegisterValues = { ...values, account: values.account.trim(), areaCode };

  const checkAccount = () => {
    const error = registerAccountError(form);
    setErrors((e) => ({ ...e, account: error }));
    return error === undefined;
  };
  const sendCode = () =>
    form.type === 'email'
      ? sendEmailCode(form.account, 'register')
      : sendSmsCode(form.areaCode, form.account, 'register');

  const submit = async () => {
    const found = validateRegister(form);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await register({
        type: form.type,
        user_string: form.account,
        area_code: form.areaCode,
        code: form.code,
        password: form.password,
        re_password: form.rePassword,
        extension_code: form.invite.trim(),
      });
    } catch {
      return; // toasted by the request helper
    }
    showToast(t('accounts.msg.registerSuccess'));
    // The new account is logged in with the password just chosen (home, or the page the visitor was sent here
    // from). A refused login (throttled, a second factor) leaves the login page, prefilled, as before.
    const toLogin = () => navigate('/pages/common/login', { replace: true, state: { account: form.account } });
    try {
      const challenge = await loginFlow({
        user_string: form.account,
        password: form.password,
        ...(form.type === 'mobile' ? { area_code: form.areaCode } : {}),
      });
      if (challenge) toLogin();
    } catch {
      toLogin();
    }
  };

  return (
    <AccountShell title={t('accounts.title.register')}>
      <SectionTabs
        className="acc-tabs"
        activeKey={values.type}
        onChange={(key) => {
          setValues((v) => ({ ...v, type: key, account: '', code: '' }));
          setErrors({});
        }}
        items={[
          { key: 'email', title: t('accounts.tab.email'), testId: 'register-tab-email' },
          { key: 'mobile', title: t('accounts.tab.mobile'), testId: 'register-tab-mobile' },
        ]}
      />
      <form className="acc-form" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t(values.type === 'email' ? 'accounts.field.email' : 'accounts.field.mobile')}
          value={values.account}
          onChange={set('account')}
          error={errors.account}
          testId="register-account"
          inputMode={values.type === 'email' ? 'email' : 'tel'}
          autoComplete="username"
          prefix={
            values.type === 'mobile' ? (
              <AreaCodeSelect value={areaCode} onChange={setAreaCode} testId="register-area" />
            ) : null
          }
        />
        <TextField
          label={t('accounts.field.code')}
          value={values.code}
          onChange={set('code')}
          error={errors.code}
          testId="register-code"
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          suffix={<SendCodeButton beforeSend={checkAccount} send={sendCode} testId="register-send-code" />}
        />
        <DevOutboxHint channel={values.type === 'email' ? 'email' : 'sms'} />
        <PasswordField
          label={t('accounts.field.password')}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          testId="register-password"
          autoComplete="new-password"
        />
        <PasswordField
          label={t('accounts.field.rePassword')}
          value={values.rePassword}
          onChange={set('rePassword')}
          error={errors.rePassword}
          testId="register-repassword"
          autoComplete="new-password"
        />
        <TextField
          label={t('accounts.field.invite')}
          value={values.invite}
          onChange={set('invite')}
          error={errors.invite}
          testId="register-invite"
        />
        <SubmitButton onSubmit={submit} data-testid="register-submit" className="acc-submit">
          {t('accounts.action.register')}
        </SubmitButton>
        <div className="acc-links">
          <Link to="/pages/common/login" replace>
            {t('accounts.action.haveAccount')}
          </Link>
        </div>
      </form>
    </AccountShell>
  );
}
