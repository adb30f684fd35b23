import type { TextLoaders } from '../loaders';
import type { CommonTexts } from './en';

export type { CommonTexts };

export const commonTexts: TextLoaders<CommonTexts> = {
  en: () => import('./en').then((m) => m.commonEn),
  zh: () => import('./zh').then((m) => m.commonZh),
  hk: () => import('./hk').then((m) => m.commonHk),
  th: () => import('./th').then((m) => m.commonTh),
  jp: () => import('./jp').then((m) => m.commonJp),
  kor: () => import('./kor').then((m) => m.commonKor),
  fra: () => import('./fra').then((m) => m.commonFra),
  spa: () => import('./spa').then((m) => m.commonSpa),
};
