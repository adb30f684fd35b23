import type { TextLoaders } from '../../loaders';
import type { CouponTexts } from './en';

/**
 * Texts of the coupon screens (part of earn, under `coupon.…`): one chunk per language, imported when the coupon
 * page opens. Apart from earn's catalogue, which the finance tab loads with its first screen. `web/index.ts` reaches these
 * loaders through one dynamic import of ../apart.ts (with the other earn screens' own catalogues).
 */
export const couponLoaders: TextLoaders<CouponTexts> = {
  en: () => import('./en').then((m) => m.couponEn),
  zh: () => import('./zh').then((m) => m.couponZh),
  hk: () => import('./hk').then((m) => m.couponHk),
  th: () => import('./th').then((m) => m.couponTh),
  jp: () => import('./jp').then((m) => m.couponJp),
  kor: () => import('./kor').then((m) => m.couponKor),
  fra: () => import('./fra').then((m) => m.couponFra),
  spa: () => import('./spa').then((m) => m.couponSpa),
};
