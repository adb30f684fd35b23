import { type ListQuery, type Resource, useCrudDelete, useCrudList, useCrudSave } from '../../shared/api/crud';
import type { Translations } from '../../shared/translations';

export const BANNER_FIELDS = ['title'] as const;
/** Category 5 holds the home carousel of spec §9. */
export const BANNER_DEFAULT_CATEGORY = 5;

export type Banner = {
  id: number;
  c_id: number;
  image: string;
  link: string;
  sort: number;
  published: boolean;
  translations: Translations<(typeof BANNER_FIELDS)[number]>;
};
export type BannerInput = Omit<Banner, 'id'>;

const RESOURCE: Resource = { path: 'banners', label: 'Banner' };

export const useBannersList = (q: ListQuery) => useCrudList<Banner>(RESOURCE, q);
export const useSaveBanner = () => useCrudSave<Banner, BannerInput>(RESOURCE);
export const useDeleteBanner = () => useCrudDelete(RESOURCE);
