import { useTranslation } from '../../../i18n/use-translation';

export function ZeroFeeBadge() {
  const { t } = useTranslation();
  return <span className="zero-fee-badge">{t('spot.zeroFee')}</span>;
}
