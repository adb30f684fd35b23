import { DEFAULT_LANG, LANGS, type Lang } from '@app/i18n';
import { WEB_CATALOGUES, type WebCatalogue } from '@app/i18n/web';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: WebCatalogue };
  }
}

const resources = Object.fromEntries(LANGS.map((lang) => [lang, { translation: WEB_CATALOGUES[lang] }]));

/** Starts i18next with all 8 catalogues bundled (they are small); the session store picks the language. */
export function initI18n(lang: Lang): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    });
  } else if (i18n.language !== lang) {
    void i18n.changeLanguage(lang);
  }
  return i18n;
}

export { i18n };
