import { describe, expect, it } from 'vitest';
import { countryLabel } from './country';

describe('countryLabel', () => {
  it("names the document's country in the operator's language, with its code", () => {
    expect(countryLabel('CN', 'en')).toBe('China (CN)');
    expect(countryLabel('US', 'fra')).toBe('États-Unis (US)');
    expect(countryLabel('JP', 'zh')).toBe('日本 (JP)');
  });

  it('shows a code Intl cannot name, or cannot read, as it came', () => {
    expect(countryLabel('XX', 'en')).toBe('XX');
    expect(countryLabel('not a code', 'en')).toBe('not a code');
  });
});
