import type { TextLoaders } from '../loaders';
import type { ContentTexts } from './en';

export type { ContentTexts };

export const contentTexts: TextLoaders<ContentTexts> = {
  en: () => import('./en').then((m) => m.contentEn),
  zh: () => import('./zh').then((m) => m.contentZh),
  hk: () => import('./hk').then((m) => m.contentHk),
  th: () => import('./th').then((m) => m.contentTh),
  jp: () => import('./jp').then((m) => m.contentJp),
  kor: () => import('./kor').then((m) => m.contentKor),
  fra: () => import('./fra').then((m) => m.contentFra),
  spa: () => import('./spa').then((m) => m.contentSpa),
};
