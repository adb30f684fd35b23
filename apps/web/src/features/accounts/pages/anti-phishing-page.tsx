import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { useUserInfo } from '../api/queries';
import { safetyKeys, setAntiPhishing, useAntiPhishing } from '../api/safety-api';
import { AccountShell } from '../components/account-shell';
import {
  type AntiPhishingErrors,
  type AntiPhishingValues,
  antiPhishingBody,
  validateAntiPhishing,
} from '../forms/anti-phishing';

/**
 * #/pages/setting/antiPhishing: set or change the code every email starts with, confirmed with the pay password
 * (when the user has one) or the login password.
 */
export default function AntiPhishingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useAntiPhishing();
  const { data: user } = useUserInfo();
  const [v, setV] = useState<AntiPhishingValues>({ code: '', proof: 'login', password: '' });
  const [errors, setErrors] = useState<AntiPhishingErrors>({});
  const proof = user?.has_pay_password ? v.proof : 'login';

  const submit = async () => {
    const values = { ...v, proof };
    const found = validateAntiPhishing(values);
    setErrors(found);
    if (found.code || found.password) return;
    try {
      const message = await setAntiPhishing(antiPhishingBody(values));
      showToast(message || t('accounts.safety.phishing.saved'));
      await queryClient.invalidateQueries({ queryKey: safetyKeys.antiPhishing() });
      navigate(-1);
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <AccountShell title={t('accounts.safety.title.antiPhishing')}>
      <p className="acc-muted acc-note">{t('accounts.safety.phishing.intro')}</p>
      {current.isPending && <Skeleton.Paragraph lineCount={2} animated />}
      {current.isError && <ErrorState onRetry={() => void current.refetch()} />}
      {current.data && (
        <div className="acc-phishing-current" data-testid="anti-phishing-current">
          <span>{t('accounts.safety.phishing.current')}</span>
          <strong>{current.data.code ?? t('accounts.safety.phishing.none')}</strong>
        </div>
      )}
      <form className="acc-form" onSubmit={(e) => e.preventDefault()}>
        <div className={errors.code ? 'acc-field acc-field-invalid' : 'acc-field'}>
          <label className="acc-field-label">
            <span>{t('accounts.safety.phishing.code')}</span>
            <span className="acc-field-row">
              <input
                className="acc-input"
                value={v.code}
                maxLength={40}
                placeholder={t('accounts.safety.phishing.placeholder')}
                data-testid="anti-phishing-code"
                aria-invalid={errors.code ? true : undefined}
                onChange={(e) => {
                  setV((s) => ({ ...s, code: e.target.value }));
                  setErrors((x) => ({ ...x, code: undefined }));
                }}
              />
            </span>
          </label>
          {errors.code && (
            <span className="acc-field-error" role="alert">
              {t('accounts.safety.error.code')}
            </span>
          )}
        </div>
        {user?.has_pay_password && (
          <button
            type="button"
            className="link-button"
            data-testid="anti-phishing-proof-switch"
            onClick={() => setV((s) => ({ ...s, proof: s.proof === 'pay' ? 'login' : 'pay', password: '' }))}
          >
            {t(proof === 'pay' ? 'accounts.safety.phishing.useLogin' : 'accounts.safety.phishing.usePay')}
          </button>
        )}
        <div className={errors.password ? 'acc-field acc-field-invalid' : 'acc-field'}>
          <label className="acc-field-label">
            <span>
              {t(proof === 'pay' ? 'accounts.safety.phishing.payPassword' : 'accounts.safety.phishing.loginPassword')}
            </span>
            <span className="acc-field-row">
              <input
                className="acc-input"
                type="password"
                value={v.password}
                autoComplete="current-password"
                data-testid="anti-phishing-password"
                aria-invalid={errors.password ? true : undefined}
                onChange={(e) => {
                  setV((s) => ({ ...s, password: e.target.value }));
                  setErrors((x) => ({ ...x, password: undefined }));
                }}
              />
            </span>
          </label>
          {errors.password && (
            <span className="acc-field-error" role="alert">
              {t('accounts.safety.error.password')}
            </span>
          )}
        </div>
        <SubmitButton onSubmit={submit} data-testid="anti-phishing-submit" className="acc-submit">
          {t('accounts.safety.phishing.save')}
        </SubmitButton>
      </form>
    </AccountShell>
  );
}
