/**
 * Wire schemas of the foundation calls (docs/api-foundation.md): common, content and admin payloads.
 * The server validates with them and the clients type their calls with them. Numbers coming from a query
 * string or a form-encoded body arrive as text, so list and id inputs are coerced.
 */
import { z } from 'zod';
import { BANNER_CATEGORY, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, NEWS_CATEGORY } from './envelope';

/** The 8 content languages (same codes as @app/i18n LANGS; a server test checks they agree). */
export const CONTENT_LANGS = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'] as const;

const id = z.coerce.number().int().positive();

/** `page` and `limit` of every list (spec §9: default page size 10). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
}

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
/** A site path (`/static/x.svg`) or an http(s) address; empty is allowed for "none". */
const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/[^\s]*|https?:\/\/[^\s]+)$/);

// ---------- Common ----------

export const SiteConfig = z.object({ site_name: z.string(), site_logo: z.string(), service_link: z.string() });
export type SiteConfig = z.infer<typeof SiteConfig>;

export const PUBLIC_SETTING_KEYS = [
  'site_name',
  'site_logo',
  'service_link',
  'app_version',
  'default_lang',
  'default_fiat',
] as const;
export const GetSettingQuery = z.object({ keyword: z.string().trim().min(1).max(64) });

export const MenuItem = z.object({
  key: z.string(),
  name: z.string(),
  route: z.string(),
  icon: z.string(),
  available: z.boolean(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const FaqItem = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export type FaqItem = z.infer<typeof FaqItem>;

export const PAGE_KEYS = ['contactus', 'aboutus', 'operational_compliance'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export const PageView = z.object({ key: z.string(), title: z.string(), content: z.string() });
export type PageView = z.infer<typeof PageView>;

// ---------- Content (public) ----------

export const NewsListBody = PageQuery.extend({ c_id: z.coerce.number().int().positive().default(NEWS_CATEGORY) });
export const NewsDetailBody = z.object({ id });
export const BannerListBody = z.object({ c_id: z.coerce.number().int().positive().default(BANNER_CATEGORY) });

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

// ---------- Admin ----------

export const ADMIN_ROLES = ['super', 'finance', 'support', 'content'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const ADMIN_PASSWORD_MIN = 10;

export const AdminLoginBody = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  password: z.string().min(1).max(256),
  /** The 6-digit authenticator code; required once the admin has turned two-factor authentication on. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});
export const AdminView = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type AdminView = z.infer<typeof AdminView>;
/** Either the session, or (right password, 2FA on, no code sent) `need_2fa` and no token. */
export const AdminLoginResult = z.union([
  z.object({ token: z.string(), admin: AdminView }),
  z.object({ need_2fa: z.literal(true), message: z.string() }),
]);
export type AdminLoginResult = z.infer<typeof AdminLoginResult>;
/** `code`: a 6-digit code of the authenticator app. */
export const AdminTotpCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const AdminTotpStatus = z.object({ enabled: z.boolean(), pending: z.boolean() });
export type AdminTotpStatus = z.infer<typeof AdminTotpStatus>;
export const AdminTotpSetup = z.object({ secret: z.string(), otpauth_url: z.string() });
export type AdminTotpSetup = z.infer<typeof AdminTotpSetup>;
export const AdminListItem = AdminView.extend({ disabled: z.boolean(), created_at: z.string() });
export type AdminListItem = z.infer<typeof AdminListItem>;

const adminPassword = z.string().min(ADMIN_PASSWORD_MIN).max(256);
export const AdminCreateBody = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  name: z.string().trim().min(1).max(64),
  role: z.enum(ADMIN_ROLES),
  password: adminPassword,
});
export const AdminUpdateBody = z.object({
  name: z.string().trim().min(1).max(64).optional(),
  role: z.enum(ADMIN_ROLES).optional(),
  disabled: z.boolean().optional(),
  password: adminPassword.optional(),
});
export const IdParams = z.object({ id });

export const AuditQuery = PageQuery.extend({ action: z.string().trim().max(64).optional() });
export const AuditRow = z.object({
  id: z.number().int(),
  admin_email: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof AuditRow>;

export const NewsTranslation = z.object({ title, abstract: z.string().trim().max(500).default(''), content: html });
export const NewsInput = z.object({
  c_id: z.coerce.number().int().positive().default(NEWS_CATEGORY),
  thumbnail: link.default(''),
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
export const AdminNewsQuery = PageQuery.extend({ c_id: z.coerce.number().int().positive().optional() });

export const BannerInput = z.object({
  c_id: z.coerce.number().int().positive().default(BANNER_CATEGORY),
  image: link.min(1),
  link: link.default(''),
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

export const SettingsInput = z
  .object({
    site_name: z.string().trim().min(1).max(64),
    site_logo: link,
    service_link: link,
  })
  .partial();
export type SettingsInput = z.infer<typeof SettingsInput>;
