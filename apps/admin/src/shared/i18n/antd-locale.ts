import { type Lang, pickLang } from '@app/i18n';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** antd's own texts (pagination, pickers, empty tables, confirm buttons) per language, fetched when first shown. */
const ANTD_LOCALES: Record<Lang, () => Promise<{ default: Locale }>> = {
  en: async () => ({ default: enUS }),
  zh: () => import('antd/locale/zh_CN'),
  hk: () => import('antd/locale/zh_HK'),
  th: () => import('antd/locale/th_TH'),
  jp: () => import('antd/locale/ja_JP'),
  kor: () => import('antd/locale/ko_KR'),
  fra: () => import('antd/locale/fr_FR'),
  spa: () => import('antd/locale/es_ES'),
};

const loaded = new Map<Lang, Locale>([['en', enUS]]);

/** The antd locale of the current language (the previous one until it has arrived). */
export function useAntdLocale(): Locale {
  const { i18n } = useTranslation();
  const lang = pickLang(i18n.resolvedLanguage ?? i18n.language);
  const [locale, setLocale] = useState<Locale>(() => loaded.get(lang) ?? enUS);
  useEffect(() => {
    let live = true;
    const known = loaded.get(lang);
    if (known) {
      setLocale(known);
      return;
    }
    ANTD_LOCALES[lang]()
      .then((m) => {
        loaded.set(lang, m.default);
        if (live) setLocale(m.default);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lang]);
  return locale;
}
