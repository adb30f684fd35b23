import type { Lang } from '@app/i18n';

/** Query keys of the content feature. Content is translated by the server, so every key carries the language. */
export const contentKeys = {
  all: ['content'] as const,
  siteConfig: (lang: Lang) => [...contentKeys.all, 'site-config', lang] as const,
  menu: (lang: Lang) => [...contentKeys.all, 'menu', lang] as const,
  faq: (lang: Lang) => [...contentKeys.all, 'faq', lang] as const,
  page: (key: string, lang: Lang) => [...contentKeys.all, 'page', key, lang] as const,
  indexPop: (lang: Lang) => [...contentKeys.all, 'index-pop', lang] as const,
  newsList: (cId: number, lang: Lang) => [...contentKeys.all, 'news-list', cId, lang] as const,
  newsDetail: (id: number, lang: Lang) => [...contentKeys.all, 'news-detail', id, lang] as const,
  bannerList: (cId: number, lang: Lang) => [...contentKeys.all, 'banner-list', cId, lang] as const,
};
