import { useTranslation } from '../../../i18n/use-translation';
import './simulated-mark.css';

/**
 * Said beside a price that comes from the demo simulator rather than a real market (issue 30 item 3): the quote's
 * `simulated` flag. Nothing when the price is real (or not known yet).
 */
export function SimulatedMark({ simulated }: { simulated: boolean | undefined }) {
  const { t } = useTranslation();
  if (!simulated) return null;
  return (
    <span className="simulated-mark" title={t('market.simulatedHint')} data-testid="simulated-mark">
      {t('market.simulated')}
    </span>
  );
}
