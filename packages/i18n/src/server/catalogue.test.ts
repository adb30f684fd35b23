import { describe, expect, it } from 'vitest';
import { LANGS } from '../index';
import { SERVER_CATALOGUES, t } from './index';

describe('server catalogues', () => {
  const sourceKeys = Object.keys(SERVER_CATALOGUES.en).sort();

  it.each(LANGS)('%s has exactly the keys of en and no empty text', (lang) => {
    const catalogue = SERVER_CATALOGUES[lang];
    expect(Object.keys(catalogue).sort()).toEqual(sourceKeys);
    for (const [key, text] of Object.entries(catalogue)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it.each(LANGS)('%s keeps the placeholders of en', (lang) => {
    for (const [key, source] of Object.entries(SERVER_CATALOGUES.en)) {
      const wanted = (source.match(/\{\w+\}/g) ?? []).sort();
      const got = ((SERVER_CATALOGUES[lang] as Record<string, string>)[key]?.match(/\{\w+\}/g) ?? []).sort();
      expect(got, `${lang} ${key}`).toEqual(wanted);
    }
  });

  it('fills placeholders and translates', () => {
    expect(t('en', 'validation.too_long', { max: 10 })).toBe('too long (at most 10 characters)');
    expect(t('zh', 'error.not_found')).toBe('未找到');
    expect(t('fra', 'error.not_found')).not.toBe(t('en', 'error.not_found'));
  });
});
