/**
 * Every text catalogue in all 8 languages. The check DISCOVERS catalogues: any folder under packages/i18n/src that
 * holds a `<lang>.ts` file is a catalogue (a new capability's folder is checked without editing this file). In each
 * one every language must have exactly the English keys, no empty text, and the same placeholders
 * (`{name}` for server texts, `{{name}}` for web texts) as English.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LANGS = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'] as const;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'i18n', 'src');

function folders(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((e) => e.isFile() && LANGS.some((l) => e.name === `${l}.ts`)) ? [dir] : [];
  return [...here, ...entries.filter((e) => e.isDirectory()).flatMap((e) => folders(join(dir, e.name)))];
}

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)),
  ) as Record<string, unknown>;
}

/** A catalogue file's texts: its one exported object (nested catalogues of sub-folders are checked there). */
async function load(folder: string, lang: string): Promise<Record<string, unknown>> {
  const mod = (await import(join(folder, `${lang}.ts`))) as Record<string, unknown>;
  const objects = Object.values(mod).filter((v) => typeof v === 'object' && v !== null);
  if (objects.length !== 1) throw new Error(`${folder}/${lang}.ts must export exactly one catalogue object`);
  return flatten(objects[0]);
}

const placeholders = (text: unknown) => (String(text).match(/\{\{?\w+\}?\}/g) ?? []).sort();

const found = folders(ROOT);

describe('text catalogues', () => {
  it('are found (server, web and every capability folder)', () => {
    const names = found.map((f) => relative(ROOT, f) || '.');
    expect(names).toEqual(expect.arrayContaining(['server', 'web', 'web/receipts']));
  });

  describe.each(found.map((f) => [relative(ROOT, f), f] as const))('%s', (_name, folder) => {
    it.each(LANGS.filter((l) => l !== 'en'))(
      '%s has every English key, no other, no empty text, same placeholders',
      async (lang) => {
        const en = await load(folder, 'en');
        const other = await load(folder, lang).catch((error: unknown) => {
          throw new Error(`missing ${lang}.ts: ${String(error)}`);
        });
        const missing = Object.keys(en).filter((k) => !(k in other));
        const extra = Object.keys(other).filter((k) => !(k in en));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        for (const [key, text] of Object.entries(other)) {
          expect(typeof text === 'string' && text.trim() !== '', `${lang} ${key} is empty`).toBe(true);
          expect(placeholders(text), `${lang} ${key} placeholders`).toEqual(placeholders(en[key]));
        }
      },
    );
  });
});

// The back office's side-menu words sit beside each feature's catalogue (admin/<cap>/menu.ts, all 8 languages in one
// file, bundled with the menu): the same rule, English keys everywhere and no empty word.
const ADMIN = join(ROOT, 'admin');
const menus = readdirSync(ADMIN, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(ADMIN, e.name, 'menu.ts')))
  .map((e) => e.name);

describe('admin menu words', () => {
  it('are found beside the feature catalogues', () => {
    expect(menus).toEqual(expect.arrayContaining(['accounts', 'spot', 'wallet']));
  });

  it.each(menus)('%s has every English word in all 8 languages, none empty', async (name) => {
    const { menuTexts } = (await import(join(ADMIN, name, 'menu.ts'))) as { menuTexts: Record<string, unknown> };
    const en = flatten(menuTexts.en);
    for (const lang of LANGS) {
      const words = flatten(menuTexts[lang]);
      expect(Object.keys(words).sort(), `${name} ${lang}`).toEqual(Object.keys(en).sort());
      for (const [key, word] of Object.entries(words)) {
        expect(typeof word === 'string' && word.trim() !== '', `${name} ${lang} ${key} is empty`).toBe(true);
      }
    }
  });
});
