import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../stores/session';
import type { AccountUser } from '../api/types';
import { Avatar } from './avatar';
import '../accounts.css';

/** The home header's account entry: 'Log in' for a visitor, the avatar (to settings) for a logged-in user. */
export function HomeAccountEntry() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user) as Partial<AccountUser> | null;
  if (!token) {
    return (
      <Link
        to="/pages/common/login"
        className="chip-button"
        style={{ display: 'inline-flex', alignItems: 'center', textDecoration: 'none' }}
        data-testid="home-login"
      >
        {t('accounts.action.login')}
      </Link>
    );
  }
  return (
    <Link
      to="/pages/setting/setting"
      aria-label={t('accounts.title.setting')}
      data-testid="home-avatar"
      className="home-avatar-link"
    >
      <Avatar src={user?.head_portrait} size={30} />
    </Link>
  );
}
