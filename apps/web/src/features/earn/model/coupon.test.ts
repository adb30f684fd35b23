import { describe, expect, it } from 'vitest';
import { couponProductName, couponStatusOf, offerBlock, voucherDaily } from './coupon';
import { config, couponOffer, userCoupon } from './test-products';

describe('coupon rules', () => {
  it('read the status of My coupons from the address, usable unless it names another', () => {
    expect(couponStatusOf(null)).toBe('usable');
    expect(couponStatusOf('used')).toBe('used');
    expect(couponStatusOf('expired')).toBe('expired');
    expect(couponStatusOf('anything')).toBe('usable');
  });

  it('pay one day ⌊amount × daily rate⌋ at the coin’s scale, the value being that on each day of the term', () => {
    const c = userCoupon();
    expect(voucherDaily(c)).toBe('3');
    expect(Number(voucherDaily(c)) * c.days).toBe(Number(c.value));
    // 333.333333 × 0.003 = 0.999999999: floored to USDT's 6 decimals, never rounded up.
    expect(voucherDaily({ amount: '333.333333', daily_rate: '0.003', currency: 'USDT' })).toBe('0.999999');
    expect(voucherDaily({ amount: '0.1', daily_rate: '0.0001', currency: 'BTC' })).toBe('0.00001');
  });

  it('cannot claim an offer held already or with none left', () => {
    expect(offerBlock(couponOffer())).toBeUndefined();
    expect(offerBlock(couponOffer({ claimed: true }))).toBe('claimed');
    expect(offerBlock(couponOffer({ left: 0 }))).toBe('gone');
    expect(offerBlock(couponOffer({ claimed: true, left: 0 }))).toBe('claimed');
  });

  it('name a held voucher’s product from the products, else the offers, else by its id', () => {
    expect(couponProductName(1, [config()], undefined)).toBe('USDT 5 days');
    expect(couponProductName(1, [], [couponOffer({ product_name: 'Offered name' })])).toBe('Offered name');
    expect(couponProductName(9, [config()], [couponOffer()])).toBe('#9');
    expect(couponProductName(9, undefined, undefined)).toBe('#9');
  });
});
