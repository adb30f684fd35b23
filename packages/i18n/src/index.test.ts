import { describe, expect, it } from 'vitest';
import { LANGS, pickLang, systemLocale } from './index';

describe('languages', () => {
  it('has the 8 codes of the spec', () => {
    expect([...LANGS].sort()).toEqual(['en', 'fra', 'hk', 'jp', 'kor', 'spa', 'th', 'zh']);
  });
  it('maps each language to the system locale of spec §4', () => {
    expect(systemLocale('zh')).toBe('zh-Hans');
    expect(systemLocale('hk')).toBe('zh-Hant');
    expect(systemLocale('fra')).toBe('fr');
    expect(systemLocale('spa')).toBe('es');
    expect(systemLocale('th')).toBe('en');
    expect(systemLocale('jp')).toBe('en');
    expect(systemLocale('kor')).toBe('en');
    expect(systemLocale('en')).toBe('en');
  });
  it('falls back to en for unknown codes', () => {
    expect(pickLang('de')).toBe('en');
    expect(pickLang(undefined)).toBe('en');
    expect(pickLang('kor')).toBe('kor');
  });
});
