import { List, Skeleton } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { relativeServerTime } from '../../../lib/time';
import { useSession } from '../../../stores/session';
import { useInvite, useInvitees } from '../api/queries';
import { AccountShell } from '../components/account-shell';
import { copyText } from '../lib/copy';

/** #/pages/setting/share: invite code and link, a QR poster, and the invited friends (masked by the server). */
export default function SharePage() {
  const { t } = useTranslation();
  const siteName = useSession((s) => s.siteConfig?.site_name ?? '');
  const invite = useInvite();
  const invitees = useInvitees();
  const data = invite.data;
  return (
    <AccountShell title={t('accounts.title.share')}>
      {invite.isPending && <Skeleton.Paragraph lineCount={8} animated />}
      {invite.isError && <ErrorState onRetry={() => void invite.refetch()} />}
      {data && (
        <>
          <section className="acc-poster" data-testid="share-poster">
            <div className="acc-poster-site">{siteName}</div>
            <div className="acc-poster-qr">
              <QRCodeSVG value={data.invite_link} size={176} marginSize={2} data-testid="share-qr" />
            </div>
            <div className="acc-poster-caption">{t('accounts.share.poster')}</div>
            <div className="acc-poster-code">{data.invite_code}</div>
          </section>
          <List className="acc-list">
            <List.Item
              extra={
                <button
                  type="button"
                  className="link-button"
                  data-testid="share-copy-code"
                  onClick={() => void copyText(data.invite_code)}
                >
                  {t('accounts.action.copy')}
                </button>
              }
              description={<span data-testid="share-code">{data.invite_code}</span>}
            >
              {t('accounts.share.inviteCode')}
            </List.Item>
            <List.Item
              extra={
                <button
                  type="button"
                  className="link-button"
                  data-testid="share-copy-link"
                  onClick={() => void copyText(data.invite_link)}
                >
                  {t('accounts.action.copy')}
                </button>
              }
              description={<span className="acc-break">{data.invite_link}</span>}
            >
              {t('accounts.share.inviteLink')}
            </List.Item>
          </List>
          <h2 className="acc-section-title">
            {t('accounts.share.invitees')} · {t('accounts.share.invitedCount', { count: data.invited_count })}
          </h2>
        </>
      )}
      {invitees.isError && <ErrorState onRetry={() => void invitees.refetch()} />}
      {invitees.data && invitees.data.list.length === 0 && <EmptyState />}
      <List className="acc-list" data-testid="share-invitees">
        {invitees.data?.list.map((row) => (
          <List.Item key={`${row.account}-${row.created_at}`} extra={relativeServerTime(row.created_at)}>
            {row.account}
          </List.Item>
        ))}
      </List>
    </AccountShell>
  );
}
