import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button';
import { showToast } from '../../../lib/feedback';
import { TextField } from '../../accounts/components/text-field';
import { verifyLogin } from '../api/security-api';
import { isSecondFactorCode, normalizeCode } from '../lib/code';

type Props = { ticket: string; onToken: (token: string) => Promise<void> };

/** The login's second step: the authenticator's 6 digits (or a recovery code) for the ticket of the password step. */
export function LoginCodeStep({ ticket, onToken }: Props) {
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
  return (
    <div className="acc-form" data-testid="login-2fa-step">
      <p className="acc-muted">{t('security.loginStep')}</p>
      <TextField
        label={t('security.codeOrRecovery')}
        value={code}
        onChange={setCode}
        testId="login-2fa-code"
        maxLength={16}
        autoComplete="one-time-code"
      />
      <SubmitButton onSubmit={submit} data-testid="login-2fa-submit" className="acc-submit">
        {t('security.verify')}
      </SubmitButton>
    </div>
  );
}
