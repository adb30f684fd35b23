import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { forget, sendEmailCode, sendSmsCode } from '../api/auth-api';
import { AccountShell } from '../components/account-shell';
import { AreaCodeSelect } from '../components/area-code-select';
import { DevOutboxHint } from '../components/dev-outbox-hint';
import { PasswordField } from '../components/password-field';
import { SendCodeButton } from '../components/send-code-button';
import { TextField } from '../components/text-field';
import { accountError, type Errors, type ForgetValues, hasErrors, validateForget } from '../forms/validate';
import { useAreaPick } from '../lib/area-store';

type Field = 'account' | 'code' | 'password' | 'rePassword';

/** #/pages/common/forget: account, code (scene forget), new password twice. All sessions end on success. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const areaCode = useAreaPick((s) => s.areaCode);
  const setAreaCode = useAreaPick((s) => s.setAreaCode);
  const [values, setValues] = useState({ account: '', code: '', password: '', rePassword: '' });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const form: ForgetValues = { ...values, account: values.account.trim(), areaCode };
  const isEmailAccount = form.account.includes('@');
  const showArea = /^\d/.test(form.account) && !isEmailAccount;

  const checkAccount = () => {
    const error = accountError(form.account, areaCode);
    setErrors((e) => ({ ...e, account: error }));
    return error === undefined;
  };
  const sendCode = () =>
    isEmailAccount ? sendEmailCode(form.account, 'forget') : sendSmsCode(areaCode, form.account, 'forget');

  const submit = async () => {
    const found = validateForget(form);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const message = await forget({
        account: form.account,
        ...(isEmailAccount ? {} : { area_code: areaCode }),
        code: form.code,
        password: form.password,
        repassword: form.rePassword,
      });
      showToast(message || t('accounts.msg.saved'));
      navigate('/pages/common/login', { replace: true, state: { account: form.account } });
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <AccountShell title={t('accounts.title.forget')}>
      <form className="acc-form" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t('accounts.field.account')}
          value={values.account}
          onChange={set('account')}
          error={errors.account}
          testId="forget-account"
          autoComplete="username"
          prefix={showArea ? <AreaCodeSelect value={areaCode} onChange={setAreaCode} /> : null}
        />
        <TextField
          label={t('accounts.field.code')}
          value={values.code}
          onChange={set('code')}
          error={errors.code}
          testId="forget-code"
          inputMode="numeric"
          maxLength={6}
          suffix={<SendCodeButton beforeSend={checkAccount} send={sendCode} testId="forget-send-code" />}
        />
        {values.account.trim() && <DevOutboxHint channel={isEmailAccount ? 'email' : 'sms'} />}
        <PasswordField
          label={t('accounts.field.newPassword')}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          testId="forget-password"
          autoComplete="new-password"
        />
        <PasswordField
          label={t('accounts.field.rePassword')}
          value={values.rePassword}
          onChange={set('rePassword')}
          error={errors.rePassword}
          testId="forget-repassword"
          autoComplete="new-password"
        />
        <SubmitButton onSubmit={submit} data-testid="forget-submit" className="acc-submit">
          {t('accounts.action.submit')}
        </SubmitButton>
      </form>
    </AccountShell>
  );
}
