import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Translated texts live in one jsonb column per row, keyed by language (`{en: {...}, zh: {...}}`):
 * a row and its texts change together, an audit before/after is one value, and English is always present
 * (validated on the way in) as the fallback.
 */
export type NewsText = { title: string; abstract: string; content: string };
export type TitleText = { title: string };
export type TitledHtml = { title: string; content: string };
export type Translations<T> = Partial<Record<string, T>> & { en: T };

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    cId: integer('c_id').notNull(),
    thumbnail: text('thumbnail').notNull().default(''),
    isPop: boolean('is_pop').notNull().default(false),
    published: boolean('published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    translations: jsonb('translations').$type<Translations<NewsText>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_list_idx').on(t.cId, t.published, t.createdAt)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    cId: integer('c_id').notNull(),
    image: text('image').notNull(),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    translations: jsonb('translations').$type<Translations<TitleText>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_list_idx').on(t.cId, t.published, t.sort)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(true),
  translations: jsonb('translations').$type<Translations<TitledHtml>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-key pages (contactus, aboutus, operational_compliance). */
export const pages = pgTable('pages', {
  key: text('key').primaryKey(),
  translations: jsonb('translations').$type<Translations<TitledHtml>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
