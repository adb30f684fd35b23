import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { SECONDS_PATH } from '../model/paths';

/**
 * The trade areas, one tap apart, as on the contract screens (features/contracts/components/area-nav.tsx): spot,
 * futures, super leverage, stocks and this one. Their paths are written out so this chunk carries no contract code.
 */
const ITEMS = [
  { key: 'spot', to: '/pages/transaction/index' },
  { key: 'contract', to: '/pages/transaction/contract' },
  { key: 'superLeverage', to: '/pages/transaction/contract?mode=margin' },
  { key: 'stock', to: '/pages/transaction/index2' },
  { key: 'seconds', to: SECONDS_PATH },
] as const;

export function AreaNav() {
  const { t } = useTranslation();
  return (
    <nav className="sec-areas" aria-label={t('options.areas.label')}>
      {ITEMS.map((item) => {
        const current = item.key === 'seconds';
        return (
          <Link
            key={item.key}
            to={item.to}
            replace
            aria-current={current ? 'page' : undefined}
            className={current ? 'sec-area active' : 'sec-area'}
            data-testid={`sec-area-${item.key}`}
          >
            {t(`options.areas.${item.key}`)}
          </Link>
        );
      })}
    </nav>
  );
}
