import type { TextLoaders } from '../loaders';
import type { MarketTexts } from './en';

export type { MarketTexts };

export const marketTexts: TextLoaders<MarketTexts> = {
  en: () => import('./en').then((m) => m.marketEn),
  zh: () => import('./zh').then((m) => m.marketZh),
  hk: () => import('./hk').then((m) => m.marketHk),
  th: () => import('./th').then((m) => m.marketTh),
  jp: () => import('./jp').then((m) => m.marketJp),
  kor: () => import('./kor').then((m) => m.marketKor),
  fra: () => import('./fra').then((m) => m.marketFra),
  spa: () => import('./spa').then((m) => m.marketSpa),
};
