import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/page-shell';
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
