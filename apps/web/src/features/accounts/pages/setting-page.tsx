import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../stores/session';
import { AppearanceItems } from '../../settings/appearance';
import { useRealState, useUserInfo } from '../api/queries';
import { AccountShell } from '../components/account-shell';
import { Avatar } from '../components/avatar';
import { overallState, REVIEW_STATE_KEY } from '../lib/real-labels';
import { useLogoutFlow } from '../lib/use-login';

type Item = { key: string; path: string; label: string; extra?: ReactNode; auth?: boolean };

/** #/pages/setting/setting: the settings menu. Account entries show when logged in; the rest always. */
export default function SettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.token !== '');
  const lang = useSession((s) => s.lang);
  const fiat = useSession((s) => s.fiat.currency_code);
  const { data: user } = useUserInfo();
  // The verification state only means something for a logged-in user.
  const { data: real } = useRealState(loggedIn);
  const logoutFlow = useLogoutFlow();
  const identity = real ? t(REVIEW_STATE_KEY[overallState(real.primary.state, real.advanced.state)]) : '';

  const items: Item[] = [
    { key: 'userInfo', path: '/pages/setting/userInfo', label: t('accounts.setting.personalInfo'), auth: true },
    { key: 'security', path: '/pages/setting/security', label: t('accounts.setting.security'), auth: true },
    { key: 'real', path: '/pages/setting/real', label: t('accounts.setting.identity'), extra: identity, auth: true },
    { key: 'wallet', path: '/pages/setting/wallet', label: t('accounts.setting.wallet'), auth: true },
    { key: 'bank', path: '/pages/setting/bank', label: t('accounts.setting.bank'), auth: true },
    {
      key: 'bankInternational',
      path: '/pages/setting/bank_international',
      label: t('accounts.setting.bankInternational'),
      auth: true,
    },
    {
      key: 'language',
      path: '/pages/setting/language',
      label: t('accounts.setting.language'),
      extra: lang.toUpperCase(),
    },
    { key: 'fiat', path: '/pages/setting/fiat', label: t('accounts.setting.fiat'), extra: fiat },
    // The coupon centre opens signed out too (its offers; my coupons ask to log in).
    { key: 'coupon', path: '/pages/setting/coupon', label: t('accounts.setting.coupon') },
    { key: 'share', path: '/pages/setting/share', label: t('accounts.setting.share'), auth: true },
    { key: 'faq', path: '/pages/common/faq', label: t('accounts.setting.faq') },
    { key: 'contactus', path: '/pages/common/contactus', label: t('accounts.setting.contactus') },
    { key: 'aboutus', path: '/pages/common/aboutus', label: t('accounts.setting.aboutus') },
    { key: 'compliance', path: '/pages/setting/operational_compliance', label: t('accounts.setting.compliance') },
    { key: 'transparency', path: '/transparency', label: t('accounts.setting.transparency') },
  ];

  const onLogout = async () => {
    if (await confirmAction(t('accounts.msg.logoutConfirm'), { danger: true })) await logoutFlow();
  };

  return (
    <AccountShell title={t('accounts.title.setting')}>
      {loggedIn ? (
        <Link className="acc-profile-head" to="/pages/setting/userInfo" data-testid="setting-profile">
          <Avatar src={user?.head_portrait} size={56} />
          <span className="acc-profile-text">
            <strong>{user?.nickname || user?.email || user?.mobile || ''}</strong>
            <small>{user?.signature || (user ? `ID ${user.id}` : '')}</small>
          </span>
        </Link>
      ) : (
        <Link className="acc-profile-head" to="/pages/common/login" data-testid="setting-login">
          <Avatar size={56} />
          <span className="acc-profile-text">
            <strong>{t('accounts.action.loginRegister')}</strong>
            <small>{t('accounts.setting.notLoggedIn')}</small>
          </span>
        </Link>
      )}
      <List className="acc-list">
        {items
          .filter((item) => loggedIn || !item.auth)
          .map((item) => (
            <List.Item
              key={item.key}
              data-testid={`setting-${item.key}`}
              extra={item.extra}
              onClick={() => navigate(item.path)}
            >
              {item.label}
            </List.Item>
          ))
          // Theme and price colours right after the language and fiat: the device's display choices together.
          .flatMap((row) => (row.key === 'fiat' ? [row, <AppearanceItems key="appearance" />] : [row]))}
      </List>
      {loggedIn && (
        <div className="acc-actions">
          <button type="button" className="acc-danger-button" data-testid="setting-logout" onClick={onLogout}>
            {t('accounts.action.logout')}
          </button>
        </div>
      )}
    </AccountShell>
  );
}
