import { Button } from 'antd-mobile';
import { useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { TextField } from '../../accounts/components/text-field';
import { verifyLogin, verifyPasskeyLogin } from '../api/security-api';
import { isSecondFactorCode, normalizeCode } from '../lib/code';
import { assertPasskey, PasskeyError } from '../lib/passkey';

type Props = { ticket: string; methods?: readonly string[]; onToken: (token: string) => Promise<void> };

/**
 * The login's second step: the authenticator's 6 digits (or a recovery code) for the ticket of the password step,
 * or a passkey when `methods` has one.
 */
export function LoginCodeStep({ ticket, methods = ['totp', 'recovery'], onToken }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = async () => {
    if (!isSecondFactorCode(code)) {
      showToast(t('security.invalid'));
      return;
    }
    try {
      await onToken(await verifyLogin(ticket, normalizeCode(code)));
    } catch {
      // the request helper toasted the server's reason (wrong code, expired login, locked)
    }
  };
  const loginWithPasskey = async () => {
    try {
      await onToken(await verifyPasskeyLogin(ticket, await assertPasskey(ticket)));
    } catch (err) {
      if (err instanceof PasskeyError) showToast(t(err.key));
      // other errors: the request helper toasted the server's reason
    }
  };
  const hasCode = methods.includes('totp') || methods.includes('recovery');
  return (
    <div className="acc-form" data-testid="login-2fa-step">
      {methods.includes('passkey') && (
        <Button
          block
          color="primary"
          fill="outline"
          onClick={() => void loginWithPasskey()}
          data-testid="login-passkey"
        >
          {t('security.passkeyUse')}
        </Button>
      )}
      {hasCode && <p className="acc-muted">{t('security.loginStep')}</p>}
      {hasCode && (
        <TextField
          label={t('security.codeOrRecovery')}
          value={code}
          onChange={setCode}
          testId="login-2fa-code"
          maxLength={16}
          autoComplete="one-time-code"
        />
      )}
      {hasCode && (
        <SubmitButton onSubmit={submit} data-testid="login-2fa-submit" className="acc-submit">
          {t('security.verify')}
        </SubmitButton>
      )}
    </div>
  );
}
