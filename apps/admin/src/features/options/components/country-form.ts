import type { Lang } from '@app/i18n';
import type { OptionsTexts } from '@app/i18n/admin/options/en';

/** The add-a-country check, the same as the server's (`AdminOptionCountryInput`: two letters, upper-cased). */
export type CountryRule = keyof OptionsTexts['countries']['rules'];

export const countryCode = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : '');

/**
 * Two letters (ISO 3166-1 alpha-2), not already listed: the server upserts by code, so adding a listed country
 * would only switch it, which its row's switch does in plain sight.
 */
export function checkCountry(v: unknown, listed: readonly string[]): CountryRule | null {
  const code = countryCode(v);
  if (!/^[A-Z]{2}$/.test(code)) return 'code';
  return listed.includes(code) ? 'listed' : null;
}

/** The locale for country names in each language of the back office (`th`, `jp`, `kor` are not BCP 47 tags). */
const NAME_LOCALES: Record<Lang, string> = {
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
 * A country's name in the operator's language, so a mistyped code shows at once; '' when the runtime
 * has no name for it (an unassigned code is answered as the code itself).
 */
export function countryName(code: string, lang: Lang): string {
  try {
    const name = new Intl.DisplayNames([NAME_LOCALES[lang]], { type: 'region', fallback: 'none' }).of(code);
    return name && name !== code ? name : '';
  } catch {
    return '';
  }
}
