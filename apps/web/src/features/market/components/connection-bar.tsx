import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useRealtimeState } from '../../../lib/realtime-state';

/** Shown when live prices have been cut for more than 3 s (not during the first connect or a quick blip). */
export const OFFLINE_NOTICE_DELAY_MS = 3_000;

export function ConnectionBar() {
  const { t } = useTranslation();
  const state = useRealtimeState((s) => s.state);
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (state === 'open') {
      setShow(false);
      return;
    }
    const timer = setTimeout(() => setShow(true), OFFLINE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);
  if (!show) return null;
  return (
    <div className="connection-bar" data-testid="connection-bar" role="status">
      {t('market.offline')}
    </div>
  );
}
