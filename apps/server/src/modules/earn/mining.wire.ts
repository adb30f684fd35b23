/** Mining rows → the wire's original field names (reference §4a): `MiningConfig`, `MiningOrder`, `MiningQuote`. */
import type { EarnCampaign, MiningConfig, MiningKind, MiningQuote, MiningOrder as WireOrder } from '@app/api';
import { add, div, isPositive, mul, normalize } from '@app/money';
import { wireTime } from '../../envelope';
import { catalogueCoins } from '../market';
import { dayStart, maturityDayOf } from './engine/mining';
import type { MiningOrder, MiningProduct, MiningService } from './mining.service';

const coinOf = (code: string) => catalogueCoins().find((c) => c.code === code);
const kindOf = (k: string): MiningKind => (k === 'cloud' || k === 'defi' ? k : 'locked');
/** A daily rate a year, simple (no compounding: each day pays on the principal alone). */
export const aprOf = (dailyRate: string) => normalize(mul(dailyRate, '365'));
const dayText = (day: number) => wireTime(new Date(dayStart(day)));

/** The largest amount whose whole term's yield the campaign can still pay (what `reserve` would accept). */
export function budgetCap(p: MiningProduct, remaining: string, scale: number): string {
  const perUnit = mul(p.dailyRate, String(p.days));
  if (!isPositive(perUnit)) return '';
  return normalize(div(remaining, perUnit, scale, 'floor'));
}

export function wireConfig(p: MiningProduct, campaign: EarnCampaign, scale: number): MiningConfig {
  const coin = coinOf(p.currency);
  return {
    id: p.id,
    kind: kindOf(p.kind),
    name: p.name,
    currency_id: coin?.id ?? 0,
    currency_name: p.currency,
    currency_logo: coin?.logo ?? '',
    day: p.days,
    interest_rate: normalize(mul(p.dailyRate, '100')),
    daily_rate: normalize(p.dailyRate),
    apr: aprOf(p.dailyRate),
    save_min: normalize(p.minAmount),
    save_max: p.maxAmount === null ? '' : normalize(p.maxAmount),
    penalty_rate: normalize(p.penaltyRate),
    penalty_percent: normalize(mul(p.penaltyRate, '100')),
    intro: p.intro,
    campaign,
    budget_cap: budgetCap(p, campaign.remaining, scale),
  };
}

export function wireOrder(o: MiningOrder, kind: string, receipts: { id: string; kind: string }[]): WireOrder {
  return {
    id: o.id,
    config_id: o.productId,
    kind: kindOf(kind),
    currency_name: o.currency,
    amount: normalize(o.amount),
    day_rate: normalize(o.dailyRate),
    apr: aprOf(o.dailyRate),
    day: o.days,
    earned_days: o.earnedDays,
    total_interest: normalize(o.earned),
    start_at: dayText(o.subscribedDay + 1),
    end_at: dayText(maturityDayOf(o.subscribedDay, o.days)),
    status: o.state === 'active' ? 1 : 2,
    is_cancel: o.state === 'redeemed' ? 1 : 0,
    cancel_fee: normalize(o.penalty ?? '0'),
    created_at: wireTime(o.createdAt),
    closed_at: o.closedAt ? wireTime(o.closedAt) : null,
    receipts,
    voucher_id: o.voucherId,
  };
}

export function wireQuote(o: MiningOrder, q: ReturnType<MiningService['quoteOf']>): MiningQuote {
  return {
    id: o.id,
    amount: normalize(o.amount),
    earned_days: q.earnedDays,
    remaining_days: q.remainingDays,
    earned: q.earned,
    penalty: q.penalty,
    penalty_rate: normalize(o.penaltyRate),
    penalty_share: isPositive(o.amount) ? normalize(div(q.penalty, o.amount, 6, 'half-up')) : '0',
    principal_back: q.principalBack,
    total_back: normalize(add(q.principalBack, q.earned)),
  };
}
