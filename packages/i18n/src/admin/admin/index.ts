import type { TextLoaders } from '../loaders';
import type { AdminTexts } from './en';

export type { AdminTexts };

export const adminTexts: TextLoaders<AdminTexts> = {
  en: () => import('./en').then((m) => m.adminEn),
  zh: () => import('./zh').then((m) => m.adminZh),
  hk: () => import('./hk').then((m) => m.adminHk),
  th: () => import('./th').then((m) => m.adminTh),
  jp: () => import('./jp').then((m) => m.adminJp),
  kor: () => import('./kor').then((m) => m.adminKor),
  fra: () => import('./fra').then((m) => m.adminFra),
  spa: () => import('./spa').then((m) => m.adminSpa),
};
