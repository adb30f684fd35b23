import { describe, expect, it } from 'vitest';
import { groupKey, isSecondFactorCode, isTotpCode, normalizeCode } from './code';

describe('second factor codes', () => {
  it('accepts 6 digits and recovery codes in any case, with spaces or the dash', () => {
    expect(isSecondFactorCode('123456')).toBe(true);
    expect(isSecondFactorCode(' 123456 ')).toBe(true);
    expect(isSecondFactorCode('abcde-fgh23')).toBe(true);
    expect(isSecondFactorCode('ABCDE FGH23')).toBe(true);
    expect(normalizeCode('ABCDE-FGH23')).toBe('abcdefgh23');
  });

  it('refuses anything else', () => {
    for (const bad of ['', '12345', '1234567', 'abcde-fgh2', 'abcde-fgh01', '12345a']) {
      expect(isSecondFactorCode(bad)).toBe(false);
    }
    expect(isTotpCode('abcde-fghij')).toBe(false);
    expect(isTotpCode('654321')).toBe(true);
  });

  it('groups a key by 4 for typing', () => {
    expect(groupKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
});
