import type { BannerInput, Banner as WireBanner } from '@app/api';
import { type ListQuery, type Resource, useCrudList } from '../../../shared/api/crud';
import type { Translations } from '../../../shared/translations';
import { useContentDelete, useContentSave } from './mutations';

export const BANNER_FIELDS = ['title'] as const;
/** Category 5 holds the home carousel of spec §9. */
export { BANNER_CATEGORY as BANNER_DEFAULT_CATEGORY } from '@app/api/envelope';

type BannerText = (typeof BANNER_FIELDS)[number];
export type Banner = Omit<WireBanner, 'translations'> & { translations: Translations<BannerText> };
export type { BannerInput };
export type BannerForm = Omit<BannerInput, 'translations'> & { translations?: Translations<BannerText> };

const RESOURCE: Resource = { path: 'banners', label: 'Banner' };

export const useBannersList = (q: ListQuery) => useCrudList<Banner>(RESOURCE, q);
export const useSaveBanner = () => useContentSave<Banner, BannerInput>(RESOURCE, 'banners');
export const useDeleteBanner = () => useContentDelete(RESOURCE, 'banners');
