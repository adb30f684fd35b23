import { useTranslation } from '../../../i18n/use-translation';
import { StaticPage } from './static-page';

/** #/pages/setting/operational_compliance */
export default function CompliancePage() {
  const { t } = useTranslation();
  return <StaticPage pageKey="operational_compliance" fallbackTitle={t('content.title.compliance')} />;
}
