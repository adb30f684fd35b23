import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { StepUpField } from '../../security/components/step-up-field';
import { stepUpField } from '../../security/lib/step-up';
import { setPayPassword } from '../api/auth-api';
import { accountsKeys } from '../api/keys';
import { useUserInfo } from '../api/queries';
import { AccountShell } from '../components/account-shell';
import { OwnCodeField } from '../components/code-field';
import { PasswordField } from '../components/password-field';
import { type Errors, hasErrors, type PayPasswordValues, validatePayPassword } from '../forms/validate';

/** #/pages/setting/payPassword: set or change the pay password, checked by a code from /sms_mail2. */
export default function PayPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useUserInfo();
  const [v, setV] = useState<PayPasswordValues>({ password: '', rePassword: '', code: '' });
  const [errors, setErrors] = useState<Errors<keyof PayPasswordValues>>({});
  const set = (key: keyof PayPasswordValues) => (value: string) => setV((s) => ({ ...s, [key]: value }));

  const submit = async () => {
    const found = validatePayPassword(v);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const message = await setPayPassword({
        password: v.password,
        re_password: v.rePassword,
        code: v.code,
        ...stepUpField(),
      });
      showToast(message || t('accounts.msg.saved'));
      await queryClient.invalidateQueries({ queryKey: accountsKeys.userInfo() });
      navigate(-1);
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <AccountShell title={t('accounts.title.payPassword')}>
      <form className="acc-form" onSubmit={(e) => e.preventDefault()}>
        <PasswordField
          label={t('accounts.field.payPassword')}
          value={v.password}
          onChange={set('password')}
          error={errors.password}
          testId="pay-password"
          autoComplete="new-password"
        />
        <PasswordField
          label={t('accounts.field.rePassword')}
          value={v.rePassword}
          onChange={set('rePassword')}
          error={errors.rePassword}
          testId="pay-repassword"
          autoComplete="new-password"
        />
        <OwnCodeField
          user={user}
          value={v.code}
          onChange={set('code')}
          error={errors.code}
          testId="pay-code"
          sendTestId="pay-send-code"
          showNoChannelHint
        />
        <StepUpField testId="pay" />
        <SubmitButton onSubmit={submit} data-testid="pay-submit" className="acc-submit">
          {t('accounts.action.submit')}
        </SubmitButton>
      </form>
    </AccountShell>
  );
}
