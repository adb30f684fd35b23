import type { Lang } from '@app/i18n';

/** The locale Intl names regions in, per language of the back office. */
const REGION_LOCALE: Record<Lang, string> = {
  en: 'en',
  zh: 'zh-Hans',
  hk: 'zh-Hant',
  th: 'th',
  jp: 'ja',
  kor: 'ko',
  fra: 'fr',
  spa: 'es',
};

/**
 * An identity document's country (ISO 3166 alpha-2, as `/admin/kyc` sends it) for the reviewer: its name in the
 * operator's language with the code beside it, e.g. "China (CN)"; the bare code when Intl has no name for it.
 */
export function countryLabel(code: string, lang: Lang): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([REGION_LOCALE[lang]], { type: 'region', fallback: 'none' }).of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : code;
}
