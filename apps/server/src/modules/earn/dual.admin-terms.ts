/**
 * The terms of a dual product as the back office sets them: the checks a schema cannot make (wallet coins, a market
 * that records the settlement price, decimals, times on the platform clock, a campaign in the paid coin that can pay
 * the yield of every share on offer) and what an edit may change once shares are sold. Each refusal names its field
 * with a server catalogue reason ("field: reason").
 *
 * The budget rule follows the purchase (dual.service): a purchase reserves ⌈paid × days × APR ÷ 365⌉ of the paid
 * coin from the campaign, days counted from the purchase to maturity, so a share bought now reserves the most.
 * Rounding up per purchase never exceeds rounding up per share, so `unsold × yield of one share bought now` is the
 * most the shares on offer can take from the campaign. The conversion at the strike (a payout in the other coin) is
 * the house's, not the campaign's. The check is made against the campaign's balance when the terms are set;
 * purchases still reserve under the campaign's lock, so a budget shared with other products is never over-reserved.
 */

import type { AdminDualCreate } from '@app/api';
import { currencyScale, gt, mul, normalize, eq as same } from '@app/money';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db';
import { AppError } from '../../errors';
import { getOrCreateAccounts } from '../ledger';
import { type CampaignRow, campaignKey } from './campaigns';
import { type DualProduct, paidCurrencyOf } from './dual.service';
import { walletCoins } from './earn.admin-routes';
import { type dualProducts, earnCampaigns } from './earn.tables';
import { dualDays, dualYieldOf } from './engine/dual';
import { decimalsOf } from './engine/units';

export type DualTermsInput = z.infer<typeof AdminDualCreate>;
type Terms = typeof dualProducts.$inferInsert;

/** Terms a purchase was made on: fixed once a share is sold (wire name → column). */
const FIXED = {
  coin: 'coin',
  quote: 'quote',
  type: 'type',
  strike: 'strike',
  apr: 'apr',
  unit: 'unit',
  settles_at: 'settlesAt',
  campaign_id: 'campaignId',
} as const satisfies Record<string, keyof Terms>;

export const dualValues = (b: DualTermsInput) => ({
  coin: b.coin,
  quote: b.quote,
  type: b.type,
  strike: normalize(b.strike),
  apr: normalize(b.apr),
  unit: normalize(b.unit),
  totalShares: b.total_shares,
  userLimit: b.user_limit,
  salesEnd: b.sales_end,
  settlesAt: b.settles_at,
  campaignId: b.campaign_id,
  enabled: b.enabled,
});

/** A saved product as the create body, so an edit is judged on the product it would leave. */
export const dualInputOf = (p: DualProduct): DualTermsInput => ({
  coin: p.coin,
  quote: p.quote,
  type: p.type === 'put' ? 'put' : 'call',
  strike: normalize(p.strike),
  apr: normalize(p.apr),
  unit: normalize(p.unit),
  total_shares: p.totalShares,
  user_limit: p.userLimit,
  sales_end: p.salesEnd,
  settles_at: p.settlesAt,
  campaign_id: p.campaignId,
  enabled: p.enabled,
});

const DECIMAL = /^\d+(\.\d+)?$/;
/** Amounts compare by value ('1.50' is '1.5'), everything else as it is. */
const differs = (a: string | number | boolean, b: string | number | boolean) =>
  typeof a === 'string' && typeof b === 'string' && DECIMAL.test(a) && DECIMAL.test(b) ? !same(a, b) : a !== b;

/** The yield one share bought at `now` reserves, in the paid coin (the purchase's own rounding). */
export function yieldPerShare(
  p: Pick<DualProduct, 'coin' | 'quote' | 'type' | 'unit' | 'apr' | 'settlesAt'>,
  now: number,
) {
  const scale = currencyScale(paidCurrencyOf(p));
  return dualYieldOf(normalize(p.unit), dualDays(now, p.settlesAt), normalize(p.apr), scale);
}

/**
 * Refuses terms the product cannot be sold on. `before` is the saved product of an edit (null when creating): its
 * sold shares fix the terms purchases were made on, and only a time that changes must lie ahead of the clock.
 */
export async function checkDualTerms(
  tx: Tx,
  next: DualTermsInput,
  before: DualProduct | null,
  o: { now: number; hasMarket(symbol: string): boolean },
): Promise<void> {
  const sold = before?.soldShares ?? 0;
  const saved = before ? dualInputOf(before) : null;
  const changed = (k: keyof DualTermsInput) => saved === null || differs(saved[k], next[k]);
  if (sold > 0) {
    for (const key of Object.keys(FIXED) as (keyof typeof FIXED)[]) {
      if (changed(key)) throw AppError.invalid(key, 'earn.dual_terms_sold', { sold });
    }
  }
  const coins = walletCoins();
  if (!coins.some((c) => c.code === next.coin)) throw AppError.invalid('coin', 'earn.unknown_coin');
  if (!coins.some((c) => c.code === next.quote)) throw AppError.invalid('quote', 'earn.unknown_coin');
  if (next.quote === next.coin) throw AppError.invalid('quote', 'earn.dual_same_coin');
  const symbol = `${next.coin}/${next.quote}`;
  if (!o.hasMarket(symbol)) throw AppError.invalid('coin', 'earn.dual_no_market', { symbol });
  const paid = paidCurrencyOf(next);
  for (const [field, value, currency] of [
    ['strike', next.strike, next.quote],
    ['unit', next.unit, paid],
  ] as const) {
    const scale = currencyScale(currency);
    if (decimalsOf(value) > scale) throw AppError.invalid(field, 'earn.field_decimals', { scale });
  }
  if (next.total_shares < sold) throw AppError.invalid('total_shares', 'earn.dual_total_below_sold', { sold });
  if (next.user_limit > next.total_shares) throw AppError.invalid('user_limit', 'earn.dual_limit_above_total');
  if (changed('settles_at') && next.settles_at <= o.now) throw AppError.invalid('settles_at', 'earn.dual_time_past');
  if (changed('sales_end') && next.sales_end <= o.now) throw AppError.invalid('sales_end', 'earn.dual_time_past');
  if (next.sales_end > next.settles_at) throw AppError.invalid('sales_end', 'earn.dual_sales_after_settle');
  const campaign = await campaignOf(tx, next.campaign_id);
  if (campaign.currency !== paid) {
    throw AppError.invalid('campaign_id', 'earn.dual_campaign_coin', { coin: campaign.currency, paid });
  }
  // The budget is judged when what the shares on offer may reserve could grow: new terms, or more shares.
  const grows =
    saved === null ||
    (['coin', 'quote', 'type', 'apr', 'unit', 'settles_at', 'campaign_id'] as const).some(changed) ||
    next.total_shares > saved.total_shares;
  if (!grows) return;
  const need = normalize(
    mul(yieldPerShare({ ...next, settlesAt: next.settles_at }, o.now), String(next.total_shares - sold)),
  );
  const [account] = await getOrCreateAccounts(tx, [campaignKey(campaign.id, campaign.currency)]);
  const left = normalize(account?.available ?? '0');
  if (gt(need, left)) {
    throw AppError.invalid('campaign_id', 'earn.dual_unfunded', { left, need, coin: campaign.currency });
  }
}

async function campaignOf(tx: Tx, id: number): Promise<CampaignRow> {
  const [c] = await tx.select().from(earnCampaigns).where(eq(earnCampaigns.id, id));
  if (!c) throw AppError.invalid('campaign_id', 'earn.campaign_missing');
  return c;
}
