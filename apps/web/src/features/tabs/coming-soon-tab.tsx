import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TabKey } from '../../lib/routes-registry';

/** A tab whose features arrive in a later release: its title and an honest empty state, no fake data. */
export function ComingSoonTab({ tab }: { tab: Exclude<TabKey, 'home'> }) {
  const { t } = useTranslation();
  return (
    <div className="tab-page">
      <header className="tab-page-head">
        <h1>{t(`tab.${tab}`)}</h1>
      </header>
      <div className="coming-soon" data-testid={`coming-soon-${tab}`}>
        <ClockCircleOutline className="coming-soon-icon" />
        <p>{t('common.comingSoon')}</p>
      </div>
    </div>
  );
}
