import { describe, expect, it } from 'vitest';
import { filterAreas } from './area-store';
import { maskAccount, maskCardNumber, maskEmail, maskMobile, shortAddress } from './mask';
import { rememberReturnPath, takeReturnPath } from './return-path';

describe('masked display', () => {
  it.each([
    ['alice@example.com', 'a***@example.com'],
    ['b@x.io', 'b***@x.io'],
    ['not-an-email', 'not-an-email'],
  ])('email %s', (input, out) => expect(maskEmail(input)).toBe(out));

  it.each([
    ['13800000000', '138****0000'],
    ['2025550', '202****5550'],
    ['12345', '1****5'],
  ])('mobile %s', (input, out) => expect(maskMobile(input)).toBe(out));

  it('picks the mask by shape', () => {
    expect(maskAccount('carol@x.com')).toBe('c***@x.com');
    expect(maskAccount('13912345678')).toBe('139****5678');
  });

  it('card numbers show the last 4 digits', () => {
    expect(maskCardNumber('6222 0212 3456 7890')).toBe('**** **** **** 7890');
    expect(maskCardNumber('1234')).toBe('1234');
  });

  it('long addresses keep head and tail', () => {
    expect(shortAddress('0x52908400098527886E0F7030069857D2E4169EE7', 6, 4)).toBe('0x5290…9EE7');
    expect(shortAddress('short')).toBe('short');
  });
});

describe('area search', () => {
  const areas = [
    { id: 1, name: 'China', area_code: '86' },
    { id: 2, name: 'United States', area_code: '1' },
    { id: 3, name: 'United Kingdom', area_code: '44' },
  ];
  it('matches a name or a code (with or without +)', () => {
    expect(filterAreas(areas, 'united').map((a) => a.id)).toEqual([2, 3]);
    expect(filterAreas(areas, '+8').map((a) => a.id)).toEqual([1]);
    expect(filterAreas(areas, '  ')).toHaveLength(3);
  });
});

describe('return path after login', () => {
  it('is read once, and never an auth page or an outside address', () => {
    rememberReturnPath('/pages/setting/real?x=1');
    expect(takeReturnPath()).toBe('/pages/setting/real?x=1');
    expect(takeReturnPath()).toBe('/');
    rememberReturnPath('/pages/common/login');
    expect(takeReturnPath('/home')).toBe('/home');
    sessionStorage.setItem('login_return_path', '//evil.example');
    expect(takeReturnPath()).toBe('/');
  });
});
