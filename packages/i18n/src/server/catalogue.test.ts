import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { LANGS } from '../index';
import { SERVER_PARTS, type ServerKeysInTwoParts } from './catalogue';
import { SERVER_CATALOGUES, t } from './index';

const placeholders = (text: string | undefined) => (text?.match(/\{\w+\}/g) ?? []).sort();

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
      const got = (SERVER_CATALOGUES[lang] as Record<string, string>)[key];
      expect(placeholders(got), `${lang} ${key}`).toEqual(placeholders(source));
    }
  });

  it('fills placeholders and translates', () => {
    expect(t('en', 'validation.too_long', { max: 10 })).toBe('too long (at most 10 characters)');
    expect(t('zh', 'error.not_found')).toBe('未找到');
    expect(t('fra', 'error.not_found')).not.toBe(t('en', 'error.not_found'));
  });
});

describe('server catalogue parts', () => {
  const parts = Object.entries(SERVER_PARTS);

  it('lists every part folder of server/ in parts.ts, and only those', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(SERVER_PARTS).sort()).toEqual(folders.sort());
    expect(Object.keys(SERVER_PARTS)).toContain('core');
  });

  describe.each(parts)('%s', (_name, part) => {
    const source = part.en;

    it('has English texts', () => {
      expect(Object.keys(source).length).toBeGreaterThan(0);
    });

    it.each(LANGS)('%s has exactly the English keys, no empty text, the same placeholders', (lang) => {
      const texts = part[lang];
      expect(texts, `${lang} is missing`).toBeDefined();
      expect(Object.keys(texts).sort()).toEqual(Object.keys(source).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(typeof text === 'string' && text.trim() !== '', `${lang} ${key} is empty`).toBe(true);
        expect(placeholders(text), `${lang} ${key} placeholders`).toEqual(placeholders(source[key]));
      }
    });
  });

  it('puts no key in two parts', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, part] of parts) {
      for (const key of Object.keys(part.en)) {
        const first = owner.get(key);
        if (first) twice.push(`${key} (${first}, ${name})`);
        else owner.set(key, name);
      }
    }
    expect(twice).toEqual([]);
    expectTypeOf<ServerKeysInTwoParts>().toEqualTypeOf<never>();
  });

  it('assembles each language from exactly the parts', () => {
    const total = parts.reduce((sum, [, part]) => sum + Object.keys(part.en).length, 0);
    for (const lang of LANGS) {
      expect(Object.keys(SERVER_CATALOGUES[lang])).toHaveLength(total);
      for (const [name, part] of parts) {
        for (const [key, text] of Object.entries(part[lang])) {
          expect((SERVER_CATALOGUES[lang] as Record<string, string>)[key], `${lang} ${name} ${key}`).toBe(text);
        }
      }
    }
  });
});
