import { useTranslation } from '../../../i18n/use-translation';
import type { Campaign } from '../api/types';
import { fmtCoin } from '../model/format';

/** Where a product's yield comes from (spec: every yield is paid from a funded campaign) and what it still holds. */
export function CampaignNote({ campaign, note = false }: { campaign: Campaign; note?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="earn-campaign" data-testid="earn-campaign">
      <span>{t('earn.campaign', { name: campaign.name })}</span>
      <span data-testid="earn-remaining">
        {t('earn.remaining', { amount: fmtCoin(campaign.remaining, campaign.currency) })}
      </span>
      {note && campaign.note && <small>{campaign.note}</small>}
    </div>
  );
}
