import { useTranslation } from '../../../i18n/use-translation';
import { StaticPage } from './static-page';

/** #/pages/common/aboutus */
export default function AboutusPage() {
  const { t } = useTranslation();
  return <StaticPage pageKey="aboutus" fallbackTitle={t('content.title.aboutus')} />;
}
