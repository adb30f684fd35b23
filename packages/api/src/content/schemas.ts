/**
 * Content (docs/api-foundation.md): news, banners, FAQ and the fixed pages, as the app reads them and as the back
 * office edits them (one text per language, English required as the fallback).
 */
import { z } from 'zod';
import { BANNER_CATEGORY, NEWS_CATEGORY } from '../envelope';
import { Id, PageQuery, SiteLink } from '../shared';

/** The 8 content languages (same codes as @app/i18n LANGS; a server test checks they agree). */
export const CONTENT_LANGS = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'] as const;

const id = Id;

/** Builds `{en: T, zh?: T, ...}`: English is required because it is the fallback. */
function translations<T extends z.ZodType>(entry: T) {
  return z.object({
    en: entry,
    zh: entry.optional(),
    hk: entry.optional(),
    th: entry.optional(),
    jp: entry.optional(),
    kor: entry.optional(),
    fra: entry.optional(),
    spa: entry.optional(),
  });
}

const title = z.string().trim().min(1).max(200);
const html = z.string().max(100_000);

// ---------- Public ----------

export const NewsListBody = PageQuery.extend({ c_id: Id.default(NEWS_CATEGORY) });
export type NewsListBody = z.infer<typeof NewsListBody>;
export const NewsDetailBody = z.object({ id });
export const BannerListBody = z.object({ c_id: Id.default(BANNER_CATEGORY) });

export const NewsListItem = z.object({
  id: z.number().int(),
  c_id: z.number().int(),
  title: z.string(),
  abstract: z.string(),
  thumbnail: z.string(),
  create_time: z.string(),
});
export type NewsListItem = z.infer<typeof NewsListItem>;
export const NewsDetail = NewsListItem.extend({ content: z.string() });
export type NewsDetail = z.infer<typeof NewsDetail>;
export const NewsPop = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  thumbnail: z.string(),
  create_time: z.string(),
});
export type NewsPop = z.infer<typeof NewsPop>;

export const BannerItem = z.object({ id: z.number().int(), title: z.string(), image: z.string(), link: z.string() });
export type BannerItem = z.infer<typeof BannerItem>;

export const FaqItem = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export type FaqItem = z.infer<typeof FaqItem>;

/** The fixed pages, each served at `GET /<key>`. */
export const PAGE_KEYS = ['contactus', 'aboutus', 'operational_compliance'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export const PageView = z.object({ key: z.string(), title: z.string(), content: z.string() });
export type PageView = z.infer<typeof PageView>;

// ---------- Back office ----------

export const NewsTranslation = z.object({ title, abstract: z.string().trim().max(500).default(''), content: html });
export const NewsInput = z.object({
  c_id: Id.default(NEWS_CATEGORY),
  thumbnail: SiteLink.default(''),
  is_pop: z.boolean().default(false),
  published: z.boolean().default(true),
  sort: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
  created_at: z.iso.datetime({ offset: true }).optional(),
  translations: translations(NewsTranslation),
});
export type NewsInput = z.infer<typeof NewsInput>;
export const News = z.object({
  id: z.number().int(),
  c_id: z.number().int(),
  thumbnail: z.string(),
  is_pop: z.boolean(),
  published: z.boolean(),
  sort: z.number().int(),
  created_at: z.string(),
  translations: z.partialRecord(
    z.enum(CONTENT_LANGS),
    z.object({ title: z.string(), abstract: z.string(), content: z.string() }),
  ),
});
export type News = z.infer<typeof News>;
export const AdminNewsQuery = PageQuery.extend({ c_id: Id.optional() });
export type AdminNewsQuery = z.infer<typeof AdminNewsQuery>;

export const BannerInput = z.object({
  c_id: Id.default(BANNER_CATEGORY),
  image: SiteLink.min(1),
  link: SiteLink.default(''),
  sort: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
  published: z.boolean().default(true),
  translations: translations(z.object({ title })),
});
export type BannerInput = z.infer<typeof BannerInput>;
export const Banner = z.object({
  id: z.number().int(),
  c_id: z.number().int(),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
  translations: z.partialRecord(z.enum(CONTENT_LANGS), z.object({ title: z.string() })),
});
export type Banner = z.infer<typeof Banner>;
export const AdminBannerQuery = AdminNewsQuery;

export const FaqInput = z.object({
  sort: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
  published: z.boolean().default(true),
  translations: translations(z.object({ title, content: html })),
});
export type FaqInput = z.infer<typeof FaqInput>;
export const Faq = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  published: z.boolean(),
  translations: z.partialRecord(z.enum(CONTENT_LANGS), z.object({ title: z.string(), content: z.string() })),
});
export type Faq = z.infer<typeof Faq>;

export const PageParams = z.object({ key: z.enum(PAGE_KEYS) });
export const PageInput = z.object({ translations: translations(z.object({ title, content: html })) });
export type PageInput = z.infer<typeof PageInput>;
export const Page = z.object({
  key: z.string(),
  translations: z.partialRecord(z.enum(CONTENT_LANGS), z.object({ title: z.string(), content: z.string() })),
});
export type Page = z.infer<typeof Page>;
