import { DUAL_LIMITS as CONTRACT_LIMITS } from '@app/api/earn';
import { describe, expect, it } from 'vitest';
import { type Campaign, DUAL_LIMITS, type DualProduct } from '../api/types';
import { dualShareYield, timesWhole } from './decimal';
import {
  budgetGrows,
  checkApr,
  checkBudget,
  checkDualAmount,
  checkDualCampaign,
  checkFuture,
  checkQuote,
  checkSalesEnd,
  checkShares,
  checkUserLimit,
  dualCreateInput,
  dualEditInput,
  dualFormValues,
  dualNeed,
  paidCoinOf,
} from './dual-form';

const NOW = Date.UTC(2025, 0, 1, 12);
const DAY = 86_400_000;
const campaign = (over: Partial<Campaign>): Campaign => ({
  id: 1,
  name: 'Dual BTC',
  note: '',
  translations: {},
  missing_langs: [],
  currency: 'BTC',
  scale: 8,
  remaining: '10',
  funded: '10',
  withdrawn: '0',
  reserved: '0',
  paid: '0',
  penalties: '0',
  products: 0,
  active_orders: 0,
  created_at: '2025-01-01 00:00:00',
  ...over,
});
const BTC = campaign({});
const USDT = campaign({ id: 2, name: 'Dual USDT', currency: 'USDT', scale: 6, remaining: '100000' });

const PRODUCT = {
  id: 4,
  coin: 'BTC',
  quote: 'USDT',
  type: 'call',
  strike: '60000',
  apr: '0.365',
  unit: '0.1',
  total_shares: 10,
  sold_shares: 2,
  user_limit: 5,
  sales_end_ms: NOW + DAY,
  settles_ms: NOW + 7 * DAY,
  campaign_id: 1,
  enabled: true,
} as unknown as DualProduct;

describe('dual form checks (the server’s)', () => {
  it('keeps the contract’s limits', () => {
    expect(DUAL_LIMITS).toEqual(CONTRACT_LIMITS);
  });

  it('refuses what the server refuses', () => {
    expect(checkQuote('BTC', 'BTC')).toEqual({ rule: 'sameCoin' });
    expect(checkQuote('USDT', 'BTC')).toBeNull();
    expect(checkDualAmount('0.123456789', 8)).toEqual({ rule: 'amount', values: { scale: 8 } });
    expect(checkDualAmount('1'.repeat(40), 8)).toEqual({ rule: 'amount', values: { scale: 8 } });
    expect(checkDualAmount('0', 8)).toEqual({ rule: 'amount', values: { scale: 8 } });
    expect(checkDualAmount('0.1', 8)).toBeNull();
    expect(checkApr('11')).toEqual({ rule: 'apr' });
    expect(checkApr('10')).toBeNull();
    expect(checkApr('0.365')).toBeNull();
    expect(checkShares(0)).toEqual({ rule: 'shares' });
    expect(checkShares(1.5)).toEqual({ rule: 'shares' });
    expect(checkShares(1, 2)).toEqual({ rule: 'belowSold', values: { sold: 2 } });
    expect(checkUserLimit(11, 10)).toEqual({ rule: 'limitAboveTotal' });
    expect(checkUserLimit(10, 10)).toBeNull();
    expect(checkFuture('2025-01-01T11:00', NOW)).toEqual({ rule: 'future' });
    // An edit may leave a time that has passed as it was.
    expect(checkFuture('2025-01-01T11:00', NOW, Date.UTC(2025, 0, 1, 11))).toBeNull();
    expect(checkFuture('soon', NOW)).toEqual({ rule: 'time' });
    expect(checkSalesEnd('2025-01-09T00:00', '2025-01-08T00:00', NOW)).toEqual({ rule: 'salesAfterSettle' });
    expect(checkSalesEnd('2025-01-02T00:00', '2025-01-08T00:00', NOW)).toBeNull();
    expect(checkDualCampaign(undefined, 'BTC', [BTC, USDT])).toEqual({ rule: 'campaign' });
    expect(checkDualCampaign(2, 'BTC', [BTC, USDT])).toEqual({
      rule: 'campaignCoin',
      values: { coin: 'USDT', paid: 'BTC' },
    });
    expect(checkDualCampaign(1, 'BTC', [BTC, USDT])).toBeNull();
  });

  it('pays a call in the coin and a put in the quote', () => {
    expect(paidCoinOf({ coin: 'BTC', quote: 'USDT', type: 'call' })).toBe('BTC');
    expect(paidCoinOf({ coin: 'BTC', quote: 'USDT', type: 'put' })).toBe('USDT');
  });

  it('reserves the yield of a share as the server rounds it, and judges the campaign on every share on offer', () => {
    // 0.1 × 7 × 0.365 ÷ 365 = 0.0007; a third of a unit rounds up at the coin's decimals.
    expect(dualShareYield({ unit: '0.1', apr: '0.365', days: 7, scale: 8 })).toBe('0.0007');
    expect(dualShareYield({ unit: '100', apr: '0.3', days: 1, scale: 6 })).toBe('0.082192');
    expect(dualShareYield({ unit: '0.00000001', apr: '0.01', days: 1, scale: 8 })).toBe('0.00000001');
    expect(timesWhole('0.0007', 10)).toBe('0.007');
    const v = { ...dualFormValues(PRODUCT), total_shares: 10 };
    expect(dualNeed(v, { now: NOW, sold: 0, scale: 8 })).toEqual({
      days: 7,
      perShare: '0.0007',
      unsold: 10,
      need: '0.007',
    });
    expect(checkBudget('0.007', campaign({ remaining: '0.0001' }))).toEqual({
      rule: 'unfunded',
      values: { left: '0.0001', need: '0.007', coin: 'BTC' },
    });
    expect(checkBudget('0.007', BTC)).toBeNull();
  });

  it('sends every term on create and only what changed on edit', () => {
    const v = {
      ...dualFormValues(null, NOW),
      coin: 'BTC',
      strike: ' 60000 ',
      apr: '0.365',
      unit: '0.1',
      campaign_id: 1,
    };
    expect(v.sales_end).toBe('2025-01-07T00:00');
    expect(v.settles_at).toBe('2025-01-08T08:00');
    expect(dualCreateInput(v)).toEqual({
      coin: 'BTC',
      quote: 'USDT',
      type: 'call',
      strike: '60000',
      apr: '0.365',
      unit: '0.1',
      total_shares: 100,
      user_limit: 10,
      sales_end: Date.UTC(2025, 0, 7),
      settles_at: Date.UTC(2025, 0, 8, 8),
      campaign_id: 1,
      enabled: true,
    });
    const saved = dualFormValues(PRODUCT);
    expect(dualEditInput(PRODUCT, saved)).toBeNull();
    expect(dualEditInput(PRODUCT, { ...saved, strike: '60000.00', enabled: false, user_limit: 3 })).toEqual({
      enabled: false,
      user_limit: 3,
    });
    // Only new terms or more shares may let the shares on offer reserve more.
    expect(budgetGrows(PRODUCT, { ...saved, enabled: false })).toBe(false);
    expect(budgetGrows(PRODUCT, { ...saved, total_shares: 11 })).toBe(true);
    expect(budgetGrows(PRODUCT, { ...saved, apr: '0.5' })).toBe(true);
    expect(budgetGrows(null, saved)).toBe(true);
  });
});
