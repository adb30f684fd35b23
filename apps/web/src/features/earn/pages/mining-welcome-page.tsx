import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n/use-translation';
import { MINING_PATH } from '../model/paths';
import '../earn.css';

const STEPS = ['s1', 's2', 's3', 's4', 's5'] as const;

/** `/pages/lockming/welcome`: how locked mining works, in five steps, then the products. */
export default function MiningWelcomePage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('earn.mining.welcomeTitle')} className="earn-page">
      <ol className="earn-steps" data-testid="mining-welcome">
        {STEPS.map((s) => (
          <li key={s}>{t(`earn.mining.welcome.${s}`)}</li>
        ))}
      </ol>
      <Link to={MINING_PATH} className="earn-cta">
        {t('earn.mining.start')}
      </Link>
    </PageShell>
  );
}
