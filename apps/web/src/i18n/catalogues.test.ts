import { LANGS } from '@app/i18n';
import { CAPABILITY_TEXTS, SHELL_TEXTS, TEXT_CAPABILITIES } from '@app/i18n/web';
import { describe, expect, it } from 'vitest';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)),
  );
}

const catalogues = [
  ['shell', SHELL_TEXTS],
  ...TEXT_CAPABILITIES.map((cap) => [cap, CAPABILITY_TEXTS[cap]] as const),
] as const;

// checks/catalogues.check.ts compares the files; this checks the loaders the app uses to reach them.
describe('web text loaders', () => {
  it.each(catalogues)('%s: each language loads its own texts with the English keys', async (_name, loaders) => {
    const texts = await Promise.all(LANGS.map((lang) => loaders[lang]()));
    const english = Object.keys(flatten(texts[0])).sort();
    for (const one of texts) expect(Object.keys(flatten(one)).sort()).toEqual(english);
    // Eight different catalogues: no language's loader hands out another language's file.
    expect(new Set(texts.map((one) => JSON.stringify(one))).size).toBe(LANGS.length);
  });

  it('labels the five tabs as the spec asks in en, zh and hk', async () => {
    expect(Object.values((await SHELL_TEXTS.en()).tab)).toEqual(['Home', 'Market', 'Trade', 'Finance', 'Assets']);
    expect(Object.values((await SHELL_TEXTS.zh()).tab)).toEqual(['首页', '行情', '交易', '理财', '资产']);
    expect(Object.values((await SHELL_TEXTS.hk()).tab)).toEqual(['首頁', '行情', '交易', '理財', '資產']);
  });

  it('gives every language its own tab labels', async () => {
    const sets = await Promise.all(LANGS.map(async (lang) => Object.values((await SHELL_TEXTS[lang]()).tab).join('|')));
    expect(new Set(sets).size).toBe(LANGS.length);
  });
});
