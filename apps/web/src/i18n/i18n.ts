import { setNumberLocale } from '@app/api';
import { DEFAULT_LANG, LANGS, type Lang } from '@app/i18n';
import { CAPABILITY_TEXTS, SHELL_TEXTS, type WebTexts } from '@app/i18n/web';
import i18n, { type InitOptions } from 'i18next';
import { createTextLoader, TEXT_NAMESPACE, type TextLoader } from './text-loader';
import { bindTranslations } from './use-translation';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The English catalogues' shape: a key that is not in them fails the type check (`t('spot.nope')`).
    resources: { translation: WebTexts };
  }
}

/** The app's text loader: texts arrive per language and capability (see text-loader.ts). */
export const texts = createTextLoader(i18n, { shell: SHELL_TEXTS, capabilities: CAPABILITY_TEXTS });

/**
 * i18next's settings: no texts at start, English as the fallback language; a missing text (no `defaultValue`)
 * asks the loader for the English catalogue it belongs to, and screens re-render whenever texts are added.
 */
export function i18nextOptions(lang: Lang, loader: Pick<TextLoader, 'missingKey'>): InitOptions {
  return {
    resources: {},
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGS],
    ns: [TEXT_NAMESPACE],
    defaultNS: TEXT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
    saveMissing: true,
    missingKeyHandler: (_langs, _ns, key, _fallback, _update, options) => {
      if ((options as { defaultValue?: unknown } | undefined)?.defaultValue === undefined) loader.missingKey(key);
    },
  };
}

/**
 * Starts i18next with no texts: the language switch (apply-language.ts) loads the shell before the first render,
 * and each page loads its capabilities' texts with its chunk (lib/lazy-page.tsx).
 */
export function initI18n(lang: Lang): typeof i18n {
  if (!i18n.isInitialized) {
    // Registered before the screens' listener (use-translation.ts), so they re-render with the new separators.
    setNumberLocale(lang);
    i18n.on('languageChanged', setNumberLocale);
    void i18n.init(i18nextOptions(lang, texts));
    bindTranslations(i18n);
  }
  return i18n;
}

export { i18n };
