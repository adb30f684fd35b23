import type { TwoFactorSetup } from '@app/api/security';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { AccountShell } from '../../accounts/components/account-shell';
import { TextField } from '../../accounts/components/text-field';
import { copyText } from '../../accounts/lib/copy';
import { securityKeys, useTwoFactorStatus } from '../api/queries';
import { disableTwoFactor, enableTwoFactor, renewRecoveryCodes, setupTwoFactor } from '../api/security-api';
import { PasskeysSection } from '../components/passkeys-section';
import { groupKey, isSecondFactorCode, isTotpCode, normalizeCode } from '../lib/code';
import '../security.css';

/**
 * #/pages/setting/twoStep: turn two-step verification on (QR code or key, then a first code), see the recovery
 * codes once with a copy button, renew them, or turn it off with a code; below, the passkeys (list, add, delete).
 */
export default function TwoStepPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor() });

  const start = async () => {
    try {
      setSetup(await setupTwoFactor());
      setCode('');
    } catch {
      // toasted by the request helper
    }
  };
  const run = async (valid: boolean, action: () => Promise<void>) => {
    if (!valid) {
      showToast(t('security.invalid'));
      return;
    }
    try {
      await action();
      setCode('');
      await refresh();
    } catch {
      // toasted by the request helper (wrong code, locked …)
    }
  };
  const enable = () =>
    run(isTotpCode(code), async () => {
      setRecovery((await enableTwoFactor(code.trim())).recovery_codes);
      setSetup(null);
      showToast(t('security.enabled'));
    });
  const disable = () =>
    run(isSecondFactorCode(code), async () => {
      showToast(await disableTwoFactor(normalizeCode(code)));
    });
  const renew = () =>
    run(isSecondFactorCode(code), async () => {
      setRecovery((await renewRecoveryCodes(normalizeCode(code))).recovery_codes);
    });

  if (recovery) {
    return (
      <AccountShell title={t('security.recoveryTitle')}>
        <div className="acc-form" data-testid="two-step-recovery">
          <p className="acc-warn">{t('security.recoveryHint')}</p>
          <ul className="sec-codes" data-testid="two-step-recovery-codes">
            {recovery.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <Button block fill="outline" onClick={() => void copyText(recovery.join('\n'))} data-testid="two-step-copy">
            {t('security.copyAll')}
          </Button>
          <SubmitButton onSubmit={() => setRecovery(null)} data-testid="two-step-saved" className="acc-submit">
            {t('security.saved')}
          </SubmitButton>
        </div>
      </AccountShell>
    );
  }

  return (
    <AccountShell title={t('security.title')}>
      {status.isPending && <Skeleton.Paragraph lineCount={4} animated />}
      {status.isError && <ErrorState onRetry={() => void status.refetch()} />}
      {status.data && (
        <div className="acc-form" data-testid="two-step">
          <p className="acc-muted">{t('security.intro')}</p>
          <p data-testid="two-step-state">
            {t('security.title')}: <strong>{t(status.data.enabled ? 'security.on' : 'security.off')}</strong>
          </p>
          {!status.data.enabled && !setup && (
            <SubmitButton onSubmit={start} data-testid="two-step-start" className="acc-submit">
              {t('security.start')}
            </SubmitButton>
          )}
          {!status.data.enabled && setup && (
            <>
              <p className="acc-muted">{t('security.scan')}</p>
              <div className="sec-qr">
                <QRCodeSVG value={setup.otpauth_url} size={176} marginSize={2} data-testid="two-step-qr" />
              </div>
              <div className="acc-copy-row">
                <span>
                  {t('security.key')}:{' '}
                  <span className="sec-key" data-testid="two-step-key">
                    {groupKey(setup.secret)}
                  </span>
                </span>
              </div>
              <TextField
                label={t('security.code')}
                value={code}
                onChange={setCode}
                testId="two-step-code"
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
              />
              <SubmitButton onSubmit={enable} data-testid="two-step-enable" className="acc-submit">
                {t('security.confirm')}
              </SubmitButton>
            </>
          )}
          {status.data.enabled && (
            <>
              <p className="acc-muted" data-testid="two-step-left">
                {t('security.recoveryLeft', { count: status.data.recovery_left })}
              </p>
              <TextField
                label={t('security.codeOrRecovery')}
                value={code}
                onChange={setCode}
                testId="two-step-code"
                maxLength={16}
                autoComplete="one-time-code"
              />
              <Button block fill="outline" onClick={() => void renew()} data-testid="two-step-renew">
                {t('security.renew')}
              </Button>
              <SubmitButton onSubmit={disable} data-testid="two-step-disable" className="acc-submit" color="danger">
                {t('security.disable')}
              </SubmitButton>
            </>
          )}
        </div>
      )}
      {status.data && <PasskeysSection />}
    </AccountShell>
  );
}
