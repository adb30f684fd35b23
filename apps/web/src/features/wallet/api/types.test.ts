import { ACCOUNT_KIND_FIELDS } from '@app/api/wallet';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DISPLAY_ORDER, isAccountField } from './types';

describe('wallet wire constants', () => {
  it('shows every account kind of the contract, each once', () => {
    expect([...ACCOUNT_DISPLAY_ORDER].sort()).toEqual([...ACCOUNT_KIND_FIELDS].sort());
  });

  it('accepts a field of the contract and nothing else', () => {
    for (const field of ACCOUNT_KIND_FIELDS) expect(isAccountField(field)).toBe(true);
    for (const other of ['', 'spot', 2, null, undefined]) expect(isAccountField(other)).toBe(false);
  });
});
