import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { DualProduct } from '../api/types';
import { dualTitle } from '../model/dual-name';
import { fmtCoin, fmtDay, fmtPct } from '../model/format';
import { investPurchaseHref } from '../model/paths';
import { CampaignNote } from './campaign-note';

/** One dual product: APR, linked price, price per share, term and maturity, what is left, its campaign. */
export function DualCard({ product: p }: { product: DualProduct }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <Link to={investPurchaseHref(p.id)} className="earn-card" data-testid={`dual-product-${p.id}`}>
        <div className="earn-card-head">
          <b data-testid={`dual-product-name-${p.id}`}>{dualTitle(t, i18n.language, p)}</b>
          <span className="earn-rate">{t('earn.apr', { rate: fmtPct(p.apr) })}</span>
        </div>
        <div className="earn-card-meta">
          <span>
            {t('earn.dual.strike')} {fmtCoin(p.exercise_price, 'USDT')}
          </span>
          <span>
            {t('earn.dual.unit')} {fmtCoin(p.unit_price, p.pay_currency)}
          </span>
          <span>{t('earn.days', { n: p.day })}</span>
          <span>
            {t('earn.dual.maturity')} {fmtDay(p.end_time)}
          </span>
          <span>{t('earn.dual.progress', { p: p.progress })}</span>
        </div>
        <CampaignNote campaign={p.campaign} />
      </Link>
    </li>
  );
}
