/**
 * Country calling codes for the sign-up and bind screens, mainland China first, and the countries identity
 * verification accepts (the same list). Names come from the ICU data built into Node (Intl.DisplayNames), so every
 * one of the 8 languages gets real country names.
 */
import type { Lang } from '@app/i18n';

/** [ISO region, calling code]: a practical list of markets; 86 first as the spec's default. */
const AREAS: [string, string][] = [
  ['CN', '86'],
  ['HK', '852'],
  ['MO', '853'],
  ['TW', '886'],
  ['US', '1'],
  ['CA', '1'],
  ['GB', '44'],
  ['JP', '81'],
  ['KR', '82'],
  ['TH', '66'],
  ['SG', '65'],
  ['MY', '60'],
  ['ID', '62'],
  ['PH', '63'],
  ['VN', '84'],
  ['IN', '91'],
  ['AU', '61'],
  ['NZ', '64'],
  ['FR', '33'],
  ['DE', '49'],
  ['ES', '34'],
  ['IT', '39'],
  ['NL', '31'],
  ['BE', '32'],
  ['CH', '41'],
  ['AT', '43'],
  ['SE', '46'],
  ['NO', '47'],
  ['DK', '45'],
  ['FI', '358'],
  ['IE', '353'],
  ['PT', '351'],
  ['PL', '48'],
  ['RU', '7'],
  ['TR', '90'],
  ['AE', '971'],
  ['SA', '966'],
  ['IL', '972'],
  ['EG', '20'],
  ['ZA', '27'],
  ['NG', '234'],
  ['KE', '254'],
  ['MA', '212'],
  ['BR', '55'],
  ['MX', '52'],
  ['AR', '54'],
  ['CL', '56'],
  ['CO', '57'],
  ['PE', '51'],
  ['KH', '855'],
  ['LA', '856'],
  ['MM', '95'],
  ['BD', '880'],
  ['PK', '92'],
  ['LK', '94'],
  ['NP', '977'],
];

const LOCALES: Record<Lang, string> = {
  zh: 'zh-Hans',
  en: 'en',
  hk: 'zh-Hant',
  th: 'th',
  jp: 'ja',
  kor: 'ko',
  fra: 'fr',
  spa: 'es',
};

const COUNTRIES: ReadonlySet<string> = new Set(AREAS.map(([region]) => region));

/** Whether `code` is one of the listed countries' ISO 3166 alpha-2 codes (upper case, as stored). */
export const isKnownCountry = (code: string): boolean => COUNTRIES.has(code);

const cache = new Map<Lang, { id: number; name: string; area_code: string; country: string }[]>();

export function areaList(lang: Lang) {
  let list = cache.get(lang);
  if (!list) {
    const names = new Intl.DisplayNames([LOCALES[lang] ?? 'en'], { type: 'region', fallback: 'code' });
    list = AREAS.map(([region, code], i) => ({
      id: i + 1,
      name: names.of(region) ?? region,
      area_code: code,
      country: region,
    }));
    cache.set(lang, list);
  }
  return list;
}
