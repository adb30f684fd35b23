import { COUPON_LIMITS as CONTRACT_LIMITS } from '@app/api/earn';
import { describe, expect, it } from 'vitest';
import { COUPON_LIMITS, type CouponTemplate } from '../api/types';
import {
  checkClaimUntil,
  checkCouponAmount,
  checkCouponTitle,
  checkProduct,
  checkTotal,
  checkValidDays,
  couponCreateInput,
  couponEditInput,
  couponFormValues,
} from './coupon-form';
import { voucherYield } from './decimal';

describe('coupon form checks (the server’s)', () => {
  it('keeps the contract’s limits', () => {
    expect(COUPON_LIMITS).toEqual(CONTRACT_LIMITS);
  });

  it('refuses what the server refuses', () => {
    expect(checkCouponTitle(' ')).toEqual({ rule: 'required' });
    expect(checkCouponTitle('x'.repeat(81))).toEqual({ rule: 'tooLong', values: { max: 80 } });
    expect(checkProduct(undefined)).toEqual({ rule: 'required' });
    expect(checkProduct(3)).toBeNull();
    expect(checkCouponAmount('1000.1234567', 6)).toEqual({ rule: 'amount', values: { scale: 6 } });
    expect(checkCouponAmount('0', 6)).toEqual({ rule: 'amount', values: { scale: 6 } });
    expect(checkCouponAmount('1000', 6)).toBeNull();
    expect(checkValidDays(0)).toEqual({ rule: 'validDays' });
    expect(checkValidDays(3651)).toEqual({ rule: 'validDays' });
    expect(checkValidDays(7)).toBeNull();
    expect(checkTotal(0)).toEqual({ rule: 'total' });
    expect(checkTotal(1.5)).toEqual({ rule: 'total' });
    expect(checkTotal(2, 3)).toEqual({ rule: 'belowClaimed', values: { claimed: 3 } });
    expect(checkTotal(3, 3)).toBeNull();
    expect(checkClaimUntil('2025-01-01T00:00', '2025-01-01T00:00')).toEqual({ rule: 'endsAfter' });
    expect(checkClaimUntil('2025-01-02T00:00', '2025-01-01T00:00')).toBeNull();
  });

  it('previews the voucher’s value with the settlement’s rounding', () => {
    expect(voucherYield({ amount: '1000', dailyRate: '0.003', days: 5, scale: 6 })).toBe('15');
    expect(voucherYield({ amount: '333', dailyRate: '0.0001234567', days: 10, scale: 6 })).toBe('0.41111');
    expect(voucherYield({ amount: '1', dailyRate: '0.0000001', days: 10, scale: 6 })).toBe('0');
    expect(voucherYield({ amount: '', dailyRate: '0.003', days: 5, scale: 6 })).toBeUndefined();
  });

  it('sends every field on create and only what changed on edit (never amount or product)', () => {
    const v = {
      ...couponFormValues(null, Date.UTC(2025, 0, 1, 12, 0, 30)),
      title: ' Welcome ',
      product_id: 3,
      amount: '1000',
    };
    expect(v.claim_from).toBe('2025-01-01T12:00');
    const body = couponCreateInput(v);
    expect(body).toEqual({
      title: 'Welcome',
      product_id: 3,
      amount: '1000',
      valid_days: 7,
      total: 100,
      claim_from: Date.UTC(2025, 0, 1, 12),
      claim_until: Date.UTC(2025, 0, 31, 12),
      enabled: true,
      translations: {},
    });
    const c = {
      id: 4,
      title: 'Welcome',
      product_id: 3,
      amount: '1000',
      total: 100,
      claimed: 0,
      valid_days: 7,
      enabled: true,
      claim_from_ms: body.claim_from,
      claim_until_ms: body.claim_until,
    } as unknown as CouponTemplate;
    expect(couponEditInput(c, { ...v, title: 'Welcome' })).toBeNull();
    // A text in another language is sent only when it changed, as the whole set (blank ones dropped).
    expect(couponEditInput(c, { ...v, translations: { zh: { title: ' 欢迎 ' }, th: { title: '' } } })).toEqual({
      translations: { zh: { title: '欢迎' } },
    });
    expect(couponEditInput(c, { ...v, title: 'Hello', amount: '1', product_id: 9, total: 50 })).toEqual({
      title: 'Hello',
      total: 50,
    });
  });
});
