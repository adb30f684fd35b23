import { useTranslation } from '../../../i18n/use-translation';
import { StaticPage } from './static-page';

/** #/pages/common/contactus */
export default function ContactusPage() {
  const { t } = useTranslation();
  return <StaticPage pageKey="contactus" fallbackTitle={t('content.title.contactus')} />;
}
