import { useTranslation } from 'react-i18next';

export function ZeroFeeBadge() {
  const { t } = useTranslation();
  return <span className="zero-fee-badge">{t('spot.zeroFee')}</span>;
}
