import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

// antd's Result carries its own illustrations (~10 KB gzip): fetched only when an admin meets one of these.

/** A screen outside the admin's role. */
export function Forbidden() {
  const { t } = useTranslation();
  return <Result status="403" title={t('guard.forbiddenTitle')} subTitle={t('guard.forbiddenText')} />;
}

/** A role with no section to land on. */
export function NothingToOpen() {
  const { t } = useTranslation();
  return <Result status="info" title={t('guard.emptyTitle')} subTitle={t('guard.emptyText')} />;
}
