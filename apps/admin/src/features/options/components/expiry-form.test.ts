import { AdminOptionExpiryInput } from '@app/api/options';
import { describe, expect, it } from 'vitest';
import type { OptionExpiry } from '../api/types';
import {
  checkRatio,
  checkSeconds,
  EXPIRY_LIMITS,
  expiryChanged,
  expiryFormInput,
  expiryFormValues,
} from './expiry-form';

const EXPIRY: OptionExpiry = { seconds: 60, payout_ratio: '0.8', loss_ratio: '1', enabled: true };

describe('expiry drawer checks (the server’s)', () => {
  it('seconds: a whole number from 1 to 86400', () => {
    for (const ok of [1, 30, 86_400]) expect(checkSeconds(ok), String(ok)).toBeNull();
    for (const bad of [0, -1, 86_401, 1.5, null, undefined, '60'])
      expect(checkSeconds(bad), String(bad)).toBe('seconds');
  });

  it('refuses, when adding, an expiry that exists (the server would replace it)', () => {
    expect(checkSeconds(60, [30, 60])).toBe('exists');
    expect(checkSeconds(90, [30, 60])).toBeNull();
  });

  it('ratios: a fraction from 0 to 1 with at most 18 decimals, read from the text', () => {
    for (const ok of ['0', '1', '0.85', '1.0', '1.000', ' 0.5 ', '0.123456789012345678'])
      expect(checkRatio(ok), ok).toBeNull();
    for (const bad of ['1.01', '1.5', '2', '-0.1', '.5', '0.', '', 'abc', '0,8', '0.1234567890123456789', '01'])
      expect(checkRatio(bad), bad).toBe('ratio');
  });

  it('agree with the contract’s input schema', () => {
    for (const ratio of ['0', '1', '0.85', '1.0', '1.01', '-0.1', '.5', '0.1234567890123456789']) {
      const ours = checkRatio(ratio) === null;
      const body = { seconds: 60, payout_ratio: ratio, loss_ratio: '1', enabled: true };
      expect(AdminOptionExpiryInput.safeParse(body).success, ratio).toBe(ours);
    }
    for (const seconds of [0, 1, EXPIRY_LIMITS.secondsMax, EXPIRY_LIMITS.secondsMax + 1]) {
      const body = { seconds, payout_ratio: '0.8', loss_ratio: '1', enabled: true };
      expect(AdminOptionExpiryInput.safeParse(body).success, String(seconds)).toBe(checkSeconds(seconds) === null);
    }
  });
});

describe('expiry drawer values', () => {
  it('starts a new expiry offered, with a full loss and nothing else chosen', () => {
    expect(expiryFormValues(null)).toEqual({ seconds: null, payout_ratio: '', loss_ratio: '1', enabled: true });
    expect(expiryFormValues(EXPIRY)).toEqual(EXPIRY);
  });

  it('sends the whole expiry, ratios trimmed', () => {
    const input = expiryFormInput({ seconds: 60, payout_ratio: ' 0.85 ', loss_ratio: '1', enabled: false });
    expect(input).toEqual({ seconds: 60, payout_ratio: '0.85', loss_ratio: '1', enabled: false });
    expect(AdminOptionExpiryInput.safeParse(input).success).toBe(true);
  });

  it('sees a change in any field, ratios compared as text; a new expiry is always one', () => {
    expect(expiryChanged(EXPIRY, expiryFormInput({ ...EXPIRY, payout_ratio: ' 0.8 ' }))).toBe(false);
    expect(expiryChanged(EXPIRY, expiryFormInput({ ...EXPIRY, payout_ratio: '0.80' }))).toBe(true);
    expect(expiryChanged(EXPIRY, expiryFormInput({ ...EXPIRY, enabled: false }))).toBe(true);
    expect(expiryChanged(null, expiryFormInput(EXPIRY))).toBe(true);
  });
});
