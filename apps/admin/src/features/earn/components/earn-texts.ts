import { EARN_TEXT_LANGS } from '@app/api/earn';

/** Texts per language and field, as the form holds and the server takes them (`translations`). */
export type EarnTextsForm = Partial<Record<string, Partial<Record<string, string | undefined>>>>;

/** Only the non-blank texts of the known fields, trimmed, in the server's order: what is sent and compared. */
export function cleanEarnTexts(raw: EarnTextsForm | undefined, keys: readonly string[]) {
  const out: Partial<Record<(typeof EARN_TEXT_LANGS)[number], Record<string, string>>> = {};
  for (const lang of EARN_TEXT_LANGS) {
    const entry: Record<string, string> = {};
    for (const k of keys) {
      const v = (raw?.[lang]?.[k] ?? '').trim();
      if (v) entry[k] = v;
    }
    if (Object.keys(entry).length > 0) out[lang] = entry;
  }
  return out;
}

export const sameEarnTexts = (a: EarnTextsForm | undefined, b: EarnTextsForm | undefined, keys: readonly string[]) =>
  JSON.stringify(cleanEarnTexts(a, keys)) === JSON.stringify(cleanEarnTexts(b, keys));

export const CAMPAIGN_TEXT_KEYS = ['name', 'note'] as const;
export const PRODUCT_TEXT_KEYS = ['name', 'intro'] as const;
export const IEO_TEXT_KEYS = ['title', 'summary', 'content'] as const;
export const COUPON_TEXT_KEYS = ['title'] as const;
