import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { WALLET_PATHS } from '../wallet-paths';

/** The first step for a user who holds nothing yet: a deposit (home and the assets tab show it). */
export function StartDeposit({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="wallet-start" data-testid={testId}>
      <h2>{t('wallet.start.title')}</h2>
      <p>{t('wallet.start.text')}</p>
      <Link
        className="wallet-start-button"
        to={`${WALLET_PATHS.select}?action=recharge`}
        data-testid={`${testId}-deposit`}
      >
        {t('wallet.start.action')}
      </Link>
    </section>
  );
}
