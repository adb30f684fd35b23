import { LANGS, type Lang } from '@app/i18n';
import { TEXT_CAPABILITIES, type TextCapability } from '@app/i18n/web';
import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nextOptions } from './i18n';
import { createTextLoader, type TextSources } from './text-loader';

type Part = 'shell' | TextCapability;
type Id = `${Lang}/${Part}`;

/** Shell and spot texts in three languages; Thai lacks `spot.sell` (a text the language does not have). */
const CATALOGUES: Partial<Record<Id, object>> = {
  'en/shell': { common: { retry: 'Retry' } },
  'th/shell': { common: { retry: 'ลองอีกครั้ง' } },
  'kor/shell': { common: { retry: '다시 시도' } },
  'en/spot': { buy: 'Buy', sell: 'Sell' },
  'th/spot': { buy: 'ซื้อ' },
  'kor/spot': { buy: '매수', sell: '매도' },
  'en/wallet': { title: 'Assets' },
  'th/wallet': { title: 'สินทรัพย์' },
  'kor/wallet': { title: '자산' },
};

/** Fake catalogue sources that record each import; `hold(id)` keeps one pending until `release(id)`. */
function fakeSources() {
  const imported: Id[] = [];
  const held = new Map<Id, { promise: Promise<void>; release: () => void }>();
  const failing = new Set<Id>();
  const loaders = (part: Part) =>
    Object.fromEntries(
      LANGS.map((lang) => {
        const id: Id = `${lang}/${part}`;
        const load = async () => {
          imported.push(id);
          await held.get(id)?.promise;
          const texts = CATALOGUES[id];
          if (!texts || failing.has(id)) throw new TypeError(`Failed to fetch dynamically imported module ${id}`);
          return texts;
        };
        return [lang, load];
      }),
    ) as Record<Lang, () => Promise<object>>;
  const sources: TextSources = {
    shell: loaders('shell'),
    capabilities: Object.fromEntries(
      TEXT_CAPABILITIES.map((cap) => [cap, loaders(cap)]),
    ) as TextSources['capabilities'],
  };
  return {
    sources,
    imported,
    hold(id: Id) {
      let release = () => {};
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      held.set(id, { promise, release });
    },
    release(id: Id) {
      held.get(id)?.release();
      held.delete(id);
    },
    fail: (id: Id) => failing.add(id),
    heal: (id: Id) => failing.delete(id),
  };
}

/** A fresh i18next with the app's settings, its loader, and the shell of `lang` loaded as at start-up. */
async function setUp(lang: Lang) {
  const fake = fakeSources();
  const i18n: I18n = i18next.createInstance();
  const loader = createTextLoader(i18n, fake.sources);
  await i18n.init(i18nextOptions(lang, loader));
  await loader.switchLanguage(lang);
  const t = (key: string) => i18n.t(key as never) as string;
  return { ...fake, i18n, loader, t };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('text loader', () => {
  it('starts with only the shell of the shown language', async () => {
    const { imported, t } = await setUp('th');
    expect(imported).toEqual(['th/shell']);
    expect(t('common.retry')).toBe('ลองอีกครั้ง');
  });

  it('loads only the requested language and capability, once', async () => {
    const { imported, loader, t } = await setUp('kor');
    await loader.loadTexts(['spot']);
    await loader.loadTexts(['spot']);
    expect(imported).toEqual(['kor/shell', 'kor/spot']);
    expect(t('spot.buy')).toBe('매수');
    expect(t('wallet.title')).toBe('wallet.title');
  });

  it('falls back to English for a text the language lacks, loading English only then', async () => {
    const { imported, loader, t } = await setUp('th');
    await loader.loadTexts(['spot']);
    expect(imported).toEqual(['th/shell', 'th/spot']);
    expect(t('spot.buy')).toBe('ซื้อ');
    expect(t('spot.sell')).toBe('spot.sell');
    await flush();
    expect(imported).toEqual(['th/shell', 'th/spot', 'en/spot']);
    expect(t('spot.sell')).toBe('Sell');
    expect(t('spot.buy')).toBe('ซื้อ');
  });

  it('does not fetch English for a text shown with its own default', async () => {
    const { imported, i18n } = await setUp('th');
    await (i18n.t as (key: string, options: object) => string)('wallet.bill.entry.new_kind', { defaultValue: 'x' });
    await flush();
    expect(imported).toEqual(['th/shell']);
  });

  it('a language switch loads the shell and the capabilities in use before it switches', async () => {
    const { imported, release, hold, i18n, loader, t } = await setUp('th');
    await loader.loadTexts(['spot']);
    hold('kor/spot');
    const switching = loader.switchLanguage('kor');
    await flush();
    // Still Thai while Korean is on its way: no key and no half-switched screen.
    expect(i18n.language).toBe('th');
    expect(t('spot.buy')).toBe('ซื้อ');
    release('kor/spot');
    await expect(switching).resolves.toBe(true);
    expect(i18n.language).toBe('kor');
    expect(t('spot.buy')).toBe('매수');
    expect(t('common.retry')).toBe('다시 시도');
    expect(imported).toEqual(['th/shell', 'th/spot', 'kor/shell', 'kor/spot']);
  });

  it('a page opened during a switch gets its texts in both languages', async () => {
    const { imported, release, hold, i18n, loader, t } = await setUp('th');
    hold('kor/shell');
    const switching = loader.switchLanguage('kor');
    const page = loader.loadTexts(['wallet']);
    release('kor/shell');
    await Promise.all([switching, page]);
    expect(i18n.language).toBe('kor');
    expect(t('wallet.title')).toBe('자산');
    expect(imported).toEqual(expect.arrayContaining(['th/wallet', 'kor/wallet']));
  });

  it('the last of two overlapping switches wins', async () => {
    const { hold, release, i18n, loader } = await setUp('en');
    hold('th/shell');
    const first = loader.switchLanguage('th');
    const second = loader.switchLanguage('kor');
    await expect(second).resolves.toBe(true);
    release('th/shell');
    await expect(first).resolves.toBe(false);
    expect(i18n.language).toBe('kor');
  });

  it('a failed load keeps the language and is imported again on the next attempt', async () => {
    const { fail, heal, imported, i18n, loader } = await setUp('th');
    fail('kor/shell');
    await expect(loader.switchLanguage('kor')).rejects.toThrow(/kor\/shell/);
    expect(i18n.language).toBe('th');
    heal('kor/shell');
    await expect(loader.switchLanguage('kor')).resolves.toBe(true);
    expect(i18n.language).toBe('kor');
    expect(imported.filter((id) => id === 'kor/shell')).toHaveLength(2);
  });
});
