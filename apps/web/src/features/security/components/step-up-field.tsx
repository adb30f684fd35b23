import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTwoFactorStatus } from '../api/queries';
import { useStepUpCode } from '../lib/step-up';

/**
 * The second factor's code in a sensitive form, shown only when the user has two-step verification on (the server
 * then refuses the change without it). Its value goes out with the form through `stepUpField()`. A native input
 * with the account fields' look (accounts.css), so forms of any feature can show it.
 */
export function StepUpField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const code = useStepUpCode((s) => s.code);
  const setCode = useStepUpCode((s) => s.setCode);
  useEffect(() => {
    setCode('');
    return () => setCode('');
  }, [setCode]);
  if (!status.data?.enabled) return null;
  return (
    <div className="acc-field">
      <label className="acc-field-label">
        <span>{t('security.codeOrRecovery')}</span>
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
    </div>
  );
}
