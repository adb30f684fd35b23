import { useTranslation } from '../../../i18n/use-translation';
import { useSiteConfig } from '../../content/api/get-site-config';

export type CodeChannel = 'email' | 'sms';

/**
 * Under a code field: the server said (GET /getSiteConfig `dev_outbox`) that codes of this channel are not sent
 * but kept in the back office's dev outbox (demo mode without SMTP_URL / SMS_URL), so the user knows where to look.
 */
export function DevOutboxHint({ channel }: { channel: CodeChannel }) {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  if (!data?.dev_outbox?.[channel]) return null;
  return (
    <p className="hint" data-testid="dev-outbox-hint">
      {t(channel === 'email' ? 'accounts.msg.devOutboxEmail' : 'accounts.msg.devOutboxSms')}
    </p>
  );
}
