import { useTranslation } from '../i18n/use-translation';
import { isOffline, useNetworkStatus } from '../lib/network-status';
import { useSession } from '../stores/session';
import { formatDataTime, useShownDataTime } from './shown-data-time';

/**
 * The top line while the server cannot be reached: says so, and when the data on screen was received. It is not
 * rendered at all online, so nothing moves for online users.
 */
export function OfflineBanner() {
  const offline = useNetworkStatus(isOffline);
  return offline ? <OfflineNotice /> : null;
}

function OfflineNotice() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const at = useShownDataTime();
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {at === undefined ? t('offline.plain') : t('offline.since', { time: formatDataTime(at, lang) })}
    </div>
  );
}
