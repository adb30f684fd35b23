/**
 * Operator-entered earn texts in every language: the row's own columns are the default language (English), and
 * `translations` holds the others per language and field. A user reads their language, field by field, falling
 * back to English where the operator wrote nothing; the back office lists the languages still missing so the
 * fallback is never silent.
 */
import { DEFAULT_LANG, LANGS, type Lang } from '@app/i18n';

export type EarnTexts = Partial<Record<Lang, Record<string, string>>>;

/** The translatable fields of each kind of row. */
export const CAMPAIGN_TEXTS = ['name', 'note'] as const;
export const PRODUCT_TEXTS = ['name', 'intro'] as const;
export const COUPON_TEXTS = ['title'] as const;
export const IEO_TEXTS = ['title', 'summary', 'content'] as const;

const translated = (texts: EarnTexts | null | undefined, lang: Lang, field: string): string | undefined => {
  const v = texts?.[lang]?.[field]?.trim();
  return v ? v : undefined;
};

/** `row` with each of `fields` in `lang` where the operator translated it, else as written (English). */
export function inLang<T extends { translations?: EarnTexts | null }, K extends keyof T & string>(
  row: T,
  lang: Lang,
  fields: readonly K[],
): T {
  if (lang === DEFAULT_LANG || !row.translations?.[lang]) return row;
  const out = { ...row };
  for (const f of fields) {
    const v = translated(row.translations, lang, f);
    if (v !== undefined) (out as Record<string, unknown>)[f] = v;
  }
  return out;
}

/** The languages in which some field with an English text has no translation (shown as fallback to users). */
export function missingLangs<T extends { translations?: EarnTexts | null }, K extends keyof T & string>(
  row: T,
  fields: readonly K[],
): Lang[] {
  const written = fields.filter((f) => String(row[f] ?? '').trim() !== '');
  return LANGS.filter(
    (l) => l !== DEFAULT_LANG && written.some((f) => translated(row.translations, l, f) === undefined),
  );
}

/** Keeps only the known fields' non-empty texts of the languages other than English (what is stored). */
export function cleanTexts(input: EarnTexts | undefined, fields: readonly string[]): EarnTexts {
  const out: EarnTexts = {};
  for (const l of LANGS) {
    if (l === DEFAULT_LANG) continue;
    const entry: Record<string, string> = {};
    for (const f of fields) {
      const v = input?.[l]?.[f]?.trim();
      if (v) entry[f] = v;
    }
    if (Object.keys(entry).length > 0) out[l] = entry;
  }
  return out;
}
