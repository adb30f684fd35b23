import { type Lang, systemLocale } from '@app/i18n';
import { setDefaultConfig } from 'antd-mobile';
import { antdLocale, loadAntdLocale } from './antd-locales';
import { initI18n, texts } from './i18n';

/**
 * Language change of spec §4: loads the language's shell texts, the texts of every capability already in use and
 * antd-mobile's locale, and only then switches the UI language and the document's locale (zh-Hans, zh-Hant, fr,
 * es, en), so no screen shows a key or a half-switched page. When two changes overlap, the last one wins (the
 * earlier resolves false); a failed load rejects and leaves the language as it was.
 */
export async function applyLanguage(lang: Lang): Promise<boolean> {
  initI18n(lang);
  const switched = await texts.switchLanguage(lang, loadAntdLocale);
  if (!switched) return false;
  const locale = antdLocale(lang);
  // Imperative Toast and Dialog render outside the provider tree; they read antd-mobile's default config.
  if (locale) setDefaultConfig({ locale });
  document.documentElement.lang = systemLocale(lang);
  return true;
}
