/**
 * The back office's texts (i18next). Catalogues come from @app/i18n/admin, one namespace per capability plus
 * `shell`, each in 8 languages behind its own dynamic import: at start only the current language's shell is
 * fetched; a feature's namespace is fetched with its first screen (the router asks for it beside the page's code),
 * and a language change fetches the namespaces already in use in the new language. Every catalogue has all keys in
 * all 8 languages (checks/catalogues.check.ts), so English is only fetched when a language's file cannot be.
 */
import { DEFAULT_LANG, LANGS, type Lang, pickLang, systemLocale } from '@app/i18n';
import {
  ADMIN_TEXTS,
  type AdminNamespace,
  type AdminResources,
  type FeatureNamespace,
  type TextLoaders,
} from '@app/i18n/admin';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: AdminResources;
  }
}

/** The operator's language, kept apart from the mobile app's (its own localStorage key). */
export const LANG_KEY = 'oe-admin-lang';

export function storedLang(): Lang {
  try {
    return pickLang(localStorage.getItem(LANG_KEY));
  } catch {
    return DEFAULT_LANG;
  }
}

const isNamespace = (ns: string): ns is AdminNamespace => Object.hasOwn(ADMIN_TEXTS, ns);

/** Reads one namespace in one language through its dynamic import; English when that file cannot be fetched. */
const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, ns, done) => {
    if (!isNamespace(ns)) {
      done(new Error(`No back-office texts named "${ns}"`), false);
      return;
    }
    const texts: TextLoaders<object> = ADMIN_TEXTS[ns];
    texts[pickLang(lng)]()
      .catch(() => texts.en())
      .then(
        (resources) => done(null, resources),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

let started: Promise<unknown> | undefined;

/** Starts i18next in `lang` (the stored one by default); resolves once its shell texts are there. */
export function initI18n(lang: Lang = storedLang()): Promise<unknown> {
  if (started) return started;
  i18n.on('languageChanged', (l) => {
    document.documentElement.lang = systemLocale(pickLang(l));
  });
  started = i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: [...LANGS],
      // Fallbacks would fetch English beside every language; the backend falls back per file instead.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['shell'],
      defaultNS: 'shell',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  return started;
}

/** The language shown now (English before i18next starts, e.g. in unit tests of the request helper). */
export function currentLang(): Lang {
  return pickLang(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches the language and remembers it; the namespaces in use are fetched in it before the screen changes. */
export async function setLang(lang: Lang): Promise<void> {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await i18n.changeLanguage(lang);
}

/** Fetches a feature's texts in the current language (the router calls it beside a page's code). */
export function loadTexts(ns: FeatureNamespace): Promise<void> {
  return i18n.loadNamespaces(ns);
}

export { i18n };
