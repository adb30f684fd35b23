import { LANGS, type Lang } from '@app/i18n';
import type { FormRule } from 'antd';
import { i18n } from './i18n/i18n';

export type Translations<F extends string> = Partial<Record<Lang, Record<F, string>>>;

/**
 * Keeps only the languages the operator actually filled in (any field non-blank), with every field present, so an
 * untouched language tab is not sent as an empty translation that would hide the `en` fallback.
 */
export function cleanTranslations<F extends string>(
  raw: Partial<Record<Lang, Partial<Record<F, string | undefined>>>> | undefined,
  fields: readonly F[],
): Translations<F> {
  const out: Translations<F> = {};
  for (const lang of LANGS) {
    const entry = raw?.[lang];
    if (!entry || !fields.some((f) => (entry[f] ?? '').trim() !== '')) continue;
    out[lang] = Object.fromEntries(fields.map((f) => [f, (entry[f] ?? '').trim()])) as Record<F, string>;
  }
  return out;
}

/** The language of the first invalid translation field, to bring its tab to the front. */
export function langOfFirstError(errorFields: { name: (string | number)[] }[]): Lang | undefined {
  for (const { name } of errorFields) {
    const lang = LANGS.find((l) => name[0] === 'translations' && name[1] === l);
    if (lang) return lang;
  }
  return undefined;
}

/** The contract requires English (the fallback); the forms make its title required, so this only guards. */
export function withEnglish<F extends string>(t: Translations<F>): Translations<F> & { en: Record<F, string> } {
  if (!t.en) throw new Error('The English translation is required');
  return t as Translations<F> & { en: Record<F, string> };
}

/** Site paths (`/static/x.png`) or http(s) addresses, as the server accepts; empty means none. */
export const LINK_PATTERN = /^(|\/\S*|https?:\/\/\S+)$/;
/** A form rule: worded when it runs, so in the language shown then. */
export const LINK_RULE: FormRule = () => ({ pattern: LINK_PATTERN, message: i18n.t('common.linkRule') });
