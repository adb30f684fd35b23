import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/page-shell';
import { LanguageList } from './language-list';

/** #/pages/setting/language */
export default function LanguagePage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('page.language')}>
      <LanguageList />
    </PageShell>
  );
}
