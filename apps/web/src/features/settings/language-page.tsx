import { PageShell } from '../../components/page-shell';
import { useTranslation } from '../../i18n/use-translation';
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
