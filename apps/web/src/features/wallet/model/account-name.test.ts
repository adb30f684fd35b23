import { ACCOUNT_KIND_FIELDS } from '@app/api/wallet';
import { LANGS } from '@app/i18n';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadTexts } from '../../../test/i18n';
import { ACCOUNT_NAME_KEYS } from './account-name';

describe('account names', () => {
  it.each(LANGS)('names every kind the contract declares in %s, each by a name of its own', async (lang) => {
    await loadTexts(lang, ['wallet']);
    const names = ACCOUNT_KIND_FIELDS.map((field) => {
      const key = ACCOUNT_NAME_KEYS[field];
      expect(i18next.exists(key, { lng: lang, fallbackLng: false }), `${lang} ${key}`).toBe(true);
      return i18next.t(key, { lng: lang });
    });
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(new Set(names).size).toBe(ACCOUNT_KIND_FIELDS.length);
  });
});
