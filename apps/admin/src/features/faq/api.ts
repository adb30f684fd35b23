import { type ListQuery, type Resource, useCrudDelete, useCrudList, useCrudSave } from '../../shared/api/crud';
import type { Translations } from '../../shared/translations';

export const FAQ_FIELDS = ['title', 'content'] as const;

export type Faq = {
  id: number;
  sort: number;
  published: boolean;
  translations: Translations<(typeof FAQ_FIELDS)[number]>;
};
export type FaqInput = Omit<Faq, 'id'>;

const RESOURCE: Resource = { path: 'faqs', label: 'FAQ entry' };

export const useFaqList = (q: ListQuery) => useCrudList<Faq>(RESOURCE, q);
export const useSaveFaq = () => useCrudSave<Faq, FaqInput>(RESOURCE);
export const useDeleteFaq = () => useCrudDelete(RESOURCE);
