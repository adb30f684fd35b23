import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { MiningConfig } from '../api/types';
import { fmtCoin, fmtPct } from '../model/format';
import { miningBuyHref } from '../model/paths';
import { CampaignNote } from './campaign-note';
import { YieldRate } from './yield-rate';

/** One mining product: APR with the daily yield beside it, term, minimum, the penalty per day left and the campaign paying it. */
export function MiningCard({ config: c }: { config: MiningConfig }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={miningBuyHref(c.id)} className="earn-card" data-testid={`mining-config-${c.id}`}>
        <div className="earn-card-head">
          <b>{c.name}</b>
          <YieldRate apr={c.apr} daily={c.daily_rate} testId={`mining-config-rate-${c.id}`} />
        </div>
        <div className="earn-card-meta">
          <span>{t('earn.days', { n: c.day })}</span>
          <span>{t('earn.mining.min', { amount: fmtCoin(c.save_min, c.currency_name) })}</span>
          <span>{t('earn.mining.penalty', { rate: fmtPct(c.penalty_rate) })}</span>
        </div>
        <CampaignNote campaign={c.campaign} />
      </Link>
    </li>
  );
}
