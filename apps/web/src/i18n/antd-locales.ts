import type { Lang } from '@app/i18n';
import type enUS from 'antd-mobile/es/locales/en-US';
// antd-mobile's config provider imports zh-CN as its default, so it is in the entry chunk anyway.
import zhCN from 'antd-mobile/es/locales/zh-CN';

export type AntdLocaleTexts = typeof enUS;

/** antd-mobile's own texts (pickers, infinite scroll, dialogs) per language, each its own chunk. */
const LOADERS: Record<Lang, () => Promise<{ default: AntdLocaleTexts }>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  zh: async () => ({ default: zhCN }),
  hk: () => import('antd-mobile/es/locales/zh-HK'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kor: () => import('antd-mobile/es/locales/ko-KR'),
  fra: () => import('antd-mobile/es/locales/fr-FR'),
  spa: () => import('antd-mobile/es/locales/es-ES'),
};

const loaded = new Map<string, AntdLocaleTexts>();

/** Loads a language's antd-mobile locale (once); the language switch waits for it with the texts. */
export async function loadAntdLocale(lang: Lang): Promise<AntdLocaleTexts> {
  const known = loaded.get(lang);
  if (known) return known;
  const locale = (await LOADERS[lang]()).default;
  loaded.set(lang, locale);
  return locale;
}

/** The loaded locale of a language, if it is loaded. */
export function antdLocale(lang: string): AntdLocaleTexts | undefined {
  return loaded.get(lang);
}
