import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { SECONDS_PATH } from '../../options/model/paths';
import { leverHref, SPOT_PATH } from '../model/paths';

export type AreaView = 'contract' | 'superLeverage' | 'stock';

/** The trade areas, one tap apart: spot, futures, the super-leverage view of futures, stocks and seconds options. */
export function AreaNav({ current }: { current: AreaView }) {
  const { t } = useTranslation();
  const items = [
    { key: 'spot', to: SPOT_PATH },
    { key: 'contract', to: leverHref('contract') },
    { key: 'superLeverage', to: leverHref('contract', { superLeverage: true }) },
    { key: 'stock', to: leverHref('stock') },
    { key: 'seconds', to: SECONDS_PATH },
  ] as const;
  return (
    <nav className="lever-areas" aria-label={t('contracts.areas.label')}>
      {items.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          replace
          aria-current={item.key === current ? 'page' : undefined}
          className={item.key === current ? 'lever-area active' : 'lever-area'}
          data-testid={`lever-area-${item.key}`}
        >
          {t(`contracts.areas.${item.key}`)}
        </Link>
      ))}
    </nav>
  );
}
