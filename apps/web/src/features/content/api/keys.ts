import type { Lang } from '@app/i18n';

/** Query keys of the content feature. Content is translated by the server, so every key carries the language. */
export const contentKeys = {
  all: ['content'] as const,
  siteConfig: (lang: Lang) => [...contentKeys.all, 'site-config', lang] as const,
  menuAll: () => [...contentKeys.all, 'menu'] as const,
  menu: (lang: Lang) => [...contentKeys.menuAll(), lang] as const,
  faq: (lang: Lang) => [...contentKeys.all, 'faq', lang] as const,
  page: (key: string, lang: Lang) => [...contentKeys.all, 'page', key, lang] as const,
  indexPop: (lang: Lang) => [...contentKeys.all, 'index-pop', lang] as const,
  newsList: (cId: number, lang: Lang) => [...contentKeys.all, 'news-list', cId, lang] as const,
  /** Home's few latest lines (kept for offline use, unlike the paged list). */
  newsLatestAll: () => [...contentKeys.all, 'news-latest'] as const,
  newsLatest: (cId: number, lang: Lang, limit: number) => [...contentKeys.newsLatestAll(), cId, lang, limit] as const,
  newsDetail: (id: number, lang: Lang) => [...contentKeys.all, 'news-detail', id, lang] as const,
  bannerListAll: () => [...contentKeys.all, 'banner-list'] as const,
  bannerList: (cId: number, lang: Lang) => [...contentKeys.bannerListAll(), cId, lang] as const,
};
