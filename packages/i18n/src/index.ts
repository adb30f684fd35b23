/** The 8 language codes of spec §1, in the order the language picker shows them. */
export const LANGS = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Each language's own name, as the picker shows it. */
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English',
  zh: '简体中文',
  hk: '繁體中文',
  th: 'ไทย',
  jp: '日本語',
  kor: '한국어',
  fra: 'Français',
  spa: 'Español',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Picks a supported language, falling back to the default for anything else. */
export function pickLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/**
 * System locale for a language (spec §4): zh gives zh-Hans, hk gives zh-Hant, fra gives fr, spa gives es,
 * otherwise en. Used for Intl formatting and the document's lang attribute.
 */
export function systemLocale(lang: Lang): 'zh-Hans' | 'zh-Hant' | 'fr' | 'es' | 'en' {
  switch (lang) {
    case 'zh':
      return 'zh-Hans';
    case 'hk':
      return 'zh-Hant';
    case 'fra':
      return 'fr';
    case 'spa':
      return 'es';
    default:
      return 'en';
  }
}
