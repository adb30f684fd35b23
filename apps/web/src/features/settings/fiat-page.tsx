import { PageShell } from '../../components/page-shell';
import { useTranslation } from '../../i18n/use-translation';
import { FiatList } from './fiat-list';

/** #/pages/setting/fiat */
export default function FiatPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('page.fiat')}>
      <p className="hint">{t('setting.fiatHint')}</p>
      <FiatList />
    </PageShell>
  );
}
