import { LANGS } from '@app/i18n';
import { WEB_CATALOGUES } from '@app/i18n/web';
import { describe, expect, it } from 'vitest';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)),
  );
}

const english = flatten(WEB_CATALOGUES.en);

describe('web catalogues', () => {
  it.each(LANGS)('%s has exactly the English keys', (lang) => {
    expect(Object.keys(flatten(WEB_CATALOGUES[lang])).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGS)('%s has no empty or non-string value', (lang) => {
    for (const [key, text] of Object.entries(flatten(WEB_CATALOGUES[lang]))) {
      expect(typeof text, `${lang}.${key}`).toBe('string');
      expect(String(text).trim(), `${lang}.${key}`).not.toBe('');
    }
  });

  it('labels the five tabs as the spec asks in en, zh and hk', () => {
    expect(Object.values(WEB_CATALOGUES.en.tab)).toEqual(['Home', 'Market', 'Trade', 'Finance', 'Assets']);
    expect(Object.values(WEB_CATALOGUES.zh.tab)).toEqual(['首页', '行情', '交易', '理财', '资产']);
    expect(Object.values(WEB_CATALOGUES.hk.tab)).toEqual(['首頁', '行情', '交易', '理財', '資產']);
  });

  it('gives every language its own tab labels', () => {
    const sets = LANGS.map((lang) => Object.values(WEB_CATALOGUES[lang].tab).join('|'));
    expect(new Set(sets).size).toBe(LANGS.length);
  });
});
