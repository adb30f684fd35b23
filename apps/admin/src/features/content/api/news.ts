import type { NewsInput, News as WireNews } from '@app/api';
import { type ListQuery, type Resource, useCrudList } from '../../../shared/api/crud';
import type { Translations } from '../../../shared/translations';
import { useContentDelete, useContentSave } from './mutations';

export const NEWS_FIELDS = ['title', 'abstract', 'content'] as const;
export type NewsText = (typeof NEWS_FIELDS)[number];

/** Category 4 is the news feed of spec §9; other categories hold notices shown elsewhere. */
export { NEWS_CATEGORY as NEWS_DEFAULT_CATEGORY } from '@app/api/envelope';

export type News = Omit<WireNews, 'translations'> & { translations: Translations<NewsText> };
export type { NewsInput };
/** What the drawer edits: the input without the back-dating field, translations still partial. */
export type NewsForm = Omit<NewsInput, 'created_at' | 'translations'> & { translations?: Translations<NewsText> };

const RESOURCE: Resource = { path: 'news', label: 'News' };

export const useNewsList = (q: ListQuery) => useCrudList<News>(RESOURCE, q);
export const useSaveNews = () => useContentSave<News, NewsInput>(RESOURCE, 'news');
export const useDeleteNews = () => useContentDelete(RESOURCE, 'news');
