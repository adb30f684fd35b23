import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { usePasskeys, useTwoFactorStatus } from '../api/queries';
import { PasskeyError, passkeyStepUpProof } from '../lib/passkey';
import { useStepUpCode } from '../lib/step-up';

/**
 * The second factor in a sensitive form, shown only when the user has one (the server then refuses the change
 * without it): the authenticator code when two-step verification is on, and "Confirm with passkey" when a passkey
 * is registered. Its value goes out with the form through `stepUpField()`. A native input with the account fields'
 * look (accounts.css), so forms of any feature can show it.
 */
export function StepUpField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const passkeys = usePasskeys();
  const code = useStepUpCode((s) => s.code);
  const proof = useStepUpCode((s) => s.proof);
  const setCode = useStepUpCode((s) => s.setCode);
  const setProof = useStepUpCode((s) => s.setProof);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setCode('');
    setProof('');
    return () => {
      setCode('');
      setProof('');
    };
  }, [setCode, setProof]);
  const totp = !!status.data?.enabled;
  const passkey = (passkeys.data?.length ?? 0) > 0;
  if (!totp && !passkey) return null;
  const confirmWithPasskey = async () => {
    setBusy(true);
    try {
      setProof(await passkeyStepUpProof());
    } catch (err) {
      if (err instanceof PasskeyError) showToast(t(err.key));
      // other errors: the request helper toasted the server's reason
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="acc-field">
      {passkey &&
        (proof ? (
          <p className="acc-muted" data-testid={`${testId}-passkey-done`}>
            {t('security.passkeyConfirmed')}
          </p>
        ) : (
          <Button
            block
            size="small"
            color="primary"
            fill="outline"
            loading={busy}
            onClick={() => void confirmWithPasskey()}
            data-testid={`${testId}-passkey`}
          >
            {t('security.passkeyConfirm')}
          </Button>
        ))}
      {totp && !proof && (
        <label className="acc-field-label">
          <span>{t(passkey ? 'security.codeOrPasskey' : 'security.codeOrRecovery')}</span>
          <span className="acc-field-row">
            <input
              className="acc-input"
              value={code}
              data-testid={`${testId}-2fa`}
              maxLength={16}
              autoComplete="one-time-code"
              onChange={(e) => setCode(e.target.value)}
            />
          </span>
        </label>
      )}
    </div>
  );
}
