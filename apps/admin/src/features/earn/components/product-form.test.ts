import { AdminEarnProductInput } from '@app/api/earn';
import { describe, expect, it } from 'vitest';
import type { Campaign, Product } from '../api/types';
import {
  checkAmount,
  checkCampaign,
  checkDays,
  checkIntro,
  checkMax,
  checkName,
  checkRate,
  productChanged,
  productFormInput,
  productFormValues,
} from './product-form';

const campaign = (id: number, currency: string): Campaign => ({
  id,
  name: `C${id}`,
  note: '',
  translations: {},
  missing_langs: [],
  currency,
  scale: currency === 'USDT' ? 6 : 8,
  remaining: '100',
  funded: '100',
  withdrawn: '0',
  reserved: '0',
  paid: '0',
  penalties: '0',
  products: 0,
  active_orders: 0,
  created_at: '2025-01-02 03:04:05',
});
const CAMPAIGNS = [campaign(1, 'USDT'), campaign(2, 'BTC')];

const PRODUCT: Product = {
  id: 3,
  kind: 'cloud',
  name: 'Cloud miner 30 days',
  currency: 'USDT',
  scale: 6,
  days: 30,
  daily_rate: '0.0025',
  daily_percent: '0.25',
  min: '100',
  max: null,
  penalty_rate: '0.005',
  penalty_percent: '0.5',
  campaign_id: 1,
  campaign_name: 'C1',
  enabled: true,
  intro: 'No hardware is rented.',
  translations: {},
  missing_langs: [],
  term_yield_per_1000: '75',
  penalty_per_day_per_1000: '5',
  active_orders: 2,
  created_at: '2025-01-02 03:04:05',
  updated_at: '2025-01-02 03:04:05',
};

describe('product drawer checks (the server’s)', () => {
  it('name, days and introduction within the contract’s limits', () => {
    expect(checkName('USDT 5 days')).toBeNull();
    expect(checkName(' ')).toEqual({ rule: 'name' });
    for (const ok of [1, 30, 3650]) expect(checkDays(ok), String(ok)).toBeNull();
    for (const bad of [0, 3651, 2.5, null, '5']) expect(checkDays(bad), String(bad)).toEqual({ rule: 'days' });
    expect(checkIntro('x'.repeat(2000))).toBeNull();
    expect(checkIntro('x'.repeat(2001))).toEqual({ rule: 'intro' });
  });

  it('rates: a fraction from 0 to 1, read from the text', () => {
    for (const ok of ['0', '0.003', '1', '1.000', ' 0.5 ']) expect(checkRate(ok), ok).toBeNull();
    for (const bad of ['1.01', '-0.1', '.5', '', '3e-3', '0,3']) expect(checkRate(bad), bad).toEqual({ rule: 'rate' });
  });

  it('amounts: above 0 at the coin’s decimals; the maximum empty or not below the minimum', () => {
    expect(checkAmount('100', 6)).toBeNull();
    expect(checkAmount('0', 6)).toEqual({ rule: 'amount', values: { scale: 6 } });
    expect(checkAmount('0.1234567', 6)).toEqual({ rule: 'amount', values: { scale: 6 } });
    expect(checkMax('', '100', 6)).toBeNull();
    expect(checkMax('100.0', '100', 6)).toBeNull();
    expect(checkMax('99.99', '100', 6)).toEqual({ rule: 'max' });
    expect(checkMax('5', 'x', 6)).toBeNull();
  });

  it('campaign: one that exists, in the product’s coin', () => {
    expect(checkCampaign(1, 'USDT', CAMPAIGNS)).toBeNull();
    expect(checkCampaign(9, 'USDT', CAMPAIGNS)).toEqual({ rule: 'campaign' });
    expect(checkCampaign(2, 'USDT', CAMPAIGNS)).toEqual({ rule: 'campaignCoin', values: { coin: 'BTC' } });
  });

  it('agree with the contract’s input schema on what it checks', () => {
    const body = productFormInput(productFormValues(PRODUCT));
    expect(AdminEarnProductInput.safeParse(body).success).toBe(true);
    for (const rate of ['0', '1', '0.003', '1.01', '-0.1', '.5', '0.1234567890123456789']) {
      const ours = checkRate(rate) === null;
      expect(AdminEarnProductInput.safeParse({ ...body, daily_rate: rate }).success, rate).toBe(ours);
    }
    for (const days of [0, 1, 3650, 3651]) {
      expect(AdminEarnProductInput.safeParse({ ...body, days }).success, String(days)).toBe(checkDays(days) === null);
    }
    expect(AdminEarnProductInput.safeParse({ ...body, min: '0' }).success).toBe(checkAmount('0', 18) === null);
  });
});

describe('product drawer values', () => {
  it('starts a new product offered, as locked mining, in the first campaign’s coin', () => {
    expect(productFormValues(null, CAMPAIGNS)).toMatchObject({
      kind: 'locked',
      currency: 'USDT',
      campaign_id: 1,
      enabled: true,
      days: null,
      max: '',
    });
  });

  it('sends every term trimmed, an empty maximum as null', () => {
    const input = productFormInput({ ...productFormValues(PRODUCT), daily_rate: ' 0.003 ', max: ' ' });
    expect(input).toEqual({
      kind: 'cloud',
      name: 'Cloud miner 30 days',
      currency: 'USDT',
      days: 30,
      daily_rate: '0.003',
      min: '100',
      max: null,
      penalty_rate: '0.005',
      campaign_id: 1,
      enabled: true,
      intro: 'No hardware is rented.',
      translations: {},
    });
  });

  it('sees a change in any term, decimals compared as typed; a new product is always one', () => {
    expect(productChanged(PRODUCT, productFormInput(productFormValues(PRODUCT)))).toBe(false);
    expect(productChanged(PRODUCT, productFormInput({ ...productFormValues(PRODUCT), max: '5000' }))).toBe(true);
    expect(productChanged(PRODUCT, productFormInput({ ...productFormValues(PRODUCT), min: '100.0' }))).toBe(true);
    expect(productChanged(PRODUCT, productFormInput({ ...productFormValues(PRODUCT), enabled: false }))).toBe(true);
    expect(productChanged(null, productFormInput(productFormValues(PRODUCT)))).toBe(true);
  });
});
