import { useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { updatePassword } from '../api/auth-api';
import { useUserInfo } from '../api/queries';
import { AccountShell } from '../components/account-shell';
import { OwnCodeField } from '../components/code-field';
import { PasswordField } from '../components/password-field';
import { type Errors, hasErrors, type PasswordValues, validatePasswordChange } from '../forms/validate';
import { useSignOutLocally } from '../lib/use-login';

/** #/pages/setting/password: current password, new password twice, a code to the own email/phone. */
export default function PasswordPage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const signOut = useSignOutLocally();
  const [v, setV] = useState<PasswordValues>({ oldPassword: '', password: '', rePassword: '', code: '' });
  const [errors, setErrors] = useState<Errors<keyof PasswordValues>>({});
  const set = (key: keyof PasswordValues) => (value: string) => setV((s) => ({ ...s, [key]: value }));

  const submit = async () => {
    const found = validatePasswordChange(v);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await updatePassword({
        old_password: v.oldPassword,
        password: v.password,
        re_password: v.rePassword,
        code: v.code,
      });
      // every token is revoked by the server: log in again with the new password
      showToast(t('accounts.msg.passwordChanged'));
      signOut();
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <AccountShell title={t('accounts.title.password')}>
      <form className="acc-form" onSubmit={(e) => e.preventDefault()}>
        <PasswordField
          label={t('accounts.field.oldPassword')}
          value={v.oldPassword}
          onChange={set('oldPassword')}
          error={errors.oldPassword}
          testId="password-old"
        />
        <PasswordField
          label={t('accounts.field.newPassword')}
          value={v.password}
          onChange={set('password')}
          error={errors.password}
          testId="password-new"
          autoComplete="new-password"
        />
        <PasswordField
          label={t('accounts.field.rePassword')}
          value={v.rePassword}
          onChange={set('rePassword')}
          error={errors.rePassword}
          testId="password-re"
          autoComplete="new-password"
        />
        <OwnCodeField
          user={user}
          value={v.code}
          onChange={set('code')}
          error={errors.code}
          testId="password-code"
          sendTestId="password-send-code"
          showNoChannelHint
        />
        <SubmitButton onSubmit={submit} data-testid="password-submit" className="acc-submit">
          {t('accounts.action.submit')}
        </SubmitButton>
      </form>
    </AccountShell>
  );
}
