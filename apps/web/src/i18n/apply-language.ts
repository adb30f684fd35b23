import { type Lang, systemLocale } from '@app/i18n';
import i18n from 'i18next';

/** Language change of spec §4: the UI language and the document's locale (zh-Hans, zh-Hant, fr, es, en). */
export function applyLanguage(lang: Lang): void {
  if (i18n.isInitialized && i18n.language !== lang) void i18n.changeLanguage(lang);
  document.documentElement.lang = systemLocale(lang);
}
