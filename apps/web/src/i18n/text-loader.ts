import { DEFAULT_LANG, type Lang } from '@app/i18n';
import type { TextCapability, TextLoaders } from '@app/i18n/web';
import type { i18n as I18n } from 'i18next';

/** Where texts come from: the shell catalogue and each capability's, per language (`@app/i18n/web` in the app). */
export type TextSources = {
  shell: TextLoaders<object>;
  capabilities: Readonly<Record<TextCapability, TextLoaders<object>>>;
};

type Part = 'shell' | TextCapability;

/** Every text lives in i18next's one default namespace; a capability's texts sit under its name (`spot.title`). */
export const TEXT_NAMESPACE = 'translation';

export type TextLoader = ReturnType<typeof createTextLoader>;

/**
 * Loads texts into i18next on demand, one language × catalogue at a time, each once:
 * - `loadTexts(caps)`: a page's capabilities in the shown language (and in the language being switched to);
 * - `switchLanguage(lang, alsoLoad)`: the shell and every capability in use in `lang`, and anything else the
 *   language needs (antd-mobile's locale), and only then `changeLanguage`, so no screen shows a key meanwhile;
 * - `missingKey(key)`: English, the fallback language, is loaded only when a text is missing (a catalogue check in
 *   CI keeps every language complete, so this is for a text the language lacks, never the normal path).
 * A failed import is forgotten, so the next attempt imports it again.
 */
export function createTextLoader(i18n: I18n, sources: TextSources) {
  const loads = new Map<string, Promise<void>>();
  const inUse = new Set<TextCapability>();
  let switchingTo: Lang | null = null;
  let switches = 0;

  const loaderOf = (lang: Lang, part: Part) =>
    part === 'shell' ? sources.shell[lang] : sources.capabilities[part][lang];

  function load(lang: Lang, part: Part): Promise<void> {
    const id = `${lang}/${part}`;
    const known = loads.get(id);
    if (known) return known;
    const loading = loaderOf(lang, part)().then((texts) => {
      i18n.addResourceBundle(lang, TEXT_NAMESPACE, part === 'shell' ? texts : { [part]: texts }, true, true);
    });
    loads.set(id, loading);
    loading.catch(() => loads.delete(id));
    return loading;
  }

  const shown = () => i18n.language as Lang;

  /**
   * A page's texts: the shell (already there unless the start-up load failed) and `caps`, in the shown language
   * and in the one being switched to while a switch is under way.
   */
  function loadTexts(caps: readonly TextCapability[]): Promise<void> {
    for (const cap of caps) inUse.add(cap);
    const langs = new Set([shown(), ...(switchingTo ? [switchingTo] : [])]);
    const parts: Part[] = ['shell', ...caps];
    return Promise.all([...langs].flatMap((lang) => parts.map((part) => load(lang, part)))).then(() => undefined);
  }

  /**
   * Loads `lang`'s shell and every capability in use (also those a page asks for meanwhile), then switches.
   * Resolves false when a later switch took over before this one finished; rejects when a catalogue failed.
   */
  async function switchLanguage(lang: Lang, alsoLoad?: (lang: Lang) => Promise<unknown>): Promise<boolean> {
    const ticket = ++switches;
    switchingTo = lang;
    const latest = () => ticket === switches;
    try {
      const extra = alsoLoad?.(lang);
      let parts: Part[] = [];
      while (parts.length !== inUse.size + 1) {
        parts = ['shell', ...inUse];
        await Promise.all([...parts.map((part) => load(lang, part)), extra]);
      }
    } finally {
      if (latest()) switchingTo = null;
    }
    if (!latest()) return false;
    if (i18n.language !== lang) await i18n.changeLanguage(lang);
    return true;
  }

  /** i18next's missing-key hook: loads the English catalogue the key belongs to (once). */
  function missingKey(key: string): void {
    const head = key.split('.')[0] ?? '';
    const part: Part = head in sources.capabilities ? (head as TextCapability) : 'shell';
    load(DEFAULT_LANG, part).catch(() => undefined);
  }

  return {
    loadTexts,
    switchLanguage,
    missingKey,
    /** Which language × catalogue pairs are loaded or loading (`th/spot`), for tests and diagnostics. */
    requested: () => [...loads.keys()],
  };
}
