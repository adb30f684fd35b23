import { describe, expect, it } from 'vitest';
import { checkCountry, countryCode, countryName } from './country-form';

describe('adding a country', () => {
  it('takes two letters, upper-cased as the server stores them', () => {
    expect(countryCode(' us ')).toBe('US');
    expect(checkCountry('us', [])).toBeNull();
    expect(checkCountry('GB', ['US'])).toBeNull();
    for (const bad of ['', 'U', 'USA', '1A', 'u s', undefined]) expect(checkCountry(bad, []), String(bad)).toBe('code');
  });

  it('refuses a country already listed (its switch changes it)', () => {
    expect(checkCountry('us', ['US'])).toBe('listed');
  });

  it('names a country in the operator’s language, and nothing for an unassigned code', () => {
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('FR', 'fra')).toBe('France');
    expect(countryName('JP', 'jp')).toBe('日本');
    expect(countryName('QQ', 'en')).toBe('');
  });
});
