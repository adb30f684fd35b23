import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { LoginCodeStep } from '../../security/components/login-code-step';
import { AccountShell } from '../components/account-shell';
import { AreaCodeSelect } from '../components/area-code-select';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { type Errors, hasErrors, validateLogin } from '../forms/validate';
import { useAreaPick } from '../lib/area-store';
import { useFinishLogin, useLoginFlow } from '../lib/use-login';

/** A mobile number is typed when the account has no '@' and starts with a digit: then the area code shows. */
const looksLikeMobile = (account: string) => /^\d/.test(account) && !account.includes('@');

/** #/pages/common/login: email or mobile (with area code) and password. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const prefill = (location.state as { account?: string } | null)?.account ?? '';
  const [account, setAccount] = useState(prefill);
  const [password, setPassword] = useState('');
  const areaCode = useAreaPick((s) => s.areaCode);
  const setAreaCode = useAreaPick((s) => s.setAreaCode);
  const [errors, setErrors] = useState<Errors<'account' | 'password'>>({});
  const loginFlow = useLoginFlow();
  const finishLogin = useFinishLogin();
  const [challenge, setChallenge] = useState<{ ticket: string; methods: readonly string[] } | null>(null);
  const mobile = looksLikeMobile(account);

  const submit = async () => {
    const found = validateLogin({ account: account.trim(), areaCode, password });
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const answer = await loginFlow({
        user_string: account.trim(),
        password,
        ...(mobile ? { area_code: areaCode } : {}),
      });
      if (answer) setChallenge({ ticket: answer.ticket, methods: answer.methods });
      else showToast(t('accounts.msg.loginSuccess'));
    } catch {
      // the request helper toasted the server's reason (wrong password, locked …)
    }
  };

  if (challenge) {
    return (
      <AccountShell title={t('accounts.title.login')}>
        <LoginCodeStep
          ticket={challenge.ticket}
          methods={challenge.methods}
          onToken={async (token) => {
            await finishLogin(token);
            showToast(t('accounts.msg.loginSuccess'));
          }}
        />
      </AccountShell>
    );
  }

  return (
    <AccountShell title={t('accounts.title.login')}>
      <form className="acc-form" onSubmit={(e) => e.preventDefault()}>
        <h1 className="acc-hero">{t('accounts.title.login')}</h1>
        <TextField
          label={t('accounts.field.account')}
          value={account}
          onChange={setAccount}
          error={errors.account}
          testId="login-account"
          autoComplete="username"
          prefix={mobile ? <AreaCodeSelect value={areaCode} onChange={setAreaCode} testId="login-area" /> : null}
        />
        <PasswordField
          label={t('accounts.field.password')}
          value={password}
          onChange={setPassword}
          error={errors.password}
          testId="login-password"
        />
        <SubmitButton onSubmit={submit} data-testid="login-submit" className="acc-submit">
          {t('accounts.action.login')}
        </SubmitButton>
        <div className="acc-links">
          <Link to="/pages/common/register" data-testid="login-to-register">
            {t('accounts.action.noAccount')}
          </Link>
          <Link to="/pages/common/forget" data-testid="login-to-forget">
            {t('accounts.action.forgot')}
          </Link>
        </div>
      </form>
    </AccountShell>
  );
}
