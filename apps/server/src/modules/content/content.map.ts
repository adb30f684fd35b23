/** Row ↔ wire mapping of content, with sanitizing on the way in (clean*) and again on the way out (pick*). */
import type { Banner, BannerInput, Faq, FaqInput, News, NewsInput, Page, PageInput } from '@app/api';
import type { Lang } from '@app/i18n';
import { wireTime } from '../../envelope';
import { cleanHtml, cleanText } from './content.sanitize';
import type { banners, faqs, NewsText, news, pages, TitledHtml, TitleText, Translations } from './content.tables';

type Entry<T> = [string, T | undefined];

function mapTranslations<I, O>(input: { en: I } & Partial<Record<string, I>>, fn: (v: I) => O): Translations<O> {
  const out: Partial<Record<string, O>> = {};
  for (const [lang, value] of Object.entries(input) as Entry<I>[]) if (value) out[lang] = fn(value);
  return out as Translations<O>;
}

/** The caller's language, else English (always present). */
export function pick<T>(translations: Translations<T>, lang: Lang): T {
  return translations[lang] ?? translations.en;
}

const cleanNewsText = (v: { title: string; abstract: string; content: string }): NewsText => ({
  title: cleanText(v.title),
  abstract: cleanText(v.abstract),
  content: cleanHtml(v.content),
});
export const cleanTitle = (v: { title: string }): TitleText => ({ title: cleanText(v.title) });
export const cleanTitledHtml = (v: { title: string; content: string }): TitledHtml => ({
  title: cleanText(v.title),
  content: cleanHtml(v.content),
});

export const newsValues = (input: NewsInput) => ({
  cId: input.c_id,
  thumbnail: input.thumbnail,
  isPop: input.is_pop,
  published: input.published,
  sort: input.sort,
  translations: mapTranslations(input.translations, cleanNewsText),
  ...(input.created_at ? { createdAt: new Date(input.created_at) } : {}),
});
export const bannerValues = (input: BannerInput) => ({
  cId: input.c_id,
  image: input.image,
  link: input.link,
  sort: input.sort,
  published: input.published,
  translations: mapTranslations(input.translations, cleanTitle),
});
export const faqValues = (input: FaqInput) => ({
  sort: input.sort,
  published: input.published,
  translations: mapTranslations(input.translations, cleanTitledHtml),
});
export const pageValues = (input: PageInput) => ({
  translations: mapTranslations(input.translations, cleanTitledHtml),
});

export const newsOut = (r: typeof news.$inferSelect): News => ({
  id: r.id,
  c_id: r.cId,
  thumbnail: r.thumbnail,
  is_pop: r.isPop,
  published: r.published,
  sort: r.sort,
  created_at: r.createdAt.toISOString(),
  translations: mapTranslations(r.translations, cleanNewsText),
});
export const bannerOut = (r: typeof banners.$inferSelect): Banner => ({
  id: r.id,
  c_id: r.cId,
  image: r.image,
  link: r.link,
  sort: r.sort,
  published: r.published,
  translations: mapTranslations(r.translations, cleanTitle),
});
export const faqOut = (r: typeof faqs.$inferSelect): Faq => ({
  id: r.id,
  sort: r.sort,
  published: r.published,
  translations: mapTranslations(r.translations, cleanTitledHtml),
});
export const pageOut = (r: typeof pages.$inferSelect): Page => ({
  key: r.key,
  translations: mapTranslations(r.translations, cleanTitledHtml),
});

export function newsItemOut(r: typeof news.$inferSelect, lang: Lang) {
  const text = cleanNewsText(pick(r.translations, lang));
  return {
    id: r.id,
    c_id: r.cId,
    title: text.title,
    abstract: text.abstract,
    content: text.content,
    thumbnail: r.thumbnail,
    create_time: wireTime(r.createdAt),
  };
}
