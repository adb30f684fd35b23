import { useQueryClient } from '@tanstack/react-query';
import { List, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { relativeServerTime } from '../../../lib/time';
import { useTwoFactorStatus } from '../../security/api/queries';
import { accountsKeys } from '../api/keys';
import { revokeOtherSessions } from '../api/profile-api';
import { useSessions, useUserInfo } from '../api/queries';
import { useAntiPhishing } from '../api/safety-api';
import { AccountShell } from '../components/account-shell';
import { BindEmailPopup, BindPhonePopup } from '../components/bind-popups';
import { maskEmail, maskMobile } from '../lib/mask';

/** #/pages/setting/security: passwords, phone and email binding, active sessions. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user, isPending, isError, refetch } = useUserInfo();
  const sessions = useSessions();
  const twoFactor = useTwoFactorStatus();

  const antiPhishing = useAntiPhishing();
  const [popup, setPopup] = useState<'phone' | 'email' | null>(null);
  const bindLabel = (bound: boolean) => t(bound ? 'accounts.action.change' : 'accounts.action.bind');

  const done = () => {
    setPopup(null);
    void queryClient.invalidateQueries({ queryKey: accountsKeys.userInfo() });
  };
  const onRevoke = async () => {
    if (!(await confirmAction(t('accounts.msg.logoutOthersConfirm'), { danger: true }))) return;
    try {
      const { revoked } = await revokeOtherSessions();
      showToast(t('accounts.msg.loggedOutOthers', { count: revoked }));
      await sessions.refetch();
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <AccountShell title={t('accounts.title.security')}>
      {isPending && <Skeleton.Paragraph lineCount={6} animated />}
      {isError && <ErrorState onRetry={() => void refetch()} />}
      {user && (
        <List className="acc-list">
          <List.Item data-testid="security-password" onClick={() => navigate('/pages/setting/password')}>
            {t('accounts.security.loginPassword')}
          </List.Item>
          <List.Item
            data-testid="security-pay-password"
            extra={t(user.has_pay_password ? 'accounts.action.change' : 'accounts.action.set')}
            onClick={() => navigate('/pages/setting/payPassword')}
          >
            {t('accounts.security.payPassword')}
          </List.Item>
          <List.Item
            data-testid="security-two-step"
            extra={twoFactor.data ? t(twoFactor.data.enabled ? 'security.on' : 'security.off') : undefined}
            onClick={() => navigate('/pages/setting/twoStep')}
          >
            {t('security.title')}
          </List.Item>
          <List.Item
            data-testid="security-phone"
            description={user.mobile ? `+${user.area_code ?? ''} ${maskMobile(user.mobile)}` : undefined}
            extra={bindLabel(Boolean(user.mobile))}
            onClick={() => setPopup('phone')}
          >
            {t('accounts.security.phone')}
          </List.Item>
          <List.Item
            data-testid="security-email"
            description={user.email ? maskEmail(user.email) : undefined}
            extra={bindLabel(Boolean(user.email))}
            onClick={() => setPopup('email')}
          >
            {t('accounts.security.email')}
          </List.Item>
          <List.Item
            data-testid="security-anti-phishing"
            extra={
              antiPhishing.data
                ? t(antiPhishing.data.code ? 'accounts.safety.security.isSet' : 'accounts.safety.security.notSet')
                : undefined
            }
            onClick={() => navigate('/pages/setting/antiPhishing')}
          >
            {t('accounts.safety.security.antiPhishing')}
          </List.Item>
          <List.Item data-testid="security-login-history" onClick={() => navigate('/pages/setting/loginHistory')}>
            {t('accounts.safety.security.loginHistory')}
          </List.Item>
        </List>
      )}
      <h2 className="acc-section-title">{t('accounts.security.sessions')}</h2>
      {sessions.isError && <ErrorState onRetry={() => void sessions.refetch()} />}
      <List className="acc-list" data-testid="session-list">
        {sessions.data?.map((s) => (
          <List.Item
            key={s.id}
            description={`${s.ip} · ${t('accounts.security.lastSeen', { time: relativeServerTime(s.last_seen_at) })}`}
            extra={s.current ? <span className="acc-badge">{t('accounts.security.thisDevice')}</span> : null}
          >
            <span className="acc-ellipsis">{s.user_agent}</span>
          </List.Item>
        ))}
      </List>
      <div className="acc-actions">
        <button type="button" className="acc-danger-button" data-testid="security-logout-others" onClick={onRevoke}>
          {t('accounts.action.logoutOthers')}
        </button>
      </div>
      {user && (
        <>
          <BindPhonePopup visible={popup === 'phone'} user={user} onClose={() => setPopup(null)} onDone={done} />
          <BindEmailPopup visible={popup === 'email'} user={user} onClose={() => setPopup(null)} onDone={done} />
        </>
      )}
    </AccountShell>
  );
}
