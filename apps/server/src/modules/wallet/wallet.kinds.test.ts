/** Account kinds on the wire (@app/api ACCOUNT_KIND_FIELDS) and in the ledger (ACCOUNT_KIND) are one numbering. */
import { ACCOUNT_KIND_FIELDS, WalletDetailBody } from '@app/api';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_KIND } from '../ledger';
import { fieldOfKind, kindOf } from './wallet.calc';

describe('account kinds', () => {
  it('numbers the wire fields as the ledger does', () => {
    expect(Object.fromEntries(ACCOUNT_KIND_FIELDS.map((f, i) => [f, i + 1]))).toEqual(ACCOUNT_KIND);
    for (const [field, kind] of Object.entries(ACCOUNT_KIND)) {
      expect(fieldOfKind(kind)).toBe(field);
      expect(kindOf(field)).toBe(kind);
    }
  });

  it.each([
    ['change', 2],
    ['stock', 5],
    [1, 1],
    ['3', 3],
  ] as const)('a request names kind %s as %i, as kindOf does', (type, kind) => {
    expect(WalletDetailBody.parse({ currency: '1', type }).type).toBe(kind);
    expect(kindOf(type)).toBe(kind);
  });

  it.each(['', '0', 8, 'CHANGE', 'savings'])('refuses kind %s', (type) => {
    expect(WalletDetailBody.safeParse({ currency: 1, type }).success).toBe(false);
  });
});
