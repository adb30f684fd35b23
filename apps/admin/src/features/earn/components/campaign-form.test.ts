import {
  ADMIN_EARN_ORDER_STATES,
  AdminEarnCampaignCreate,
  AdminEarnCampaignMove,
  EARN_LIMITS,
  MINING_KINDS,
} from '@app/api/earn';
import { describe, expect, it } from 'vitest';
import { type Campaign, LIMITS, ORDER_STATES, PRODUCT_KINDS } from '../api/types';
import {
  campaignChanged,
  campaignCreateInput,
  campaignEditInput,
  campaignFormValues,
  checkCurrency,
  checkMove,
  checkName,
  checkNote,
  remainingAfter,
} from './campaign-form';

const CAMPAIGN: Campaign = {
  id: 1,
  name: 'Launch yield',
  note: 'Operator budget',
  translations: {},
  missing_langs: [],
  currency: 'USDT',
  scale: 6,
  remaining: '49980',
  funded: '50000',
  withdrawn: '0',
  reserved: '20',
  paid: '0',
  penalties: '0',
  products: 5,
  active_orders: 1,
  created_at: '2025-01-02 03:04:05',
};

describe('the contract’s constants, kept here without zod', () => {
  it('are the contract’s', () => {
    expect(PRODUCT_KINDS).toEqual(MINING_KINDS);
    expect(ORDER_STATES).toEqual(ADMIN_EARN_ORDER_STATES);
    expect(LIMITS).toEqual(EARN_LIMITS);
  });
});

describe('campaign drawer checks (the server’s)', () => {
  it('name: 1 to 80 characters once trimmed; a coin; a note of at most 500', () => {
    expect(checkName('Spring')).toBeNull();
    expect(checkName('  ')).toBe('name');
    expect(checkName('x'.repeat(81))).toBe('name');
    expect(checkCurrency('BTC')).toBeNull();
    expect(checkCurrency(undefined)).toBe('currency');
    expect(checkNote('')).toBeNull();
    expect(checkNote('x'.repeat(501))).toBe('note');
  });

  it('sends what the contract takes, trimmed; an edit sends the name and note only', () => {
    const input = campaignCreateInput({ name: ' Spring ', currency: 'BTC', note: ' paid by us ' });
    expect(input).toEqual({ name: 'Spring', currency: 'BTC', note: 'paid by us', translations: {} });
    expect(AdminEarnCampaignCreate.safeParse(input).success).toBe(true);
    expect(AdminEarnCampaignCreate.safeParse({ ...input, name: 'x'.repeat(81) }).success).toBe(
      checkName('x'.repeat(81)) === null,
    );
    expect(campaignEditInput(campaignFormValues(CAMPAIGN))).toEqual({
      name: 'Launch yield',
      note: 'Operator budget',
      translations: {},
    });
    expect(campaignChanged(CAMPAIGN, campaignEditInput(campaignFormValues(CAMPAIGN)))).toBe(false);
    expect(campaignChanged(CAMPAIGN, { name: 'Launch yield', note: 'Other' })).toBe(true);
    // A text in another language is a change; a blank one is none (the English is shown either way).
    const zh = { ...campaignFormValues(CAMPAIGN), translations: { zh: { name: ' 上线 ', note: '' } } };
    expect(campaignEditInput(zh).translations).toEqual({ zh: { name: '上线' } });
    expect(campaignChanged(CAMPAIGN, campaignEditInput(zh))).toBe(true);
    const blank = { ...campaignFormValues(CAMPAIGN), translations: { th: { name: '  ' } } };
    expect(campaignChanged(CAMPAIGN, campaignEditInput(blank))).toBe(false);
  });
});

describe('budget moves', () => {
  it('take an amount above 0 within the coin’s decimals, as the server does', () => {
    expect(checkMove('1000', 6, 'fund', '0')).toBeNull();
    expect(checkMove('0.000001', 6, 'fund', '0')).toBeNull();
    for (const bad of ['0', '', '-1', '1e3', '0.0000001', 'abc']) {
      expect(checkMove(bad, 6, 'fund', '0'), bad).toEqual({ rule: 'amount', values: { scale: 6 } });
    }
    for (const amount of ['1', '0', '-1', '1.5', '1e3']) {
      const ours = checkMove(amount, 18, 'fund', '0') === null;
      expect(AdminEarnCampaignMove.safeParse({ amount }).success, amount).toBe(ours);
    }
  });

  it('take back at most the campaign’s balance, compared exactly', () => {
    expect(checkMove('49980', 6, 'withdraw', '49980')).toBeNull();
    expect(checkMove('49980.000001', 6, 'withdraw', '49980')).toEqual({ rule: 'free', values: { free: '49980' } });
    // Funding has no upper bound.
    expect(checkMove('49980.000001', 6, 'fund', '49980')).toBeNull();
  });

  it('show the balance after the move', () => {
    expect(remainingAfter('49980', ' 20 ', 'fund')).toBe('50000');
    expect(remainingAfter('1.25', '0.25', 'withdraw')).toBe('1');
  });
});
