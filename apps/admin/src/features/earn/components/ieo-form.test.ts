import { describe, expect, it } from 'vitest';
import type { IeoProject } from '../api/types';
import {
  checkEnd,
  checkLockDays,
  checkMin,
  checkPayCoin,
  checkUrl,
  checkUserLimit,
  ieoCreateInput,
  ieoEditInput,
  ieoFormValues,
  utcMs,
  utcText,
} from './ieo-form';

describe('IEO form checks (the server’s)', () => {
  it('reads datetime fields as UTC', () => {
    expect(utcMs('2025-02-01T10:30')).toBe(Date.UTC(2025, 1, 1, 10, 30));
    expect(utcMs('2025-02-30T10:30')).toBeNull();
    expect(utcMs('tomorrow')).toBeNull();
    expect(utcText(Date.UTC(2025, 1, 1, 10, 30))).toBe('2025-02-01T10:30');
  });

  it('refuses what the server refuses', () => {
    expect(checkPayCoin('DOT', 'DOT')).toEqual({ rule: 'sameCoin' });
    expect(checkPayCoin('USDT', 'DOT')).toBeNull();
    expect(checkEnd('2025-01-01T00:00', '2025-01-01T00:00')).toEqual({ rule: 'endsAfter' });
    expect(checkEnd('2025-01-02T00:00', '2025-01-01T00:00')).toBeNull();
    expect(checkMin('1.123456789', '100', 8)).toEqual({ rule: 'amount', values: { scale: 8 } });
    expect(checkMin('101', '100', 8)).toEqual({ rule: 'minAboveSupply' });
    expect(checkUserLimit('', '1', 8)).toBeNull();
    expect(checkUserLimit('0.5', '1', 8)).toEqual({ rule: 'limitBelowMin' });
    expect(checkLockDays(3651)).toEqual({ rule: 'lockDays' });
    expect(checkLockDays(0)).toBeNull();
    expect(checkUrl('ftp://x')).toEqual({ rule: 'url' });
    expect(checkUrl('')).toBeNull();
    expect(checkUrl('https://example.com/wp.pdf')).toBeNull();
  });

  it('sends every term on create and only what changed on edit', () => {
    const v = {
      ...ieoFormValues(null, Date.UTC(2025, 0, 1, 12)),
      title: ' X ',
      token: 'DOT',
      price: '5',
      supply: '100',
      min: '1',
    };
    expect(v.starts_at).toBe('2025-01-02T00:00');
    const body = ieoCreateInput(v);
    expect(body).toMatchObject({ title: 'X', token: 'DOT', pay_currency: 'USDT', user_limit: null, lock_days: 0 });
    expect(Number(body.ends_at) - Number(body.starts_at)).toBe(7 * 86_400_000);
    const p = { ...body, id: 1, title: 'X', enabled: true } as unknown as IeoProject;
    expect(ieoEditInput(p, { ...v, title: 'X' })).toBeNull();
    expect(ieoEditInput(p, { ...v, title: 'Y', price: '1' })).toEqual({ title: 'Y' });
  });
});
