import { type ListQuery, type Resource, useCrudDelete, useCrudList, useCrudSave } from '../../shared/api/crud';
import type { Translations } from '../../shared/translations';

export const NEWS_FIELDS = ['title', 'abstract', 'content'] as const;
export type NewsText = (typeof NEWS_FIELDS)[number];

/** Category 4 is the news feed of spec §9; other categories hold notices shown elsewhere. */
export const NEWS_DEFAULT_CATEGORY = 4;

export type News = {
  id: number;
  c_id: number;
  thumbnail: string;
  is_pop: boolean;
  published: boolean;
  sort: number;
  created_at: string;
  translations: Translations<NewsText>;
};

export type NewsInput = Omit<News, 'id' | 'created_at'>;

const RESOURCE: Resource = { path: 'news', label: 'News' };

export const useNewsList = (q: ListQuery) => useCrudList<News>(RESOURCE, q);
export const useSaveNews = () => useCrudSave<News, NewsInput>(RESOURCE);
export const useDeleteNews = () => useCrudDelete(RESOURCE);
