import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n/use-translation';
import { INVEST_PATH } from '../model/paths';
import '../earn.css';

const STEPS = ['s1', 's2', 's3'] as const;
const BRANCHES = ['callLow', 'callHigh', 'putLow', 'putHigh'] as const;

/** `/pages/invest/help`: how dual investment works, the four settlement branches and the growth factor F. */
export default function InvestHelpPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('earn.dual.helpTitle')} className="earn-page">
      <section className="earn-help" data-testid="invest-help">
        {STEPS.map((s) => (
          <p key={s}>{t(`earn.dual.help.${s}`)}</p>
        ))}
        <p className="earn-formula" data-testid="invest-formula">
          {t('earn.dual.formula')}
        </p>
        <ul>
          {BRANCHES.map((b) => (
            <li key={b} data-testid={`invest-branch-${b}`}>
              {t(`earn.dual.rows.${b}`)}
            </li>
          ))}
        </ul>
        <p className="earn-hint">{t('earn.dual.helpNote')}</p>
      </section>
      <Link to={INVEST_PATH} className="earn-cta">
        {t('earn.dual.title')}
      </Link>
    </PageShell>
  );
}
