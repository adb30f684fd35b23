import type { FaqInput, Faq as WireFaq } from '@app/api';
import { type ListQuery, type Resource, useCrudList } from '../../../shared/api/crud';
import type { Translations } from '../../../shared/translations';
import { useContentDelete, useContentSave } from './mutations';

export const FAQ_FIELDS = ['title', 'content'] as const;

type FaqText = (typeof FAQ_FIELDS)[number];
export type Faq = Omit<WireFaq, 'translations'> & { translations: Translations<FaqText> };
export type { FaqInput };
export type FaqForm = Omit<FaqInput, 'translations'> & { translations?: Translations<FaqText> };

const RESOURCE: Resource = { path: 'faqs', label: 'FAQ entry' };

export const useFaqList = (q: ListQuery) => useCrudList<Faq>(RESOURCE, q);
export const useSaveFaq = () => useContentSave<Faq, FaqInput>(RESOURCE, 'faq');
export const useDeleteFaq = () => useContentDelete(RESOURCE, 'faq');
