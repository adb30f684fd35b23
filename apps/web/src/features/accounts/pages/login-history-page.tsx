import { InfiniteScroll, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PullRefresh } from '../../../components/pull-refresh';
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
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <AccountShell title={t('accounts.safety.title.loginHistory')}>
      {query.isPending && <Skeleton.Paragraph lineCount={8} animated />}
      {query.isError && items.length === 0 && <ErrorState onRetry={() => void query.refetch()} />}
      {!query.isPending && !(query.isError && items.length === 0) && (
        <PullRefresh onRefresh={() => query.refetch()}>
          {items.length === 0 ? (
            <EmptyState title={t('accounts.safety.history.empty')} />
          ) : (
            <ul className="acc-logins" data-testid="login-history">
              {items.map((r) => {
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
              })}
            </ul>
          )}
          <InfiniteScroll
            loadMore={async () => {
              await query.fetchNextPage({ throwOnError: true });
            }}
            hasMore={query.hasNextPage}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <button type="button" className="link-button" onClick={() => void retry()}>
                  {t('common.retry')}
                </button>
              ) : hasMore ? (
                t('common.loading')
              ) : items.length > 0 ? (
                t('common.noMore')
              ) : null
            }
          </InfiniteScroll>
          <p className="acc-muted acc-note">{t('accounts.safety.history.note')}</p>
        </PullRefresh>
      )}
    </AccountShell>
  );
}
