import {
  MINING_KINDS,
  COUPON_STATUSES as WIRE_COUPON_STATUSES,
  DUAL_STATUS as WIRE_DUAL,
  IEO_MODES as WIRE_IEO_MODES,
  IEO_ORDER_STATUS as WIRE_IEO_ORDER,
  IEO_TIME_STATUS as WIRE_IEO_TIME,
  MINING_STATUS as WIRE_MINING,
  DUAL_TYPES as WIRE_TYPES,
} from '@app/api/earn';
import { describe, expect, it } from 'vitest';
import {
  COUPON_STATUSES,
  DUAL_STATUS,
  DUAL_TYPES,
  dualStatusKey,
  IEO_MODES,
  IEO_ORDER_STATUS,
  IEO_TIME_STATUS,
  KINDS,
  MINING_STATUS,
} from './types';

describe('earn wire constants', () => {
  it('are the contract’s own values', () => {
    expect(MINING_STATUS).toEqual(WIRE_MINING);
    expect(DUAL_STATUS).toEqual(WIRE_DUAL);
    expect(KINDS).toEqual(MINING_KINDS);
    expect(DUAL_TYPES).toEqual(WIRE_TYPES);
    expect(IEO_TIME_STATUS).toEqual(WIRE_IEO_TIME);
    expect(IEO_ORDER_STATUS).toEqual(WIRE_IEO_ORDER);
    expect(IEO_MODES).toEqual(WIRE_IEO_MODES);
    expect(COUPON_STATUSES).toEqual(WIRE_COUPON_STATUSES);
  });

  it('name the dual statuses', () => {
    expect([0, 1, 2].map(dualStatusKey)).toEqual(['purchased', 'settling', 'success']);
  });
});
