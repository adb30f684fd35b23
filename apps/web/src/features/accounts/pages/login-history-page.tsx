import type { LoginRecord } from '@app/api/accounts';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { useTranslation } from '../../../i18n/use-translation';
import { useLoginHistory } from '../api/safety-api';
import { AccountShell } from '../components/account-shell';
import { localDateTime } from '../lib/local-time';
import { agentSummary, deviceKind, placeKind } from '../lib/login-labels';

/**
 * #/pages/setting/loginHistory: the user's own sign-ins (time, device, place, address), newest first, with pull to
 * refresh and the next page as the end scrolls in. Places are never guessed (see the note under the list).
 */
export default function LoginHistoryPage() {
  const { t } = useTranslation();
  const query = useLoginHistory();
  return (
    <AccountShell title={t('accounts.safety.title.loginHistory')}>
      <PagedList
        query={query}
        className="acc-logins"
        testId="login-history"
        empty={<EmptyState title={t('accounts.safety.history.empty')} />}
        footer={<p className="acc-muted acc-note">{t('accounts.safety.history.note')}</p>}
        render={(r: LoginRecord) => {
          const place = placeKind(r.place);
          return (
            <li key={r.id} className="acc-login" data-testid={`login-${r.id}`}>
              <div className="acc-login-head">
                <strong>{t(`accounts.safety.device.${deviceKind(r)}`)}</strong>
                <span className="acc-muted">{localDateTime(r.created_at)}</span>
              </div>
              <div className="acc-login-agent">{agentSummary(r) || t('accounts.safety.device.unknown')}</div>
              <div className="acc-muted" data-testid={`login-place-${r.id}`}>
                {place ? t(`accounts.safety.place.${place}`) : r.place} · {r.ip}
              </div>
            </li>
          );
        }}
      />
    </AccountShell>
  );
}
